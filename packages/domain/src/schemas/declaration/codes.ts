import { DECLARATION_TEXT_MAX_UNITS, GOODS_DESCRIPTION_MAX_UNITS } from '../../validation/text-length.ts';

/** The limits of declarations (SPEC §5, §9); their code lists are in codes/declaration.ts. */

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
