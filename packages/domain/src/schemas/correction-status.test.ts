import { describe, expect, it } from 'vitest';
import { CORRECTION_STATUSES, labelOf } from '../codes/index.ts';
import { catalogs } from '../i18n/index.ts';
import { CORRECTION_STATUS, correctionStatusKeyOf, ZCorrectionListQuery } from './correction.ts';

/** The correction statuses are one list (codes/status.ts): everything else reads it. */
describe('correction statuses', () => {
  const codes = CORRECTION_STATUSES.map((status) => status.code);
  const keys = CORRECTION_STATUSES.map((status) => status.key);

  it('are unique by code and by name, each labelled in both languages', () => {
    expect(new Set(codes).size).toBe(CORRECTION_STATUSES.length);
    expect(new Set(keys).size).toBe(CORRECTION_STATUSES.length);
    for (const status of CORRECTION_STATUSES) {
      expect(labelOf(CORRECTION_STATUSES, status.code, 'zh-CN')).toMatch(/[\u4e00-\u9fff]/);
      expect(labelOf(CORRECTION_STATUSES, status.code, 'en-US')).toMatch(/^[^\u4e00-\u9fff]+$/);
    }
  });

  it('name their codes from the list alone', () => {
    expect(Object.entries(CORRECTION_STATUS)).toEqual(
      CORRECTION_STATUSES.map((status) => [status.key, status.code]),
    );
    for (const status of CORRECTION_STATUSES) expect(correctionStatusKeyOf(status.code)).toBe(status.key);
    expect(correctionStatusKeyOf('E9')).toBeUndefined();
  });

  it('each have the message apply answers with, in both languages', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const catalog: Record<string, string> = catalogs[language];
      for (const key of keys) expect(catalog[`correction.message.${key}`], `${language} ${key}`).toBeTruthy();
    }
  });

  it('are the codes the enquiry filters by', () => {
    for (const code of [...codes, ''])
      expect(ZCorrectionListQuery.safeParse({ status: code }).success).toBe(true);
    expect(ZCorrectionListQuery.safeParse({ status: 'E9' }).success).toBe(false);
  });
});
