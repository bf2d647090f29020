import { ZClaimListQuery, ZUsageListQuery } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { hasListAddress, readListAddress, writeListAddress } from './list-address.ts';

describe("a list's query in the address", () => {
  it('is read back as it was written, other parameters of the page kept', () => {
    const query = ZClaimListQuery.parse({
      reportNo: '12345678',
      status: '',
      startDate: '2026-01-01',
      pageNo: 3,
    });
    const address = writeListAddress(new URLSearchParams('tab=claims'), query);
    expect(address.get('tab')).toBe('claims');
    expect(address.has('status')).toBe(false);
    expect(readListAddress(address, ZClaimListQuery)).toEqual({ ...query, status: undefined });
  });

  it('drops a filter that was cleared', () => {
    const before = writeListAddress(new URLSearchParams(), ZClaimListQuery.parse({ reportNo: '12345678' }));
    const cleared = ZClaimListQuery.parse({});
    const after = writeListAddress(before, cleared, { owned: ['reportNo', 'pageNo', 'pageSize'] });
    expect(after.has('reportNo')).toBe(false);
    expect(after.get('pageNo')).toBe('1');
  });

  it('reads a true/false filter, which the schema refuses as text, as JSON', () => {
    const address = writeListAddress(new URLSearchParams(), ZUsageListQuery.parse({ warningOnly: true }));
    expect(address.get('warningOnly')).toBe('true');
    expect(readListAddress(address, ZUsageListQuery)?.warningOnly).toBe(true);
  });

  it('is not used when it holds no list, or what it holds does not pass the schema', () => {
    expect(hasListAddress(new URLSearchParams('policyNo=12345678901234567890'))).toBe(false);
    expect(readListAddress(new URLSearchParams('tab=drafts'), ZClaimListQuery)).toBeUndefined();
    expect(readListAddress(new URLSearchParams('pageNo=1&reportNo=abc'), ZClaimListQuery)).toBeUndefined();
    expect(readListAddress(new URLSearchParams('pageNo=-4'), ZClaimListQuery)).toBeUndefined();
  });

  it('keeps two lists of one page apart by a prefix', () => {
    const first = writeListAddress(new URLSearchParams(), ZClaimListQuery.parse({ pageNo: 2 }));
    const both = writeListAddress(first, ZClaimListQuery.parse({ pageNo: 5 }), { prefix: 'paid.' });
    expect(readListAddress(both, ZClaimListQuery)?.pageNo).toBe(2);
    expect(readListAddress(both, ZClaimListQuery, 'paid.')?.pageNo).toBe(5);
    expect(hasListAddress(new URLSearchParams('paid.pageNo=2'))).toBe(false);
    expect(hasListAddress(new URLSearchParams('paid.pageNo=2'), 'paid.')).toBe(true);
  });
});
