import type { CodeOf } from '../../codes/code-list.ts';
import { DECLARATION_TEXT_MAX_UNITS, GOODS_DESCRIPTION_MAX_UNITS } from '../../validation/text-length.ts';

/** The code lists and limits of declarations (SPEC §3 certificate fields, §4 outcomes, §5, §9). */

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

/** Default cap of the addition percent of an open policy (DOMAIN §8: 0–30% allowed). */
export const DEFAULT_ADDITION_CAP_PPM = 300_000;
/** A shipment whose sailing date is more than this many days before the declaration date is a late declaration (review). */
export const LATE_DECLARATION_DAYS = 3;
/** Rows of one batch file (the header row not counted). */
export const BATCH_MAX_ROWS = 10_000;
/** Size limit of an uploaded batch file (SPEC §9: 4 MB). */
export const BATCH_MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Page size limit of the enquiry lists. */
export const DECLARATION_MAX_PAGE_SIZE = 100;

/** Text limits of the certificate fields, in units (a Chinese character counts 2; SPEC §5, §9). */
export const DECLARATION_LIMITS = {
  goodsDescription: GOODS_DESCRIPTION_MAX_UNITS,
  marks: 1000,
  invoiceNo: 60,
  billOfLadingNo: 60,
  conveyance: 200,
  loadingPort: 100,
  dischargePort: 100,
  viaPort: 100,
  surveyAgent: 200,
  claimPayableAt: 200,
  letterOfCreditNo: 60,
  mainClause: 40,
  additionalInsurance: DECLARATION_TEXT_MAX_UNITS,
  otherInformation: DECLARATION_TEXT_MAX_UNITS,
} as const;
