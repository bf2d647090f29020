import { z } from 'zod';
import { datePart } from './dates.ts';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/** Allowed lengths of a policy number in a query: 4 digits (a tail search) or the full 20 digits. */
export const POLICY_NO_QUERY_LENGTHS = [4, 20] as const;
/** Allowed lengths of a claim report number in a query. */
export const REPORT_NO_QUERY_LENGTHS = [8, 20] as const;
/** Length of a full policy number; a query by full policy number needs no date range. */
export const FULL_POLICY_NO_LENGTH = 20;

/** Policy number query field: blank (no filter), or 4 or 20 digits (SPEC §5). */
export function validatePolicyNoQuery(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return true;
  const v = value.trim();
  if (!/^\d+$/.test(v)) return 'validation.policyNo.numeric';
  return (POLICY_NO_QUERY_LENGTHS as readonly number[]).includes(v.length)
    ? true
    : 'validation.policyNo.length';
}

/** Report number query field: blank (no filter), or 8 or 20 digits (SPEC §5). */
export function validateReportNoQuery(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return true;
  const v = value.trim();
  if (!/^\d+$/.test(v)) return 'validation.reportNo.numeric';
  return (REPORT_NO_QUERY_LENGTHS as readonly number[]).includes(v.length)
    ? true
    : 'validation.reportNo.length';
}

/** True for a full 20-digit policy number. */
export function isFullPolicyNo(value: string | null | undefined): boolean {
  return value != null && /^\d{20}$/.test(value.trim());
}

export interface DateRangeQueryInput {
  /** 'YYYY-MM-DD' (a time part after the date is ignored). */
  startDate?: string | null;
  endDate?: string | null;
  /** When a full 20-digit policy number is given the range is not needed. */
  policyNo?: string | null;
  /** When a query type is given the range is not needed either (SPEC §5). */
  queryType?: string | null;
}

/**
 * Insurance-start date range of a query: both dates required and start not after end, unless a full
 * 20-digit policy number or a query type is given (then the range is not checked at all).
 */
export function validateDateRangeQuery(input: DateRangeQueryInput): ValidationResult {
  if (isFullPolicyNo(input.policyNo) || !isBlank(input.queryType)) return true;
  if (isBlank(input.startDate) || isBlank(input.endDate)) return 'validation.dateRange.incomplete';
  const start = datePart(input.startDate);
  const end = datePart(input.endDate);
  if (start === undefined || end === undefined) return 'validation.date.invalid';
  return start <= end ? true : 'validation.dateRange.order';
}

/**
 * A zod object refinement for a date range: `schema.superRefine(dateRangeRefinement((q) => ({ startDate:
 * q.beginDate, endDate: q.endDate, policyNo: q.policyNo }), ['beginDate']))`.
 */
export function dateRangeRefinement<T>(select: (value: T) => DateRangeQueryInput, path: PropertyKey[] = []) {
  return zodCheck((value: T) => validateDateRangeQuery(select(value)), path);
}

export const policyNoQuerySchema = z.string().trim().superRefine(zodCheck(validatePolicyNoQuery));
export const reportNoQuerySchema = z.string().trim().superRefine(zodCheck(validateReportNoQuery));
