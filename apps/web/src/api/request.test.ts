import { catalogs, GATEWAY_PREFIX, type MessageKey, translate as translateIn } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { markSessionStarted } from '../lib/session-marker.ts';
import { type Feedback, setFeedback } from './feedback.ts';
import {
  buildUrl,
  configureGateway,
  failureMessage,
  formatErrorContent,
  GatewayError,
  gateway,
  isGatewaySuccess,
  isSessionEnd,
  issuesOf,
  PORTAL_TOKEN,
  readEnvelope,
  showGatewayError,
  statusTextKey,
} from './request.ts';

const zh = catalogs['zh-CN'];
const translate = (key: MessageKey, params: Record<string, string> = {}) => translateIn('zh-CN', key, params);

describe('SPEC §8 rules', () => {
  it('succeeds only on HTTP 200 with code 000000 or 00000', () => {
    expect(isGatewaySuccess(200, '000000')).toBe(true);
    expect(isGatewaySuccess(200, '00000')).toBe(true);
    expect(isGatewaySuccess(200, '400000')).toBe(false);
    expect(isGatewaySuccess(200, undefined)).toBe(false);
    expect(isGatewaySuccess(500, '000000')).toBe(false);
    expect(isGatewaySuccess(201, '000000')).toBe(false);
  });

  it('maps HTTP statuses to the catalogue texts', () => {
    expect(statusTextKey(0)).toBe('shell.request.status0');
    expect(statusTextKey(401)).toBe('error.-99');
    expect(statusTextKey(403)).toBe('shell.request.status403');
    expect(statusTextKey(404)).toBe('shell.request.status404');
    expect(statusTextKey(405)).toBe('shell.request.status405');
    expect(statusTextKey(500)).toBe('shell.request.status500');
    expect(statusTextKey(502)).toBe('shell.request.statusOther');
    expect(statusTextKey(429)).toBe('shell.request.statusOther');
  });

  it('ends the session on any 401 and on 403 with 950102 only', () => {
    expect(isSessionEnd(401, '-99')).toBe(true);
    expect(isSessionEnd(401, '988099')).toBe(true);
    expect(isSessionEnd(401, undefined)).toBe(true);
    expect(isSessionEnd(403, '950102')).toBe(true);
    expect(isSessionEnd(403, '403000')).toBe(false);
    expect(isSessionEnd(200, '-99')).toBe(false);
  });

  it('reads message or msg from an envelope and tolerates other bodies', () => {
    expect(readEnvelope({ code: '1', msg: 'm', traceId: 't', data: 3 })).toEqual({
      code: '1',
      message: 'm',
      traceId: 't',
      data: 3,
    });
    expect(readEnvelope('<html>')).toEqual({
      code: undefined,
      message: undefined,
      traceId: undefined,
      data: undefined,
    });
    expect(readEnvelope({ code: 88888 }).code).toBe('88888');
  });

  it('chooses the message: server text, defaults, header, status text', () => {
    expect(failureMessage({ httpStatus: 200, serverMessage: 'bad', translate })).toBe('bad');
    expect(failureMessage({ httpStatus: 200, serverMessage: undefined, translate })).toBe(
      zh['shell.request.failed'],
    );
    expect(failureMessage({ httpStatus: 200, serverMessage: ' ', translate })).toBe(
      zh['shell.request.emptyMessage'],
    );
    expect(failureMessage({ httpStatus: 400, serverMessage: '字段有误', translate })).toBe('字段有误');
    expect(
      failureMessage({ httpStatus: 502, serverMessage: undefined, headerMessage: '网关', translate }),
    ).toBe('网关');
    expect(failureMessage({ httpStatus: 404, serverMessage: undefined, translate })).toBe(
      zh['shell.request.status404'],
    );
    expect(failureMessage({ httpStatus: 0, serverMessage: 'ignored', translate })).toBe(
      zh['shell.request.status0'],
    );
  });

  it('prefixes the document number and suffixes code and traceId', () => {
    const content = formatErrorContent({
      message: '失败',
      documentNo: 'P001',
      code: '400000',
      traceId: 'abc',
      translate,
    });
    expect(content).toBe('P001：失败\n错误码：400000  追踪号：abc');
    expect(formatErrorContent({ message: '失败', code: '', traceId: '', translate })).toBe('失败');
  });

  it('builds gateway URLs with query parameters', () => {
    expect(buildUrl('/phoneLogin')).toBe(`${GATEWAY_PREFIX}/phoneLogin`);
    expect(buildUrl('cargo/x', { a: 1, b: undefined, c: ['x', 'y'], d: null })).toBe(
      `${GATEWAY_PREFIX}/cargo/x?a=1&c=x%2Cy`,
    );
  });
});

