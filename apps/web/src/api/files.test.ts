import { GATEWAY_PREFIX } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type Feedback, setFeedback } from './feedback.ts';
import { fetchFile, fileNameOf, uploadFile } from './files.ts';
import { configureGateway, GatewayError, PORTAL_TOKEN } from './request.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of Content-Disposition, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="declaration.xlsx"; filename*=UTF-8''${encodeURIComponent('运输申报批量导入模板.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('运输申报批量导入模板.xlsx');
    expect(fileNameOf('attachment; filename="declaration-errors-7.xlsx"', 'x.xlsx')).toBe(
      'declaration-errors-7.xlsx',
    );
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('file transfers keep the gateway rules', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const modalError = vi.fn();
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({
      modal: { error: modalError, warning: vi.fn() },
      message: { error: vi.fn() },
      notification: { error: vi.fn() },
    } as unknown as Feedback);
    configureGateway({ onSessionExpired, currentPath: () => '/batch-declaration' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('downloads a file with the portal token and the session cookie', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="t.xlsx"' },
      }),
    );
    const file = await fetchFile('/cargo/declaration/batch/template', undefined, { loading: false });
    expect(file.fileName).toBe('t.xlsx');
    expect(file.blob.size).toBe(4);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${GATEWAY_PREFIX}/cargo/declaration/batch/template`);
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-portal-token')).toBe(PORTAL_TOKEN);
  });

  it('turns an error envelope into the error dialog and a GatewayError', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: '400000', message: '该申报尚未申报成功', data: null, traceId: 'tr9' }),
        {
          status: 400,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        },
      ),
    );
    const failure = await fetchFile('/cargo/declaration/certificate/TD1', undefined, {
      loading: false,
      documentNo: 'TD1',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ code: '400000', traceId: 'tr9', httpStatus: 400 });
    expect(modalError).toHaveBeenCalledOnce();
    expect(modalError.mock.calls[0][0].content).toContain('TD1');
  });

  it('ends the session on a 401 like any call', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '-99', message: 'expired', data: null, traceId: 't' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(
      fetchFile('/cargo/declaration/batch/1/errors', undefined, { loading: false }),
    ).rejects.toMatchObject({ httpStatus: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('stops a download at the time limit with "system no response", and silently when the caller cancels', async () => {
    // The 60 s are asked of AbortSignal.timeout; the test waits 5 ms of them.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(5));
    onTestFinished(() => asked.mockRestore());
    const silentServer = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    fetchMock.mockImplementation(silentServer);
    await expect(fetchFile('/slow', undefined, { loading: false })).rejects.toMatchObject({ httpStatus: 0 });
    expect(asked).toHaveBeenCalledWith(60_000);
    expect(modalError).toHaveBeenCalledOnce();
    asked.mockImplementation(() => timeout(60_000));
    const caller = new AbortController();
    const cancelled = fetchFile('/slow', undefined, { loading: false, signal: caller.signal });
    caller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(modalError).toHaveBeenCalledOnce();
  });

  it('uploads one file as multipart form data under the field "file"', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '000000', message: 'ok', data: { batchId: '1' }, traceId: 't' })),
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'rows.xlsx', { type: XLSX });
    await expect(uploadFile('/cargo/declaration/batch/upload', file, { loading: false })).resolves.toEqual({
      batchId: '1',
    });
    const [, init] = fetchMock.mock.calls[0];
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    if (body instanceof FormData) expect(body.get('file')).toMatchObject({ name: 'rows.xlsx', size: 3 });
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('sends the query of an upload (the chosen policy, the document type)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '000000', message: 'ok', data: { fileId: 'f' }, traceId: 't' })),
    );
    const file = new File([new Uint8Array([1])], 'invoice.pdf');
    await uploadFile('/cargo/file/upload', file, {
      loading: false,
      query: { documentType: '01', x: undefined },
    });
    expect(fetchMock.mock.calls[0][0]).toBe(`${GATEWAY_PREFIX}/cargo/file/upload?documentType=01`);
  });
});
