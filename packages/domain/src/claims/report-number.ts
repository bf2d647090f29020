/**
 * Claim report numbers (docs/business-rules.md "Claims"). The portal gives 20 digits: `5` (policies begin with 6, applications with 9), the China date of
 * the report (YYYYMMDD) and an 11-digit sequence. An enquiry takes the full 20 digits or the last 8 (SPEC §5:
 * "only 8 or 20"), as a policy enquiry takes the full number or its last 4.
 */
export const REPORT_NO_PREFIX = '5';
export const REPORT_NO_LENGTH = 20;
export const REPORT_NO_TAIL_LENGTH = 8;
const SEQUENCE_DIGITS = 11;

/** The report number of the `sequence`-th report, reported on the China day `reportDate` (YYYY-MM-DD). */
export function reportNumber(reportDate: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || String(sequence).length > SEQUENCE_DIGITS) {
    throw new RangeError(`report sequence out of range: ${sequence}`);
  }
  return `${REPORT_NO_PREFIX}${reportDate.replaceAll('-', '')}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

export const isFullReportNo = (value: string): boolean => /^\d{20}$/.test(value);
