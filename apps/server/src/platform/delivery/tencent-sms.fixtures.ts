import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { utcDayOf } from '@cargo/domain';
import type { TencentSmsSettings } from './tencent-sms.ts';

/**
 * A local HTTP server that plays sms.tencentcloudapi.com for tests: it checks each request's TC3-HMAC-SHA256
 * signature with a verifier of its own, written here from Tencent's "Signature v3" documentation (nothing of the
 * module under test), and answers as Tencent does.
 */

// ---- Tencent's side: the verifier, from the documented steps ----

/** Hex SHA-256, as the signature steps use it. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The canonical request of a POST to `/` with no query string, over the headers named in `signedHeaders`. */
export const canonicalRequestOf = (
  headers: IncomingHttpHeaders,
  signedHeaders: string[],
  payload: Buffer,
): string => {
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  return `POST\n/\n\n${canonicalHeaders}\n${signedHeaders.join(';')}\n${sha256(payload)}`;
};

/** The hex signature of a canonical request: the string to sign, signed with the key derived for date and service. */
export const signatureOf = (
  secretKey: string,
  date: string,
  service: string,
  timestamp: string,
  canonical: string,
): string => {
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  let key = Buffer.from(`TC3${secretKey}`, 'utf8');
  for (const part of [date, service, 'tc3_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(stringToSign).digest('hex');
};

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/;

/** Undefined when the request is signed as Tencent requires; otherwise the error code Tencent would answer. */
const signatureProblem = (headers: IncomingHttpHeaders, payload: Buffer, keys: Map<string, string>) => {
  const parts = AUTHORIZATION.exec(headers.authorization ?? '');
  if (!parts) return 'AuthFailure.InvalidAuthorization';
  // The pattern's five groups are not optional: each matched.
  const [secretId = '', date = '', service = '', signedList = '', signature = ''] = parts.slice(1);
  const secretKey = keys.get(secretId);
  if (secretKey === undefined) return 'AuthFailure.SecretIdNotFound';
  const timestamp = String(headers['x-tc-timestamp'] ?? '');
  if (Math.abs(Number(timestamp) - Date.now() / 1000) > 300) return 'AuthFailure.SignatureExpire';
  const signedHeaders = signedList.split(';');
  const required = ['content-type', 'host'].every((name) => signedHeaders.includes(name));
  const utcDate = utcDayOf(new Date(Number(timestamp) * 1000));
  if (!required || service !== 'sms' || date !== utcDate) return 'AuthFailure.SignatureFailure';
  const canonical = canonicalRequestOf(headers, signedHeaders, payload);
  return signatureOf(secretKey, date, service, timestamp, canonical) === signature
    ? undefined
    : 'AuthFailure.SignatureFailure';
};

// ---- The stand-in for sms.tencentcloudapi.com ----

export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: {
    PhoneNumberSet: string[];
    TemplateId: string;
    TemplateParamSet: string[];
    SignName: string;
    SmsSdkAppId: string;
  } & Record<string, unknown>;
}

/**
 * What a request whose signature checks out gets: 'Ok' or another SendStatus code (e.g.
 * 'LimitExceeded.PhoneNumberDailyLimit') in its SendStatusSet, `{ error: code }` as Response.Error (HTTP 200, as
 * Tencent answers its API errors), or `{ gatewayStatus }` from a gateway in front of Tencent, before any check.
 */
export type TencentAnswer = string | { error: string } | { gatewayStatus: number };

export interface TencentStandIn {
  /** Settings for the client pointing at this stand-in (endpoint http://127.0.0.1:<port>, its secret id/key, region ap-guangzhou, an app id and a Chinese sign name). */
  settings: TencentSmsSettings;
  /** Requests whose signature checked out and that were answered with success, in order. */
  received: ReceivedSms[];
  /** What the following requests get (until changed): 'Ok' (default), another SendStatus code, { error: code } as Response.Error, or { gatewayStatus: 502 }. */
  answerWith(answer: TencentAnswer): void;
  close(): Promise<void>;
}

const SECRET_ID = 'AKIDcargoportaltest0000000000000000';
const SECRET_KEY = 'cargo-portal-test-secret-key-0001';

const tencentAnswer = (response: Record<string, unknown>) =>
  JSON.stringify({ Response: { ...response, RequestId: randomUUID() } });

const errorAnswer = (code: string) =>
  tencentAnswer({ Error: { Code: code, Message: `the stand-in refused the request (${code})` } });

const sendStatusAnswer = (code: string, phone: unknown) =>
  tencentAnswer({
    SendStatusSet: [
      {
        SerialNo: code === 'Ok' ? '2433:336925477417432112780128719' : '',
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code: code,
        Message: code === 'Ok' ? 'send success' : `the stand-in did not send (${code})`,
        IsoCode: 'CN',
      },
    ],
  });

const bodyOf = (payload: Buffer): ReceivedSms['body'] | undefined => {
  try {
    const body: unknown = JSON.parse(payload.toString('utf8'));
    const valid =
      typeof body === 'object' &&
      body !== null &&
      Array.isArray((body as ReceivedSms['body']).PhoneNumberSet);
    return valid ? (body as ReceivedSms['body']) : undefined;
  } catch {
    return undefined;
  }
};

/** Starts a stand-in Tencent Cloud SMS on a free port of 127.0.0.1. */
export const startTencentStandIn = async (): Promise<TencentStandIn> => {
  const keys = new Map([[SECRET_ID, SECRET_KEY]]);
  const received: ReceivedSms[] = [];
  let answer: TencentAnswer = 'Ok';
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const payload = Buffer.concat(chunks);
    const reply = (status: number, body: string, type = 'application/json') =>
      response.writeHead(status, { 'content-type': type }).end(body);
    if (typeof answer === 'object' && 'gatewayStatus' in answer) {
      const status = answer.gatewayStatus;
      return reply(
        status,
        `<html><body><h1>${status} ${STATUS_CODES[status] ?? ''}</h1></body></html>`,
        'text/html',
      );
    }
    // Tencent answers its API errors with HTTP 200 and Response.Error.
    const problem = signatureProblem(request.headers, payload, keys);
    if (problem) return reply(200, errorAnswer(problem));
    const body = bodyOf(payload);
    if (body === undefined) return reply(200, errorAnswer('InvalidParameter'));
    if (typeof answer === 'object') return reply(200, errorAnswer(answer.error));
    if (answer === 'Ok') received.push({ headers: request.headers, body });
    return reply(200, sendStatusAnswer(answer, body.PhoneNumberSet[0]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    settings: {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      region: 'ap-guangzhou',
      sdkAppId: '1400006666',
      signName: '货运险平台',
    },
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
};
