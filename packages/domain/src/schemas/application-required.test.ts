import { describe, expect, it } from 'vitest';
import { ZDraftApplication } from './application.ts';
import {
  DRAFT_REQUIRED_FIELDS,
  isRequiredApplicationField,
  requiredApplicationFields,
} from './application-required.ts';
import { fullApplicationSchema } from './application-rules.ts';

const TODAY = '2026-12-06';
const pathsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.filter((issue) => issue.message === 'validation.required').map((issue) => issue.path.join('.'));

describe('the fields an application must have', () => {
  it('are exactly what the full rule refuses on an empty form, for each kind of product', () => {
    for (const productCode of ['MP09110009', 'MP09110011', 'MP09000018']) {
      const result = fullApplicationSchema(() => TODAY).safeParse({ productCode });
      expect(result.success).toBe(false);
      const expected = requiredApplicationFields(productCode).map((path) => path.join('.'));
      expect(pathsOf(result.error?.issues ?? []).sort()).toEqual([...new Set(expected)].sort());
    }
  });

  it('are for a draft only the SPEC §5 draft fields', () => {
    const result = ZDraftApplication.safeParse({ productCode: 'MP09110009' });
    expect(pathsOf(result.error?.issues ?? []).sort()).toEqual(
      DRAFT_REQUIRED_FIELDS.map((path) => path.join('.')).sort(),
    );
  });

  it('include the voyage for cargo, not for a carrier liability product', () => {
    expect(isRequiredApplicationField('MP09110009', 'transport', 'conveyanceName')).toBe(true);
    expect(isRequiredApplicationField('MP09000018', 'transport', 'conveyanceName')).toBe(false);
    expect(isRequiredApplicationField('MP09000018', 'goods', 'cargoName')).toBe(true);
  });

  it('include the courier and tracking number for parcel post only', () => {
    expect(isRequiredApplicationField('MP09110011', 'transport', 'trackingNo')).toBe(true);
    expect(isRequiredApplicationField('MP09110009', 'transport', 'trackingNo')).toBe(false);
  });
});
