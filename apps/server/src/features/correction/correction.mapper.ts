import {
  CANCELLATION_CORRECTION,
  CORRECTION_STATUS,
  CORRECTION_STATUSES,
  type CorrectionChange,
  type CorrectionRow as CorrectionListRow,
  type CorrectionPreview,
  type CorrectionPricing,
  type CorrectionResult,
  chinaDateTime,
  correctionStatusKeyOf,
  findRider,
  formatAmount,
  isCorrectionDeletable,
  isCorrectionWithdrawable,
  type Language,
  labelOf,
  type MessageKey,
  minorUnitsOf,
  PRODUCTS,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredCorrectionChange } from '../../db/schema/index.ts';
import { findOptionLabel } from '../basedata/basedata.service.ts';
import type { CorrectionRow } from './correction.repository.ts';

/** Corrections become wire objects here, and only here. */

/** The figures of a correction in minor units of the policy currency (as stored). */
export interface CorrectionFigures {
  currencyCode: string;
  oldPremium: number;
  newPremium: number;
  premiumDifference: number;
  additionalPremium: number;
  returnPremium: number;
  cancellationFee: number;
  oldInsuredAmount: number;
  newInsuredAmount: number;
  isAfterDeparture: boolean;
}

/** What preview and apply say about a correction, before it is rendered for the caller. */
export interface CorrectionProposal {
  policyId: number;
  policyNo: string;
  correctionType: string;
  changes: StoredCorrectionChange[];
  figures: CorrectionFigures;
  referralKeys: string[];
}

export const correctionStatusName = (status: string, language: Language) =>
  labelOf(CORRECTION_STATUSES, status, language);

export const correctionTypeName = (type: string, language: Language) =>
  translate(language, `correction.type.${type}`);

export const toPricing = (figures: CorrectionFigures): CorrectionPricing => {
  const minorUnits = minorUnitsOf(figures.currencyCode);
  const amount = (minor: number) => formatAmount(minor, minorUnits);
  return {
    currencyCode: figures.currencyCode,
    oldPremium: amount(figures.oldPremium),
    newPremium: amount(figures.newPremium),
    premiumDifference: amount(figures.premiumDifference),
    additionalPremium: amount(figures.additionalPremium),
    returnPremium: amount(figures.returnPremium),
    cancellationFee: amount(figures.cancellationFee),
    oldInsuredAmount: amount(figures.oldInsuredAmount),
    newInsuredAmount: amount(figures.newInsuredAmount),
    isAfterDeparture: figures.isAfterDeparture,
  };
};

export const figuresOf = (row: CorrectionRow): CorrectionFigures => ({
  currencyCode: row.currencyCode,
  oldPremium: row.oldPremium,
  newPremium: row.newPremium,
  premiumDifference: row.premiumDifference,
  additionalPremium: row.additionalPremium,
  returnPremium: row.returnPremium,
  cancellationFee: row.cancellationFee,
  oldInsuredAmount: row.oldInsuredAmount,
  newInsuredAmount: row.newInsuredAmount,
  isAfterDeparture: row.isAfterDeparture,
});

/** The notices of the premium rules that apply to this correction (correction.notice.*). */
export const noticeKeysOf = (correctionType: string, figures: CorrectionFigures): string[] => {
  if (correctionType === CANCELLATION_CORRECTION) return ['correction.notice.cancellationFee'];
  const keys: string[] = [];
  if (figures.isAfterDeparture && figures.premiumDifference > 0)
    keys.push('correction.notice.minimumAdditional');
  if (figures.isAfterDeparture && figures.premiumDifference < 0)
    keys.push('correction.notice.noReturnAfterDeparture');
  if (figures.additionalPremium > 0) keys.push('correction.notice.additionalPremiumBilled');
  return keys;
};

const BASE_DATA_LISTS: Readonly<Record<string, 'port' | 'packingType' | 'classificationSociety'>> = {
  departurePort: 'port',
  destinationPort: 'port',
  transitPort: 'port',
  packingCode: 'packingType',
  iacsClass: 'classificationSociety',
};

/** Riders by name: 'WAR,STRIKES:5000.00' → '战争险、罢工险（5000.00）'. */
const riderNames = (stored: string, language: Language) =>
  stored
    .split(',')
    .filter((item) => item !== '')
    .map((item) => {
      const [code = '', sum] = item.split(':');
      const rider = findRider(code);
      const name = rider === undefined ? code : language === 'zh-CN' ? rider.zh : rider.en;
      return sum === undefined ? name : language === 'zh-CN' ? `${name}（${sum}）` : `${name} (${sum})`;
    })
    .join(language === 'zh-CN' ? '、' : ', ');

