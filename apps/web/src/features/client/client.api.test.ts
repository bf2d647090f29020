import { type ClientRecord, GATEWAY_PREFIX } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveClient, setDefaultClient } from './client.api.ts';

const record: ClientRecord = {
  id: 12,
  kind: 'applicant',
  clientType: 'group',
  clientName: 'A',
  idType: '99',
  idTypeName: 'Other',
  idNo: 'X1',
  contactName: '',
  phone: '',
  address: '',
  email: '',
  birthday: null,
  sex: null,
  isDefault: 'N',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('client record calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('uses PUT putDefault/{id} for applicants and putDefaultInsurant/{id} for insureds, without a body', async () => {
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

  it('saves with isDefault in the query string (SPEC §7 save…Info?isDefault=Y), not in the record', async () => {
    const request = { clientType: 'group', clientName: 'A', idType: '99', idNo: 'X1' } as const;
    for (const [kind, name, isDefault] of [
      ['applicant', 'saveCargoFrequencyApplicantInfo', true],
      ['insured', 'saveCargoFrequencyInsurantInfo', false],
    ] as const) {
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ code: '000000', message: 'ok', data: record, traceId: 't' })),
      );
      await expect(saveClient(kind, request, isDefault)).resolves.toEqual(record);
      const [url, init] = fetchMock.mock.calls.at(-1)!;
      expect(url).toBe(`${GATEWAY_PREFIX}/cargo/client/${name}?isDefault=${isDefault ? 'Y' : 'N'}`);
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual(request);
    }
  });
});
