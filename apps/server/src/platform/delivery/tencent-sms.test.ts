import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryError } from './delivery-error.ts';
import {
  canonicalRequestOf,
  sha256,
  signatureOf,
  startTencentStandIn,
  type TencentStandIn,
} from './tencent-sms.fixtures.ts';
import { sendTencentSms, type TencentSmsSettings, tc3Authorization } from './tencent-sms.ts';

/**
 * The Tencent Cloud SMS client against Tencent's published signature example, and against a local HTTP server
 * that plays sms.tencentcloudapi.com (tencent-sms.fixtures.ts): it checks each request's TC3-HMAC-SHA256
 * signature with a verifier of its own, written from Tencent's documentation (nothing of the module under test),
 * and answers as Tencent does.
 */

/*
 * The worked example of Tencent's "Signature v3" page (the same page in every product's API docs, e.g.
 * https://www.tencentcloud.com/document/product/267/37447; older editions print the example key in full, newer
 * ones mask it): CVM DescribeInstances in ap-guangzhou at 1551113065. Every figure below is the document's own.
 */
const DOCUMENTED = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  timestamp: 1551113065,
  body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  hashedPayload: '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
  hashedCanonicalRequest: '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
  authorization:
    'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
    'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
};

let standIn: TencentStandIn;
let settings: TencentSmsSettings;

beforeAll(async () => {
  standIn = await startTencentStandIn();
  settings = standIn.settings;
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.received.length = 0;
  standIn.answerWith('Ok');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MESSAGE = { phone: '13800138000', templateId: '1110', parameters: ['482913', '5'] };

const failureOf = async (sending: Promise<unknown>) => {
  try {
    await sending;
  } catch (error) {
    expect(error).toBeInstanceOf(DeliveryError);
    const failure = error as DeliveryError;
    expect(failure.message).not.toContain(settings.secretKey);
    return failure;
  }
  throw new Error('the send was expected to fail');
};

describe('the TC3-HMAC-SHA256 signature', () => {
  it("gives Tencent's published Authorization header for the documented example", () => {
    expect(tc3Authorization(DOCUMENTED)).toBe(DOCUMENTED.authorization);
  });

  it("the stand-in's own verifier reproduces the same published figures, step by step", () => {
    const headers = { 'content-type': 'application/json; charset=utf-8', host: DOCUMENTED.host };
    const canonical = canonicalRequestOf(headers, ['content-type', 'host'], Buffer.from(DOCUMENTED.body));
    expect(sha256(DOCUMENTED.body)).toBe(DOCUMENTED.hashedPayload);
    expect(sha256(canonical)).toBe(DOCUMENTED.hashedCanonicalRequest);
    const signature = signatureOf(DOCUMENTED.secretKey, '2019-02-25', 'cvm', '1551113065', canonical);
    expect(DOCUMENTED.authorization.endsWith(`Signature=${signature}`)).toBe(true);
  });
});

describe('sending through the stand-in Tencent', () => {
  it('sends a signed SendSms that Tencent accepts, and answers the serial number', async () => {
    expect(await sendTencentSms(settings, MESSAGE)).toEqual({ serialNo: '2433:336925477417432112780128719' });
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request!.body).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: '货运险平台',
      TemplateId: '1110',
      TemplateParamSet: ['482913', '5'],
    });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      host: new URL(settings.endpoint).host,
    });
    expect(request!.headers.authorization).toContain(`Credential=${settings.secretId}/`);
    expect(request!.headers.authorization).toContain('/sms/tc3_request, SignedHeaders=content-type;host, ');
    expect(Math.abs(Number(request!.headers['x-tc-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('sends a number that already has its country code as it is', async () => {
    await sendTencentSms(settings, { ...MESSAGE, phone: '+8613800138000' });
    await sendTencentSms(settings, { ...MESSAGE, phone: '+85291234567' });
    expect(standIn.received.map((request) => request.body.PhoneNumberSet)).toEqual([
      ['+8613800138000'],
      ['+85291234567'],
    ]);
  });

  it('a request signed with the wrong key is refused, as a permanent failure', async () => {
    const failure = await failureOf(sendTencentSms({ ...settings, secretKey: 'not-the-key' }, MESSAGE));
    expect(failure.permanent).toBe(true);
    expect(failure.message).toContain('AuthFailure.SignatureFailure');
    expect(failure.message).not.toContain('not-the-key');
    expect(standIn.received).toHaveLength(0);
  });

  it('an unknown SecretId is refused, as a permanent failure', async () => {
    const failure = await failureOf(sendTencentSms({ ...settings, secretId: 'AKIDunknown' }, MESSAGE));
    expect(failure).toMatchObject({ permanent: true });
    expect(failure.message).toContain('AuthFailure.SecretIdNotFound');
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', false],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', false],
    ['InternalError.Timeout', false],
    ['FailedOperation.TemplateIncorrectOrUnapproved', true],
    ['FailedOperation.SignatureIncorrectOrUnapproved', true],
    ['InvalidParameterValue.IncorrectPhoneNumber', true],
    ['FailedOperation.PhoneNumberInBlacklist', true],
  ])('a send status %s fails with permanent %s, saying the code', async (code, permanent) => {
    standIn.answerWith(code);
    const failure = await failureOf(sendTencentSms(settings, MESSAGE));
    expect(failure.permanent).toBe(permanent);
    expect(failure.message).toContain(code);
    expect(failure.message).toContain(`the stand-in did not send (${code})`);
  });

  it.each([
    ['RequestLimitExceeded', false],
    ['InternalError', false],
    ['LimitExceeded', false],
    ['InvalidParameter', true],
    ['UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber', true],
    ['UnauthorizedOperation.SmsSdkAppIdVerifyFail', true],
    // Not throttling: the body is too large, and stays so.
    ['RequestSizeLimitExceeded', true],
  ])('a request error %s fails with permanent %s, saying the code', async (code, permanent) => {
    standIn.answerWith({ error: code });
    const failure = await failureOf(sendTencentSms(settings, MESSAGE));
    expect(failure.permanent).toBe(permanent);
    expect(failure.message).toContain(code);
  });

  it('an HTTP 502 from a gateway is a failure to try again', async () => {
    standIn.answerWith({ gatewayStatus: 502 });
    const failure = await failureOf(sendTencentSms(settings, MESSAGE));
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain('HTTP 502');
  });

  it('a closed port is a failure to try again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await failureOf(
      sendTencentSms({ ...settings, endpoint: `http://127.0.0.1:${port}` }, MESSAGE),
    );
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain(`127.0.0.1:${port}`);
  });

  it('gives up on a silent server after 10 s, as a failure to try again', async () => {
    // The 10 s are asked of AbortSignal.timeout; the test waits 200 ms of them.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(200));
    // A server that reads the request and never answers.
    const silent = createServer((request) => request.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const failure = await failureOf(sendTencentSms({ ...settings, endpoint }, MESSAGE)).finally(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });
    expect(asked).toHaveBeenCalledWith(10_000);
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain('no answer within 10 s');
  });
});
