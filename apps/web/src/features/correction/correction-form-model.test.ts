import {
  CORRECTABLE_FIELDS,
  type ParsedCorrectionChanges,
  ZCorrectionChanges,
  ZCorrectionRequest,
} from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  CHANGE_SECTIONS,
  changedFieldsOf,
  changesOf,
  formValuesOf,
  previewRequestOf,
  requestOf,
  transportShapeOf,
} from './correction-form-model.ts';

const current: ParsedCorrectionChanges = ZCorrectionChanges.parse({
  goods: { cargoName: '包装机械', goodsDescription: 'Carton line, 3 crates', marks: null, packingCode: '02' },
  transport: {
    invoiceNo: 'NL-INV-77812',
    blNo: 'MAEU239981230',
    conveyanceName: 'MAERSK ESSEN V.2514E',
    departureDate: '2026-11-30',
    departurePort: 'NLRTM',
    destinationPort: 'CNSHA',
    creditNo: 'LC31025080012',
    iacsClass: 'DNV',
    shipAge: 15,
  },
  insurance: {
    invoiceAmount: '250000.00',
    additionPercent: '10',
    riders: [{ riderCode: 'WAR' }],
    claimPayableAt: '上海',
  },
});

describe('the apply form and the policy as it stands', () => {
  it('opens on the policy: blanks are empty controls, riders a list', () => {
    const values = formValuesOf(current);
    expect(values.correctionType).toBe('90001');
    expect(values.changes.goods?.marks).toBeUndefined();
    expect(values.changes.transport?.shipAge).toBe(15);
    expect(values.changes.insurance?.riders).toEqual([{ riderCode: 'WAR' }]);
    expect(changedFieldsOf(current, values.changes)).toEqual([]);
  });

  it('sends every correctable field, an emptied one as null, and nothing else', () => {
    const values = formValuesOf(current);
    const changes = changesOf({
      ...values.changes,
      transport: { ...values.changes.transport, blNo: '  ', transitPort: undefined },
    });
    for (const section of CHANGE_SECTIONS) {
      expect(Object.keys(changes[section] ?? {}).sort()).toEqual([...CORRECTABLE_FIELDS[section]].sort());
    }
    expect(changes.transport?.blNo).toBeNull();
    expect(changes.goods?.marks).toBeNull();
    expect(ZCorrectionChanges.safeParse(changes).success).toBe(true);
  });

  it('names what changed, treating a number typed as text and blank forms of nothing as the same', () => {
    const values = formValuesOf(current);
    const changes = {
      ...values.changes,
      goods: { ...values.changes.goods, marks: '' },
      transport: { ...values.changes.transport, blNo: 'MAEU000000001', shipAge: '15' },
      insurance: { ...values.changes.insurance, invoiceAmount: '260000', additionPercent: 10, riders: [] },
    };
    expect(changedFieldsOf(current, changes)).toEqual([
      'transport.blNo',
      'insurance.invoiceAmount',
      'insurance.riders',
    ]);
    const sameAmount = {
      ...values.changes,
      insurance: { ...values.changes.insurance, invoiceAmount: '250000' },
    };
    expect(changedFieldsOf(current, sameAmount)).toEqual([]);
  });

  it('previews a valid request that changes something, before the reason is written; a cancellation needs no change', () => {
    const values = formValuesOf(current);
    expect(previewRequestOf(7, current, { ...values, reason: 'B/L reissued' })).toBeUndefined();
    const changed = {
      ...values,
      reason: 'B/L reissued',
      changes: { ...values.changes, transport: { ...values.changes.transport, blNo: 'MAEU1' } },
    };
    expect(previewRequestOf(7, current, { ...changed, reason: '' })?.changes?.transport?.blNo).toBe('MAEU1');
    const request = previewRequestOf(7, current, changed);
    expect(request?.changes?.transport?.blNo).toBe('MAEU1');
    expect(ZCorrectionRequest.safeParse(request).success).toBe(true);

    const cancellation = requestOf(7, { ...changed, correctionType: '00017' });
    expect(cancellation).toEqual({ policyId: 7, correctionType: '00017', reason: 'B/L reissued' });
    expect(
      previewRequestOf(7, current, { ...values, correctionType: '00017', reason: 'Sale cancelled' }),
    ).toEqual({ policyId: 7, correctionType: '00017', reason: 'Sale cancelled' });
  });
});

describe('attemptFor', () => {
  it('keeps the key while the same body is sent again and takes a new one for a new body', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = attemptFor(undefined, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":1}', newKey)).toBe(first);
    expect(attemptFor(first, '{"a":2}', newKey)).toEqual({ body: '{"a":2}', requestKey: 'key-2' });
  });
});

describe('transportShapeOf', () => {
  it('follows the product kind, and always shows a field the policy already fills', () => {
    expect(transportShapeOf('MP09110012', { productKind: 'domestic' }, current)).toEqual({
      vessel: true,
      parcel: false,
    });
    const bare = ZCorrectionChanges.parse({});
    expect(transportShapeOf('MP09110012', { productKind: 'domestic' }, bare)).toEqual({
      vessel: false,
      parcel: false,
    });
    expect(transportShapeOf('MP09110009', { productKind: 'export' }, bare).vessel).toBe(true);
    expect(transportShapeOf('MP09110011', undefined, bare).parcel).toBe(true);
    // Without the account's product, the product code's pricing kind decides.
    expect(transportShapeOf('MP09110008', undefined, bare).vessel).toBe(true);
  });
});
