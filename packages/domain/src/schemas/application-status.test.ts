import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, labelOf } from '../codes/index.ts';
import { catalogs } from '../i18n/index.ts';
import {
  APPLICATION_STATUS,
  applicationStatusKeyOf,
  ENQUIRY_APPLICATION_STATUSES,
} from './application-status.ts';
import { ZApplicationListQuery } from './policy.ts';

/** The application statuses are one list (codes/status.ts): everything else reads it. */
describe('application statuses', () => {
  const codes = APPLICATION_STATUSES.map((status) => status.code);
  const keys = APPLICATION_STATUSES.map((status) => status.key);

  it('are unique by code and by name, each labelled in both languages', () => {
    expect(new Set(codes).size).toBe(APPLICATION_STATUSES.length);
    expect(new Set(keys).size).toBe(APPLICATION_STATUSES.length);
    for (const status of APPLICATION_STATUSES) {
      expect(labelOf(APPLICATION_STATUSES, status.code, 'zh-CN')).toMatch(/[\u4e00-\u9fff]/);
      expect(labelOf(APPLICATION_STATUSES, status.code, 'en-US')).toMatch(/^[^\u4e00-\u9fff]+$/);
    }
  });

  it('hold the SPEC §4 codes and the portal own rejected and cancelled', () => {
    expect(codes).toEqual(['B1', 'P1', 'B3', 'B4', 'B5', 'H0', 'B6', 'B7']);
  });

  it('name their codes from the list alone', () => {
    expect(Object.entries(APPLICATION_STATUS)).toEqual(
      APPLICATION_STATUSES.map((status) => [status.key, status.code]),
    );
    for (const status of APPLICATION_STATUSES) expect(applicationStatusKeyOf(status.code)).toBe(status.key);
    expect(applicationStatusKeyOf('B9')).toBeUndefined();
  });

  it('have no second list: no catalog labels a status', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const labelKeys = Object.keys(catalogs[language]).filter((key) => key.startsWith('insuring.status.'));
      expect(labelKeys, language).toEqual([]);
    }
  });

  it('are the codes the application enquiry filters by', () => {
    const filter = ZApplicationListQuery.shape.businessStatus;
    for (const code of ENQUIRY_APPLICATION_STATUSES) expect(codes).toContain(code);
    for (const code of [...ENQUIRY_APPLICATION_STATUSES, ''])
      expect(filter.safeParse(code).success).toBe(true);
    for (const code of [APPLICATION_STATUS.draft, APPLICATION_STATUS.issued, APPLICATION_STATUS.cancelled])
      expect(filter.safeParse(code).success).toBe(false);
  });
});
