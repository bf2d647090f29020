import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './delivery-error.ts';
import { type SmtpStandIn, type SmtpStandInOptions, startSmtpStandIn } from './smtp-mail.fixtures.ts';
import { type MailSender, type OutgoingMail, smtpMailSender } from './smtp-mail.ts';

/**
 * The SMTP sender against a real SMTP server: smtp-server, started on a free port (smtp-mail.fixtures.ts),
 * refusing some recipients the way a mail server does and parsing what it takes with mailparser. Nothing of
 * nodemailer is replaced.
 */

const USER = 'portal';
// URL-special characters, so the password is written percent-encoded in the URL and read decoded.
const PASSWORD = 'Pa$$:w/rd@9173';
const FROM = '货运保险门户 Cargo Portal <noreply@cargo.example.com>';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const refuse: SmtpStandInOptions['refuse'] = (recipient) => {
  if (recipient.startsWith('unknown@')) return { code: 550, message: '5.1.1 Mailbox unavailable' };
  if (recipient.startsWith('greylisted@')) return { code: 451, message: '4.7.1 Try again later' };
  return undefined;
};

/** Takes mail without a login. */
let open: SmtpStandIn;
/** Takes mail only after a login as USER with PASSWORD; echoes a wrong password in its 535. */
let guarded: SmtpStandIn;
let port: number;
let guardedPort: number;
const senders: MailSender[] = [];

beforeAll(async () => {
  open = await startSmtpStandIn({ refuse });
  guarded = await startSmtpStandIn({ refuse, auth: { user: USER, password: PASSWORD } });
  port = Number(new URL(open.url).port);
  guardedPort = Number(new URL(guarded.url).port);
});
afterEach(() => {
  for (const sender of senders.splice(0)) sender.close();
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const senderAt = async (smtpUrl: string) => {
  const sender = await smtpMailSender({ smtpUrl, from: FROM });
  senders.push(sender);
  return sender;
};

const mailTo = (to: string, messageKey: string): OutgoingMail => ({
  messageKey,
  to,
  subject: '电子发票 E-invoice 12345678',
  text:
    '尊敬的客户：\n您的货物运输保险电子发票已开具，请查收附件。\n\n' +
    'Dear customer,\nthe e-invoice of your cargo insurance is attached.\n',
  attachments: [{ filename: '电子发票-12345678.pdf', content: PDF, contentType: 'application/pdf' }],
});

const failureOf = async (sending: Promise<void>): Promise<DeliveryError> => {
  const error: unknown = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
};

const receivedWith = (messageId: string, standIn = open) =>
  standIn.messages.filter(({ mail }) => mail.messageId === messageId);

describe('the SMTP mail sender', () => {
  it('delivers a bilingual mail once, with its Message-ID and its PDF intact', async () => {
    const sent = mailTo('李明 Li Ming <li.ming@shipper.example.cn>', 'outbox-123');
    await (await senderAt(`smtp://127.0.0.1:${port}`)).send(sent);

    const [arrival, ...again] = receivedWith('<outbox-123@cargo.example.com>');
    expect(again).toEqual([]);
    expect(arrival.envelopeTo).toEqual(['li.ming@shipper.example.cn']);
    const { mail } = arrival;
    expect(mail.subject).toBe(sent.subject);
    expect(mail.text).toBe(sent.text);
    expect(mail.from?.value).toEqual([
      { name: '货运保险门户 Cargo Portal', address: 'noreply@cargo.example.com' },
    ]);
    expect(mail.to).toMatchObject({
      value: [{ name: '李明 Li Ming', address: 'li.ming@shipper.example.cn' }],
    });
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe('电子发票-12345678.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.equals(PDF)).toBe(true);
  });

  it('gives a permanent failure for a recipient refused with 550, and the pool goes on sending', async () => {
    const sender = await senderAt(`smtp://127.0.0.1:${port}`);
    const error = await failureOf(sender.send(mailTo('unknown@shipper.example.cn', 'outbox-550')));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('550 5.1.1 Mailbox unavailable');
    expect(receivedWith('<outbox-550@cargo.example.com>')).toEqual([]);

    await sender.send(mailTo('li.ming@shipper.example.cn', 'outbox-after-550'));
    expect(receivedWith('<outbox-after-550@cargo.example.com>')).toHaveLength(1);
  });

  it('gives a failure to try again for a recipient refused with 451', async () => {
    const error = await failureOf(
      (await senderAt(`smtp://127.0.0.1:${port}`)).send(
        mailTo('greylisted@shipper.example.cn', 'outbox-451'),
      ),
    );
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('451 4.7.1 Try again later');
  });

  it('gives a failure to try again when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failureOf(
      (await senderAt(`smtp://127.0.0.1:${closedPort}`)).send(
        mailTo('li.ming@shipper.example.cn', 'outbox-refused'),
      ),
    );
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('logs in with the URL’s user and password, and never tells the password in a failure', async () => {
    const encoded = encodeURIComponent(PASSWORD);
    const sender = await senderAt(`smtp://${USER}:${encoded}@127.0.0.1:${guardedPort}`);
    await sender.send(mailTo('li.ming@shipper.example.cn', 'outbox-authenticated'));
    expect(receivedWith('<outbox-authenticated@cargo.example.com>', guarded).map(({ user }) => user)).toEqual(
      [USER],
    );

    const refused = await failureOf(sender.send(mailTo('unknown@shipper.example.cn', 'outbox-auth-550')));
    expect(refused.permanent).toBe(true);

    const wrong = `${PASSWORD}-old`;
    const badLogin = await failureOf(
      (await senderAt(`smtp://${USER}:${encodeURIComponent(wrong)}@127.0.0.1:${guardedPort}`)).send(
        mailTo('li.ming@shipper.example.cn', 'outbox-bad-login'),
      ),
    );
    // A refused login is the portal's configuration: the same mail goes once it is fixed.
    expect(badLogin.permanent).toBe(false);
    expect(badLogin.message).toContain(`535 Authentication failed for ${USER}:***`);

    for (const { message } of [refused, badLogin]) {
      for (const secret of [PASSWORD, encoded, wrong, encodeURIComponent(wrong)]) {
        expect(message).not.toContain(secret);
      }
    }
  });
});
