import type { NodemailerError } from 'nodemailer';
import { DeliveryError } from './delivery-error.ts';

export interface MailSettings {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465 (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From header, e.g. "货运保险门户 Cargo Portal <noreply@example.com>". */
  from: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  /** The Message-ID's local part, unique per outbox row (e.g. `outbox-123`), so a receiver can tell a resend of the same message. */
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const domainOf = async (from: string): Promise<string> => {
  const { default: addressparser } = await import('nodemailer/lib/addressparser');
  const [mailbox] = addressparser(from, { flatten: true });
  const at = mailbox?.address.lastIndexOf('@') ?? -1;
  if (mailbox === undefined || at < 0) throw new Error(`The mail From address has no domain: ${from}`);
  return mailbox.address.slice(at + 1);
};

/** The URL's password as written and decoded, to blank out of any error text. */
const secretsOf = (smtpUrl: string): string[] => {
  let password: string;
  try {
    password = new URL(smtpUrl).password;
  } catch {
    // Not the URL's error: it carries the URL, password included, as `input`.
    throw new Error('The SMTP URL is not a valid URL');
  }
  if (password === '') return [];
  return [...new Set([password, decodedOrSame(password)])];
};

const decodedOrSame = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const redacted = (text: string, secrets: readonly string[]): string =>
  secrets.reduce((result, secret) => result.split(secret).join('***'), text);

const deliveryErrorOf = (error: unknown, secrets: readonly string[]): DeliveryError => {
  const failure: NodemailerError = error instanceof Error ? error : new Error(String(error));
  const code = failure.originalCode ?? failure.code;
  // A refused login is the portal's configuration, not the message: once it is fixed the same mail goes.
  const permanent = (failure.responseCode ?? 0) >= 500 && failure.code !== 'EAUTH';
  const message = `SMTP delivery failed${code === undefined ? '' : ` (${code})`}: ${failure.message}`;
  return new DeliveryError(redacted(message, secrets), permanent);
};

/**
 * Mail over SMTP through one pool of connections; a failure is a `DeliveryError`. nodemailer is loaded only when
 * mail is configured: the embedded default keeps its idle memory (issue 14).
 */
export const smtpMailSender = async (settings: MailSettings): Promise<MailSender> => {
  const secrets = secretsOf(settings.smtpUrl);
  const domain = await domainOf(settings.from);
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    // A message whose connection dropped is retried by the outbox, whose row says whether it was sent.
    maxRequeues: 0,
    // Attachments are bytes in hand: no message may have this process read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: `<${mail.messageKey}@${domain}>`,
          attachments: mail.attachments.map(({ filename, content, contentType }) => ({
            filename,
            content,
            contentType,
          })),
        });
      } catch (error) {
        throw deliveryErrorOf(error, secrets);
      }
    },
    close() {
      transport.close();
    },
  };
};
