import { daysBetween } from '../../clock/calendar.ts';
import type { ValidationIssue } from '../../issues.ts';
import { additionPpmOf } from '../../pricing/declaration.ts';
import { findHighRiskCountry, LETTER_OF_CREDIT_MIN_ADDITION_PPM } from '../../pricing/underwriting.ts';
import { LATE_DECLARATION_DAYS } from './codes.ts';
import { issue } from './field-kinds.ts';
import type { Declaration } from './fields.ts';

/**
 * The rules of a declaration that need more than its own fields: the open policy's terms (SPEC §5), the
 * self-check that sends it to manual review (DOMAIN §8) and the key of its shipment.
 */

/** Goods words that send a declaration to manual review (dangerous goods, DOMAIN §8 referrals). */
export const HAZARDOUS_GOODS_KEYWORDS = [
  '危险品',
  '危化品',
  '危险化学品',
  '易燃',
  '易爆',
  '爆炸',
  '腐蚀性',
  '剧毒',
  '放射性',
  'dangerous goods',
  'hazardous',
  'flammable',
  'explosive',
  'corrosive',
  'toxic',
  'radioactive',
  'imdg',
] as const;
/** A UN number (e.g. "UN1203") names a dangerous good. */
const UN_NUMBER = /\bUN ?\d{4}\b/i;

/** What the open policy fixes for its declarations (rows and wire shapes map to it). */
export interface OpenPolicyTerms {
  effectiveDate: string;
  endDate: string;
  currencyCode: string;
  productCode: string;
  mainClauses: readonly string[];
  riders: readonly string[];
  additionCapPpm: number;
}

/** SPEC §5 rules that need the open policy; empty when the declaration fits it. */
export const openPolicyIssues = (declaration: Declaration, terms: OpenPolicyTerms): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  // The loading date is not earlier than the insurance start, and lies in the open policy's period.
  if (declaration.sailingDate < terms.effectiveDate) {
    issues.push(issue('sailingDate', 'declaration.error.sailingBeforeStart'));
  } else if (declaration.sailingDate > terms.endDate) {
    issues.push(issue('sailingDate', 'declaration.error.sailingAfterEnd'));
  }
  if (declaration.invoiceCurrency !== terms.currencyCode) {
    issues.push(issue('invoiceCurrency', 'declaration.error.currencyMismatch'));
  }
  if (!terms.mainClauses.includes(declaration.mainClause)) {
    issues.push(issue('mainClause', 'declaration.error.clauseNotCovered'));
  }
  if (declaration.riders.some((rider) => !terms.riders.includes(rider))) {
    issues.push(issue('riders', 'declaration.error.riderNotCovered'));
  }
  const additionPpm = additionPpmOf(declaration, terms.productCode);
  if (additionPpm > terms.additionCapPpm) {
    issues.push(issue('additionPercent', 'declaration.error.additionAboveCap'));
  } else if (declaration.letterOfCredit === '1' && additionPpm < LETTER_OF_CREDIT_MIN_ADDITION_PPM) {
    issues.push(issue('additionPercent', 'pricing.error.additionBelowLetterOfCredit'));
  }
  return issues;
};

/** Why a declaration goes to manual review instead of being declared. */
export const DECLARATION_REVIEW_REASONS = ['highRiskCountry', 'hazardousGoods', 'lateDeclaration'] as const;
export type DeclarationReviewReason = (typeof DECLARATION_REVIEW_REASONS)[number];
export const isDeclarationReviewReason = (value: string): value is DeclarationReviewReason =>
  (DECLARATION_REVIEW_REASONS as readonly string[]).includes(value);

export const isHazardousGoods = (text: string) => {
  const lower = text.toLowerCase();
  return HAZARDOUS_GOODS_KEYWORDS.some((word) => lower.includes(word)) || UN_NUMBER.test(text);
};

/**
 * The self-check of a declaration (DOMAIN §8 referrals): a high-risk or sanctioned country at either end,
 * dangerous goods, or a late declaration (sailing more than LATE_DECLARATION_DAYS before `today`, the
 * declaration date in China). Any reason sends it to manual review.
 */
export const selfCheckReasons = (declaration: Declaration, today: string): DeclarationReviewReason[] => {
  const reasons: DeclarationReviewReason[] = [];
  if (
    findHighRiskCountry(declaration.departureCountry) !== undefined ||
    findHighRiskCountry(declaration.destinationCountry) !== undefined
  ) {
    reasons.push('highRiskCountry');
  }
  if (isHazardousGoods(`${declaration.goodsDescription}\n${declaration.marks}`))
    reasons.push('hazardousGoods');
  if (daysBetween(declaration.sailingDate, today) > LATE_DECLARATION_DAYS) reasons.push('lateDeclaration');
  return reasons;
};

/**
 * One shipment under one open policy: invoice number, B/L number and sailing date, normalised. A second
 * declaration (not a draft) of the same shipment under the same policy is refused.
 */
export const shipmentKeyOf = (
  declaration: Pick<Declaration, 'invoiceNo' | 'billOfLadingNo' | 'sailingDate'>,
) =>
  [declaration.invoiceNo, declaration.billOfLadingNo, declaration.sailingDate]
    .map((part) => part.trim().toUpperCase().replace(/\s+/g, ' '))
    .join('|');