/** A stored value as shown: codes by their names where a code list exists. */
const displayValue = async (app: FastifyInstance, field: string, value: string, language: Language) => {
  if (value === '') return '';
  if (field === 'riders') return riderNames(value, language);
  const list = BASE_DATA_LISTS[field];
  if (list === undefined) return value;
  const name = await findOptionLabel(app, list, value, language);
  return name === undefined ? value : `${name} (${value})`;
};

export const renderChanges = (
  app: FastifyInstance,
  changes: readonly StoredCorrectionChange[],
  language: Language,
): Promise<CorrectionChange[]> =>
  Promise.all(
    changes.map(async (change) => ({
      section: change.section,
      field: change.field,
      label: translate(language, `field.${change.field}`),
      before: await displayValue(app, change.field, change.before, language),
      after: await displayValue(app, change.field, change.after, language),
    })),
  );

const referralsOf = (keys: readonly string[], language: Language) =>
  keys.map((key) => ({ key, message: translate(language, key) }));

export const toPreview = async (
  app: FastifyInstance,
  proposal: CorrectionProposal,
  language: Language,
): Promise<CorrectionPreview> => ({
  policyId: proposal.policyId,
  policyNo: proposal.policyNo,
  correctionType: proposal.correctionType,
  changes: await renderChanges(app, proposal.changes, language),
  pricing: toPricing(proposal.figures),
  referrals: referralsOf(proposal.referralKeys, language),
  outcome: proposal.referralKeys.length > 0 ? 'pendingReview' : 'effective',
  notices: noticeKeysOf(proposal.correctionType, proposal.figures).map((key) => translate(language, key)),
});

const proposalOf = (row: CorrectionRow): CorrectionProposal => ({
  policyId: row.policyId,
  policyNo: row.policyNo,
  correctionType: row.correctionType,
  changes: row.changes,
  figures: figuresOf(row),
  referralKeys: row.referralKeys,
});

/** What apply says of a correction in a status: `correction.message.<the status's key>`. */
export const resultMessageKey = (status: string): MessageKey =>
  `correction.message.${correctionStatusKeyOf(status) ?? 'effective'}`;

/** The answer of apply (also to a repeat of it, in the correction's current status). */
export const toResult = async (
  app: FastifyInstance,
  row: CorrectionRow,
  language: Language,
): Promise<CorrectionResult> => ({
  ...(await toPreview(app, proposalOf(row), language)),
  id: row.id,
  correctionNo: row.correctionNo,
  status: row.status,
  statusName: correctionStatusName(row.status, language),
  message: translate(language, resultMessageKey(row.status), {
    correctionNo: row.correctionNo,
  }),
});

/** Why it is under review, or was rejected. */
const reviewReasonsOf = (row: CorrectionRow, language: Language): string[] => {
  if (row.status === CORRECTION_STATUS.pendingReview)
    return row.referralKeys.map((key) => translate(language, key));
  if (row.status !== CORRECTION_STATUS.rejected) return [];
  return [translate(language, 'correction.reason.underwriterRejected'), row.reviewComment].filter(
    (text) => text !== '',
  );
};

export const toListRow = async (
  app: FastifyInstance,
  row: CorrectionRow,
  language: Language,
): Promise<CorrectionListRow> => ({
  id: row.id,
  correctionNo: row.correctionNo,
  policyId: row.policyId,
  policyNo: row.policyNo,
  productCode: row.productCode,
  productName: labelOf(PRODUCTS, row.productCode, language),
  insuredName: row.insuredName,
  correctionType: row.correctionType,
  correctionTypeName: correctionTypeName(row.correctionType, language),
  status: row.status,
  statusName: correctionStatusName(row.status, language),
  reason: row.reason,
  changes: await renderChanges(app, row.changes, language),
  pricing: toPricing(figuresOf(row)),
  reviewReasons: reviewReasonsOf(row, language),
  appliedAt: chinaDateTime(row.createdAt),
  decidedAt: row.decidedAt === null ? null : chinaDateTime(row.decidedAt),
  canWithdraw: isCorrectionWithdrawable(row.status),
  canDelete: isCorrectionDeletable(row.status),
});
