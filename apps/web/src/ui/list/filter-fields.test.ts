import { ZApplicationListQuery, ZAuditQuery, ZClaimListQuery } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../i18n/dayjs.ts';
import {
  emptyFilterValues,
  type FilterField,
  filterOfIssue,
  filterValuesOf,
  queryInputOf,
} from './filter-fields.ts';
import { readListAddress, writeListAddress } from './list-address.ts';

/** The application enquiry's bar: a number filter that fills `voucherNo`, a status that fills `businessStatus`. */
const FIELDS: FilterField[] = [
  { kind: 'text', name: 'number', query: 'voucherNo', label: 'Number', maxLength: 20, numeric: true },
  { kind: 'select', name: 'productCode', label: 'Product', options: [] },
  { kind: 'text', name: 'insuredName', label: 'Insured', maxLength: 100 },
  { kind: 'select', name: 'status', query: 'businessStatus', label: 'Status', options: [] },
  { kind: 'dateRange', name: 'range', from: 'startDate', to: 'endDate', label: 'Start date' },
];

const AUDIT_FIELDS: FilterField[] = [
  { kind: 'text', name: 'objectNo', label: 'Object', maxLength: 64 },
  { kind: 'date', name: 'dateFrom', label: 'From' },
  { kind: 'date', name: 'dateTo', label: 'To' },
];

describe("a filter bar's field table", () => {
  it('turns the filters into the query: texts trimmed, blanks left out, days as YYYY-MM-DD', () => {
    const input = queryInputOf(FIELDS, {
      number: ' 1234 ',
      productCode: '',
      insuredName: '   ',
      status: 'B3',
      range: [dayjs('2026-01-05'), dayjs('2026-03-31')],
    });
    expect(input).toEqual({
      voucherNo: '1234',
      productCode: undefined,
      insuredName: undefined,
      businessStatus: 'B3',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
    });
    expect(ZApplicationListQuery.safeParse({ ...input, pageNo: 1, pageSize: 10 }).success).toBe(true);
  });

  it('leaves an open or cleared end of a range, and a cleared day, undefined', () => {
    expect(queryInputOf(FIELDS, { range: [null, dayjs('2026-03-31')] })).toMatchObject({
      startDate: undefined,
      endDate: '2026-03-31',
    });
    expect(queryInputOf(FIELDS, { range: null })).toMatchObject({ startDate: undefined, endDate: undefined });
    expect(
      queryInputOf(AUDIT_FIELDS, { objectNo: 'A1', dateFrom: dayjs('2026-02-01'), dateTo: null }),
    ).toEqual({
      objectNo: 'A1',
      dateFrom: '2026-02-01',
      dateTo: undefined,
    });
  });

  it('shows a query read from the address in its filters, and searching them gives the same query', () => {
    const query = ZApplicationListQuery.parse({
      voucherNo: '1234',
      businessStatus: 'B3',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
      pageNo: 4,
      pageSize: 20,
    });
    const address = writeListAddress(new URLSearchParams(), query);
    const values = filterValuesOf(FIELDS, readListAddress(address, ZApplicationListQuery) ?? {});
    expect(values.number).toBe('1234');
    expect(values.status).toBe('B3');
    expect(values.productCode).toBeUndefined();
    expect(values.insuredName).toBeUndefined();
    const range = values.range;
    expect(Array.isArray(range) && range.map((day) => day?.format('YYYY-MM-DD'))).toEqual([
      '2026-01-05',
      '2026-03-31',
    ]);
    expect(queryInputOf(FIELDS, values)).toEqual({
      voucherNo: '1234',
      productCode: undefined,
      insuredName: undefined,
      businessStatus: 'B3',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
    });
  });

  it('gives every filter a value, none for what the query leaves blank or holds no day in', () => {
    const values = filterValuesOf(FIELDS, { voucherNo: '', businessStatus: '', pageNo: 1, pageSize: 10 });
    expect(values).toEqual(emptyFilterValues(FIELDS));
    expect(Object.keys(values)).toEqual(['number', 'productCode', 'insuredName', 'status', 'range']);
    const audit = filterValuesOf(AUDIT_FIELDS, ZAuditQuery.parse({ dateFrom: '2026-02-01' }));
    expect(dayjs.isDayjs(audit.dateFrom) && audit.dateFrom.format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(audit.dateTo).toBeUndefined();
    expect(filterValuesOf(AUDIT_FIELDS, { dateFrom: 'not a day' }).dateFrom).toBeUndefined();
  });

  it('keeps one end of a range that the query gives alone', () => {
    const { range } = filterValuesOf(FIELDS, { endDate: '2026-03-31' });
    expect(Array.isArray(range) && range[0]).toBeNull();
    expect(Array.isArray(range) && range[1]?.format('YYYY-MM-DD')).toBe('2026-03-31');
  });

  it('shows an issue next to the filter of its query field; the range takes both ends and the empty path', () => {
    expect(filterOfIssue(FIELDS, 'voucherNo')).toBe('number');
    expect(filterOfIssue(FIELDS, 'businessStatus')).toBe('status');
    expect(filterOfIssue(FIELDS, 'insuredName')).toBe('insuredName');
    expect(filterOfIssue(FIELDS, 'startDate')).toBe('range');
    expect(filterOfIssue(FIELDS, 'endDate')).toBe('range');
    expect(filterOfIssue(FIELDS, '')).toBe('range');
    expect(filterOfIssue(FIELDS, 'number')).toBeUndefined();
    expect(filterOfIssue(FIELDS, 'queryType')).toBeUndefined();
    expect(filterOfIssue(AUDIT_FIELDS, '')).toBeUndefined();
  });

  it("places the list schema's own issues: a short number, and dates in the wrong order", () => {
    const fields: FilterField[] = [
      { kind: 'text', name: 'reportNo', label: 'Report', maxLength: 20 },
      { kind: 'dateRange', name: 'range', from: 'startDate', to: 'endDate', label: 'Reported' },
    ];
    const input = queryInputOf(fields, { reportNo: '12', range: [dayjs('2026-03-01'), dayjs('2026-01-01')] });
    const parsed = ZClaimListQuery.safeParse({ ...input, pageNo: 1, pageSize: 10 });
    expect(parsed.success).toBe(false);
    const placed = (parsed.error?.issues ?? []).map((issue) =>
      filterOfIssue(fields, String(issue.path[0] ?? '')),
    );
    expect(new Set(placed)).toEqual(new Set(['reportNo', 'range']));
  });
});
