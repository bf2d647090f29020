import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver for the tests: a real HTTP server on 127.0.0.1 that checks each request's signature as a
 * customer's system would (docs/business-rules.md "Webhooks") and answers the statuses it is given, in turn
 * (200 once they run out).
 */

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  signatureValid: boolean;
}

/** The receiver's check: `t=<seconds>,v1=<hex>` against HMAC-SHA256 of "<t>.<raw body>", 5 minutes' tolerance. */
export const verifySignature = (secret: string, header: string, rawBody: string, nowSeconds: number) => {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const startReceiver = async () => {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  let secret = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        headers: request.headers,
        body: JSON.parse(raw) as ReceivedWebhook['body'],
        signatureValid: verifySignature(
          secret,
          String(request.headers['cargo-signature'] ?? ''),
          raw,
          Math.floor(Date.now() / 1000),
        ),
      });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** The statuses the next requests are answered with. */
    answerWith: (...statuses: number[]) => answers.push(...statuses),
    useSecret: (value: string) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
