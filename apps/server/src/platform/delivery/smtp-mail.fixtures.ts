import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: smtp-server on a free port of 127.0.0.1, refusing the recipients it is told to
 * refuse the way a mail server does, and parsing every message it takes with mailparser. Nothing of nodemailer is
 * replaced.
 */

export interface SmtpStandIn {
  /** smtp://127.0.0.1:<port> (no auth required), or with credentials when started with `auth`. */
  url: string;
  /**
   * Every message accepted, parsed (mailparser's ParsedMail), with its envelope recipients and the user the
   * sender logged in as (undefined without `auth`), in arrival order.
   */
  messages: { envelopeTo: string[]; user: string | undefined; mail: ParsedMail }[];
  close(): Promise<void>;
}

export interface SmtpStandInOptions {
  /** The answer to RCPT TO for a recipient (its address, without a name): undefined takes it. */
  refuse?: (recipient: string) => { code: number; message: string } | undefined;
  /**
   * Requires a login with these credentials (over plain SMTP). A wrong login is refused with
   * `535 Authentication failed for <user>:<password>`, echoing what it was given as a careless server might,
   * so a test can check that the sender never passes the password on.
   */
  auth?: { user: string; password: string };
}

const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/** Starts a stand-in SMTP server; `close()` waits for its connections (at most a second). */
export const startSmtpStandIn = async (options: SmtpStandInOptions = {}): Promise<SmtpStandIn> => {
  const { refuse, auth } = options;
  const messages: SmtpStandIn['messages'] = [];
  // Messages are parsed concurrently but recorded one after the other, in the order their data ended.
  let recorded = Promise.resolve();
  const server = new SMTPServer({
    authOptional: auth === undefined,
    allowInsecureAuth: true,
    disabledCommands: auth === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    closeTimeout: 1000,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.password) {
        callback(null, { user: auth.user });
      } else {
        callback(refusal(535, `Authentication failed for ${login.username}:${login.password}`));
      }
    },
    onRcptTo(address, _session, callback) {
      const refused = refuse?.(address.address);
      callback(refused && refusal(refused.code, refused.message));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsing = simpleParser(Buffer.concat(chunks));
        const envelopeTo = session.envelope.rcptTo.map((to) => to.address);
        recorded = recorded
          .then(() => parsing)
          .then(
            (mail) => {
              messages.push({ envelopeTo, user: session.user, mail });
              callback();
            },
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials =
    auth === undefined ? '' : `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.password)}@`;
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Resolves when `count` messages have arrived (polls every 20 ms; rejects after timeoutMs, default 10 s). */
export const untilMessages = (standIn: SmtpStandIn, count: number, timeoutMs = 10_000): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const poll = () => {
      if (standIn.messages.length >= count) resolve();
      else if (Date.now() >= deadline) {
        reject(new Error(`${standIn.messages.length} of ${count} messages arrived within ${timeoutMs} ms`));
      } else setTimeout(poll, 20);
    };
    poll();
  });
