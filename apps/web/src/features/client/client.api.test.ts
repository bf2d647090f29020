import { type ClientRecord, GATEWAY_PREFIX } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDefaultClient } from './client.api.ts';

describe('setDefaultClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('uses PUT putDefault/{id} for applicants and putDefaultInsurant/{id} for insureds, without a body', async () => {
    const record = { id: 12, clientName: 'A' } as ClientRecord;
    for (const [kind, name] of [
      ['applicant', 'putDefault'],
      ['insured', 'putDefaultInsurant'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ code: '000000', message: 'ok', data: record, traceId: 't' })),
      );
      await expect(setDefaultClient(kind, record)).resolves.toEqual(record);
      const [url, init] = fetchMock.mock.calls.at(-1)!;
      expect(url).toBe(`${GATEWAY_PREFIX}/cargo/client/${name}/12`);
      expect(init?.method).toBe('PUT');
      expect(init?.body).toBeUndefined();
    }
  });
});