describe('gateway', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const modalError = vi.fn();
  const modalWarning = vi.fn();
  const toastError = vi.fn();
  const onSessionExpired = vi.fn();
  let path = '/dashboard';

  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  let clock = Date.UTC(2026, 0, 1);

  beforeEach(() => {
    // Each test is a new moment: the wrapper shows one session-end notice per few seconds.
    clock += 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({
      modal: { error: modalError, warning: modalWarning },
      message: { error: toastError },
      notification: { error: vi.fn() },
    } as unknown as Feedback);
    path = '/dashboard';
    configureGateway({ onSessionExpired, currentPath: () => path });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetAllMocks();
  });

  it('resolves with data and sends the portal token, credentials and JSON', async () => {
    answer(200, { code: '000000', message: 'ok', data: { n: 1 }, traceId: 't' });
    await expect(gateway.post<{ n: number }>('/x', { a: 1 }, { loading: false })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${GATEWAY_PREFIX}/x`);
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('x-portal-token')).toBe(PORTAL_TOKEN);
  });

  it('shows the error dialog with code and traceId, and rejects with a GatewayError', async () => {
    answer(200, { code: '400000', message: '参数有误', data: null, traceId: 'tr1' });
    const failure = await gateway
      .post('/x', {}, { loading: false, documentNo: 'A1' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ code: '400000', traceId: 'tr1', httpStatus: 200, message: '参数有误' });
    expect(modalError).toHaveBeenCalledOnce();
    expect(modalError.mock.calls[0][0]).toMatchObject({ title: '错误提示' });
    expect(modalError.mock.calls[0][0].content).toContain('A1：参数有误');
    expect(modalError.mock.calls[0][0].content).toContain('tr1');
  });

  describe('one retry of an idempotent call', () => {
    const busy = () =>
      fetchMock.mockResolvedValueOnce(
        new Response(
          JSON.stringify({ code: '503000', message: '系统当前繁忙，请几秒后再试', data: null, traceId: 'b' }),
          {
            status: 503,
            headers: { 'retry-after': '0' },
          },
        ),
      );
    beforeEach(() => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
    });

    it('sends a GET answered "busy" once more and resolves with the second answer', async () => {
      busy();
      answer(200, { code: '000000', message: 'ok', data: { n: 2 }, traceId: 't' });
      await expect(gateway.get<{ n: number }>('/x', undefined, { loading: false })).resolves.toEqual({
        n: 2,
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(modalError).not.toHaveBeenCalled();
    });

    it('sends a POST with a request key once more after a reset connection', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      answer(200, { code: '000000', message: 'ok', data: { declared: true }, traceId: 't' });
      const body = { requestKey: '9b2f6d0e-3c1a-4f5e-8a7b-1c2d3e4f5a6b' };
      await expect(gateway.post('/x', body, { loading: false })).resolves.toEqual({ declared: true });
      expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
        JSON.stringify(body),
        JSON.stringify(body),
      ]);
    });

    it('does not send a POST without a request key again, and shows the busy message', async () => {
      busy();
      await expect(gateway.post('/x', { a: 1 }, { loading: false })).rejects.toMatchObject({
        httpStatus: 503,
      });
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(modalError.mock.calls[0][0].content).toContain('系统当前繁忙，请几秒后再试');
    });

    it('retries once only: a second "busy" is shown', async () => {
      busy();
      busy();
      await expect(gateway.get('/x', undefined, { loading: false })).rejects.toMatchObject({
        code: '503000',
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(modalError).toHaveBeenCalledOnce();
    });
  });

  it('stays silent with hideError', async () => {
    answer(500, { code: '500000', message: '系统错误', data: null, traceId: 't' });
    await expect(gateway.post('/x', {}, { loading: false, hideError: true })).rejects.toMatchObject({
      httpStatus: 500,
    });
    expect(modalError).not.toHaveBeenCalled();
  });

  it('ends the session on 401 outside public pages', async () => {
    markSessionStarted();
    answer(401, { code: '-99', message: 'expired', data: null, traceId: 't' });
    await expect(gateway.post('/x', {}, { loading: false })).rejects.toMatchObject({ httpStatus: 401 });
    expect(toastError).toHaveBeenCalledWith(zh['error.-99']);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(modalError).not.toHaveBeenCalled();
  });

  it('sends a visitor who never logged in to /login without the expiry toast', async () => {
    answer(401, { code: '-99', message: 'expired', data: null, traceId: 't' });
    await expect(gateway.post('/y', {}, { loading: false })).rejects.toMatchObject({ httpStatus: 401 });
    expect(toastError).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('only rejects on 401 on a public page', async () => {
    path = '/guarantee-insurance-query';
    answer(401, { code: '-99', message: 'expired', data: null, traceId: 't' });
    await expect(gateway.get('/x', undefined, { loading: false })).rejects.toBeInstanceOf(GatewayError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the maintenance notice on 88888', async () => {
    answer(200, { code: '88888', message: '系统升级中', data: null, traceId: 't' });
    await expect(gateway.post('/cargo/limit/isLimit', {}, { loading: false })).rejects.toMatchObject({
      code: '88888',
    });
    expect(modalWarning).toHaveBeenCalledWith(
      expect.objectContaining({ title: '维护公告', content: '系统升级中' }),
    );
    expect(modalError).not.toHaveBeenCalled();
  });

  it('reports "system no response" when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(gateway.get('/x', undefined, { loading: false })).rejects.toMatchObject({ httpStatus: 0 });
    expect(modalError.mock.calls[0][0].content).toBe(zh['shell.request.status0']);
  });

  it('sends PUT without a body unless one is given, with the same failure handling', async () => {
    answer(200, { code: '000000', message: 'ok', data: { id: 7, isDefault: 'Y' }, traceId: 't' });
    await expect(gateway.put('/cargo/client/putDefault/7', undefined, { loading: false })).resolves.toEqual({
      id: 7,
      isDefault: 'Y',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${GATEWAY_PREFIX}/cargo/client/putDefault/7`);
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(new Headers(init?.headers).get('x-portal-token')).toBe(PORTAL_TOKEN);

    answer(200, { code: '000000', message: 'ok', data: null, traceId: 't' });
    await gateway.put('/x', { a: 1 }, { loading: false });
    expect(fetchMock.mock.calls[1][1]?.body).toBe('{"a":1}');

    answer(404, { code: '404000', message: '未找到', data: null, traceId: 'tr9' });
    await expect(
      gateway.put('/cargo/client/putDefault/8', undefined, { loading: false }),
    ).rejects.toMatchObject({
      httpStatus: 404,
      code: '404000',
    });
    expect(modalError.mock.calls[0][0].content).toContain('tr9');

    markSessionStarted();
    answer(401, { code: '-99', message: 'expired', data: null, traceId: 't' });
    await expect(gateway.put('/y', undefined, { loading: false })).rejects.toMatchObject({ httpStatus: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('sends DELETE with its query and no body', async () => {
    answer(200, { code: '000000', message: 'ok', data: null, traceId: 't' });
    await gateway.delete('/cargo/x/1', { force: 'Y' }, { loading: false });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${GATEWAY_PREFIX}/cargo/x/1?force=Y`);
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
  });

  it('exposes the data and the field issues of a refused request', async () => {
    const issues = [
      { path: ['form', 'transport', 'departurePort'], message: '起运港：港口代码不存在' },
      { path: ['form', 'quotationNo'], message: '报价单号：报价单已过期' },
    ];
    answer(400, {
      code: '400000',
      message: issues.map((issue) => issue.message).join('; '),
      data: { issues: [...issues, { path: 'bad', message: 1 }] },
      traceId: 't',
    });
    const failure = await gateway
      .post('/cargo/apply/applyPolicy', {}, { loading: false, hideError: true })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).issues).toEqual(issues);
    expect((failure as GatewayError).data).toMatchObject({ issues: expect.any(Array) });
    expect(modalError).not.toHaveBeenCalled();
    showGatewayError(failure as GatewayError, 'A1');
    expect(modalError.mock.calls[0][0].content).toContain('A1：起运港：港口代码不存在');
  });

  it('has no issues when the answer names no field', () => {
    expect(issuesOf(null)).toEqual([]);
    expect(issuesOf({ issues: 'x' })).toEqual([]);
    expect(new GatewayError({ message: 'm', code: '', traceId: '', httpStatus: 0 }).issues).toEqual([]);
  });

  /** A call that never answers: it rejects, as fetch does, when its signal aborts. */
  const silentServer = () =>
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  it('aborts after 60 s with "system no response", and does not send the call again', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    // AbortSignal.timeout runs on the runtime's clock: a stand-in on the fake one is asked for the 60 s.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    onTestFinished(() => timeout.mockRestore());
    silentServer();
    const pending = gateway.get('/slow', undefined, { loading: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(timeout).toHaveBeenCalledWith(60_000);
    expect(await pending).toMatchObject({ httpStatus: 0 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(modalError.mock.calls[0][0].content).toBe(zh['shell.request.status0']);
  });

  it('rejects a call the caller cancels with the cause, without a message or a retry', async () => {
    silentServer();
    const caller = new AbortController();
    const pending = gateway
      .get('/slow', undefined, { loading: false, signal: caller.signal })
      .catch((e) => e);
    caller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(modalError).not.toHaveBeenCalled();
  });
});
