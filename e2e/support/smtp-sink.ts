import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mail server (playwright.config.ts starts it before the portal and stops it with the run): a
 * real SMTP server on 127.0.0.1 that takes every mail and drops it, except mail to the domain
 * `refused.example`, whose recipients it refuses for good (550), as a mail server refuses an unknown mailbox.
 * The portal's outbox delivers to it; a refused mail ends "dead", on the back office's undelivered messages.
 *
 * Run: node support/smtp-sink.ts <port>
 */

const REFUSED_DOMAIN = 'refused.example';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error(`smtp-sink: no port given (${process.argv[2]})`);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 1000,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
      const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), {
        responseCode: 550,
      });
      callback(refusal);
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('end', () => callback());
    stream.resume();
  },
});

server.on('error', (error) => console.error('smtp-sink:', error));
server.server.on('error', (error) => {
  console.error('smtp-sink cannot listen:', error);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`smtp-sink listening on 127.0.0.1:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
