import { createHash, createHmac } from 'node:crypto';
import { businessNow, utcDayOf } from '@cargo/domain';
import { DeliveryError } from './delivery-error.ts';

/**
 * Text messages through Tencent Cloud SMS (API 3.0, `SendSms` of version 2021-01-11), each request signed with
 * TC3-HMAC-SHA256 as Tencent's "Signature v3" documentation describes.
 */

export interface TencentSmsSettings {
  /** Base URL, e.g. https://sms.tencentcloudapi.com (a local server in tests); the Host header signed is this URL's host. */
  endpoint: string;
  secretId: string;
  secretKey: string;
  /** e.g. ap-guangzhou */
  region: string;
  sdkAppId: string;
  signName: string;
}

export interface TextMessage {
  phone: string;
  templateId: string;
  parameters: string[];
}

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product in the credential scope, as in its host name: `sms` for sms.tencentcloudapi.com. */
  service: string;
  /** The Host header's value as sent. */
  host: string;
  /** Unix seconds, the X-TC-Timestamp header. */
  timestamp: number;
  /** The JSON body exactly as sent. */
  body: string;
}

const ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const SIGNED_HEADERS = 'content-type;host';
const SERVICE = 'sms';
const ACTION = 'SendSms';
const VERSION = '2021-01-11';
const TIMEOUT_MS = 10_000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacSha256 = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

/** The TC3-HMAC-SHA256 Authorization header value for a JSON body (exported for the test against Tencent's documented example). */
export const tc3Authorization = (request: Tc3Request): string => {
  // The scope's date is the timestamp's UTC day: Tencent refuses a local-time date around midnight.
  const date = utcDayOf(new Date(request.timestamp * 1000));
  const scope = `${date}/${request.service}/tc3_request`;
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${request.host.toLowerCase()}\n`,
    SIGNED_HEADERS,
    sha256Hex(request.body),
  ].join('\n');
  const stringToSign = [ALGORITHM, String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const dateKey = hmacSha256(`TC3${request.secretKey}`, date);
  const signingKey = hmacSha256(hmacSha256(dateKey, request.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${request.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
};

/** E.164 as SendSms asks: an 11-digit mainland mobile gets +86; a number with its own + is left alone. */
const internationalPhone = (phone: string) => {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+86${trimmed}`;
};

/** Dotted error codes a later try can get past: throttling, quotas, Tencent's own trouble. */
const RETRYABLE_CODES = [
  'LimitExceeded',
  'InternalError',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  // Topping up the account lets a later try through, as with a quota.
  'FailedOperation.InsufficientBalanceInSmsPackage',
];

/** Any other code (bad key, unapproved template or signature, wrong number, unsupported…) fails the same way again. */
const isPermanentCode = (code: string) =>
  !RETRYABLE_CODES.some((retryable) => code === retryable || code.startsWith(`${retryable}.`));

interface SendStatus {
  SerialNo?: string;
  Code?: string;
  Message?: string;
}

interface TencentAnswer {
  Response?: {
    SendStatusSet?: SendStatus[];
    Error?: { Code?: string; Message?: string };
    RequestId?: string;
  };
}

const readAnswer = (text: string): TencentAnswer | undefined => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as TencentAnswer) : undefined;
  } catch {
    return undefined;
  }
};

const post = async (settings: TencentSmsSettings, body: string, now: Date) => {
  const url = new URL('/', settings.endpoint);
  const timestamp = Math.floor(now.getTime() / 1000);
  const authorization = tc3Authorization({
    secretId: settings.secretId,
    secretKey: settings.secretKey,
    service: SERVICE,
    host: url.host,
    timestamp,
    body,
  });
  try {
    return await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': CONTENT_TYPE,
        'X-TC-Action': ACTION,
        'X-TC-Version': VERSION,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': settings.region,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new DeliveryError(`Tencent SMS: no answer from ${url.host}: ${networkProblem(error)}`, false);
  }
};

const networkProblem = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
};

const statusFailure = (status: number, answerText: string) => {
  // Gateway pages can be long HTML; a glimpse is enough to tell what answered.
  const glimpse = answerText.replace(/\s+/g, ' ').trim().slice(0, 200);
  const retryable = status >= 500 || status === 408 || status === 429;
  return new DeliveryError(`Tencent SMS: HTTP ${status}${glimpse ? `: ${glimpse}` : ''}`, !retryable);
};

/** Sends one SMS; answers the provider's serial number. */
export const sendTencentSms = async (
  settings: TencentSmsSettings,
  message: TextMessage,
  now: Date = businessNow(),
): Promise<{ serialNo: string }> => {
  const body = JSON.stringify({
    PhoneNumberSet: [internationalPhone(message.phone)],
    SmsSdkAppId: settings.sdkAppId,
    SignName: settings.signName,
    TemplateId: message.templateId,
    TemplateParamSet: message.parameters,
  });
  const answer = await post(settings, body, now);
  let answerText: string;
  try {
    answerText = await answer.text();
  } catch (error) {
    throw new DeliveryError(`Tencent SMS: the answer broke off: ${networkProblem(error)}`, false);
  }
  const response = readAnswer(answerText)?.Response;
  const requestId = response?.RequestId ? ` (RequestId ${response.RequestId})` : '';
  if (response?.Error) {
    const code = response.Error.Code ?? 'unknown';
    throw new DeliveryError(
      `Tencent SMS refused the request: ${code}: ${response.Error.Message ?? ''}${requestId}`,
      isPermanentCode(code),
    );
  }
  if (!answer.ok) throw statusFailure(answer.status, answerText);
  const status = response?.SendStatusSet?.[0];
  if (status?.Code === undefined) {
    throw new DeliveryError(`Tencent SMS: an answer without a send status${requestId}`, false);
  }
  if (status.Code !== 'Ok') {
    throw new DeliveryError(
      `Tencent SMS did not send the message: ${status.Code}: ${status.Message ?? ''}${requestId}`,
      isPermanentCode(status.Code),
    );
  }
  return { serialNo: status.SerialNo ?? '' };
};
