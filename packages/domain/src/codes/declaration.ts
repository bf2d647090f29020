import type { CodeOf } from './code-list.ts';

/** The code lists of declarations (SPEC §3 certificate fields, §4 outcomes). */

/**
 * Declaration status. A draft draws no balance; under review and declared both hold their insured amount.
 * An underwriter decides a declaration under review: approved it is declared (03), rejected (04, final) its
 * insured amount goes back to the open policy's balance.
 */
export const DECLARATION_STATUSES = [
  { code: '01', zh: '暂存', en: 'Draft' },
  { code: '02', zh: '人工审核中', en: 'Under manual review' },
  { code: '03', zh: '已申报', en: 'Declared' },
  { code: '04', zh: '审核不通过', en: 'Rejected' },
] as const;
export type DeclarationStatus = CodeOf<typeof DECLARATION_STATUSES>;
export const DECLARATION_STATUS = {
  draft: '01',
  review: '02',
  declared: '03',
  rejected: '04',
} as const satisfies Record<string, DeclarationStatus>;

/** What a submit answers (SPEC §4 "Declaration outcomes"); each outcome has its own message `declaration.outcome.<code>`. */
export const DECLARATION_OUTCOMES = [
  { code: 'declared', zh: '申报成功', en: 'Declared' },
  { code: 'review', zh: '自核不通过，已转人工审核', en: 'Self-check failed, sent to manual review' },
  { code: 'draft', zh: '已暂存', en: 'Draft saved' },
  { code: 'overPerShipmentLimit', zh: '超过单笔限额', en: 'Over the per-shipment limit' },
  { code: 'insufficientBalance', zh: '剩余保额不足', en: 'Insufficient remaining insured amount' },
] as const;
export type DeclarationOutcome = CodeOf<typeof DECLARATION_OUTCOMES>;

/** Language(s) the certificate is printed in. The SPEC names the field; the codes are this portal's. */
export const PRINT_LANGUAGES = [
  { code: '01', zh: '中文', en: 'Chinese' },
  { code: '02', zh: '英文', en: 'English' },
  { code: '03', zh: '中英文', en: 'Chinese and English' },
] as const;
export type PrintLanguage = CodeOf<typeof PRINT_LANGUAGES>;

/** Paper the certificate is printed on. */
export const PAPER_TYPES = [
  { code: '01', zh: 'A4普通纸（电子凭证）', en: 'A4 plain paper (electronic certificate)' },
  { code: '02', zh: '保险公司印制凭证', en: "Insurer's pre-printed certificate form" },
] as const;
export type PaperType = CodeOf<typeof PAPER_TYPES>;

/** Seal on the certificate. */
export const SEAL_TYPES = [
  { code: '01', zh: '电子签章', en: 'Electronic seal' },
  { code: '02', zh: '分支机构加盖公章', en: 'Company seal stamped at the branch' },
] as const;
export type SealType = CodeOf<typeof SEAL_TYPES>;

/** SPEC §4 correction type recorded on every declaration: 90003 transport declaration. */
export const DECLARATION_CORRECTION_TYPE = '90003';
