import {
  amountText,
  amountTextLabel,
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
  isCorrectionDeletable,
  isCorrectionWithdrawable,
  isPartyChange,
  labelOf,
  type MessageKey,
  PRODUCTS,
  SURRENDER_CORRECTION,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredCorrectionChange } from '../../db/schema/index.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { nameOfCode } from '../basedata/code-names.service.ts';
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

export const correctionStatusName = (status: string) =>
  labelOf(CORRECTION_STATUSES, status, callerLanguage());

export const correctionTypeName = (type: string) => translate(callerLanguage(), `correction.type.${type}`);

export const toPricing = (figures: CorrectionFigures): CorrectionPricing => {
  return {
    currencyCode: figures.currencyCode,
    oldPremium: amountText(figures.oldPremium, figures.currencyCode),
    newPremium: amountText(figures.newPremium, figures.currencyCode),
    premiumDifference: amountText(figures.premiumDifference, figures.currencyCode),
    additionalPremium: amountText(figures.additionalPremium, figures.currencyCode),
    returnPremium: amountText(figures.returnPremium, figures.currencyCode),
    cancellationFee: amountText(figures.cancellationFee, figures.currencyCode),
    oldInsuredAmount: amountText(figures.oldInsuredAmount, figures.currencyCode),
    newInsuredAmount: amountText(figures.newInsuredAmount, figures.currencyCode),
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
  if (correctionType === SURRENDER_CORRECTION)
    return [
      figures.returnPremium > 0
        ? 'correction.notice.surrenderNotShipped'
        : 'correction.notice.surrenderNoReturn',
    ];
  if (isPartyChange(correctionType)) return ['correction.notice.partyChangeNoPremium'];
  const keys: string[] = [];
  if (figures.isAfterDeparture && figures.premiumDifference > 0)
    keys.push('correction.notice.minimumAdditional');
  if (figures.isAfterDeparture && figures.premiumDifference < 0)
    keys.push('correction.notice.noReturnAfterDeparture');
  if (figures.additionalPremium > 0) keys.push('correction.notice.additionalPremiumBilled');
  return keys;
};

/**
 * How a change list shows a value: on a screen a base-data code stays beside its name ("Hamburg (DEHAM)")
 * and amounts as entered; printed (the correction inventory), names alone and amounts in the policy
 * currency, grouped (docs/business-rules.md "Documents speak names").
 */
export type ChangeStyle =
  | { readonly printed: false }
  | { readonly printed: true; readonly currencyCode: string };
const ON_SCREEN: ChangeStyle = { printed: false };

/** The form's amount fields among the correctable ones. */
const AMOUNT_FIELDS = new Set(['invoiceAmount']);

const amountShown = (value: string, style: ChangeStyle) =>
  style.printed ? amountTextLabel(value, style.currencyCode) : value;

/** Riders by name: 'WAR,STRIKES:5000.00' → '战争险、罢工险（5000.00）'. */
const riderNames = (stored: string, style: ChangeStyle) => {
  const isChinese = callerLanguage() === 'zh-CN';
  return stored
    .split(',')
    .filter((item) => item !== '')
    .map((item) => {
      const [code = '', sum] = item.split(':');
      const rider = findRider(code);
      const name = rider === undefined ? code : isChinese ? rider.zh : rider.en;
      if (sum === undefined) return name;
      const shown = amountShown(sum, style);
      return isChinese ? `${name}（${shown}）` : `${name} (${shown})`;
    })
    .join(isChinese ? '、' : ', ');
};

/** A stored value as shown: codes by their names (riders stored as 'WAR,STRIKES:5000.00'). */
const displayValue = async (app: FastifyInstance, field: string, value: string, style: ChangeStyle) => {
  if (value === '') return '';
  if (field === 'riders') return riderNames(value, style);
  if (AMOUNT_FIELDS.has(field)) return amountShown(value, style);
  return nameOfCode(app, field, value, { withPortCode: !style.printed });
};

export const renderChanges = (
  app: FastifyInstance,
  changes: readonly StoredCorrectionChange[],
  style: ChangeStyle = ON_SCREEN,
): Promise<CorrectionChange[]> =>
  Promise.all(
    changes.map(async (change) => ({
      section: change.section,
      field: change.field,
      label: translate(callerLanguage(), `field.${change.field}`),
      before: await displayValue(app, change.field, change.before, style),
      after: await displayValue(app, change.field, change.after, style),
    })),
  );

const referralsOf = (keys: readonly string[]) =>
  keys.map((key) => ({ key, message: translate(callerLanguage(), key) }));

export const toPreview = async (
  app: FastifyInstance,
  proposal: CorrectionProposal,
): Promise<CorrectionPreview> => ({
  policyId: proposal.policyId,
  policyNo: proposal.policyNo,
  correctionType: proposal.correctionType,
  changes: await renderChanges(app, proposal.changes),
  pricing: toPricing(proposal.figures),
  referrals: referralsOf(proposal.referralKeys),
  outcome: proposal.referralKeys.length > 0 ? 'pendingReview' : 'effective',
  notices: noticeKeysOf(proposal.correctionType, proposal.figures).map((key) =>
    translate(callerLanguage(), key),
  ),
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
export const toResult = async (app: FastifyInstance, row: CorrectionRow): Promise<CorrectionResult> => ({
  ...(await toPreview(app, proposalOf(row))),
  id: row.id,
  correctionNo: row.correctionNo,
  endorsementNo: row.endorsementNo,
  status: row.status,
  statusName: correctionStatusName(row.status),
  message: translate(callerLanguage(), resultMessageKey(row.status), {
    correctionNo: row.correctionNo,
    endorsementNo: row.endorsementNo ?? '',
  }),
});

/** Why it is under review, or was rejected. */
const reviewReasonsOf = (row: CorrectionRow): string[] => {
  const language = callerLanguage();
  if (row.status === CORRECTION_STATUS.pendingReview)
    return row.referralKeys.map((key) => translate(language, key));
  if (row.status !== CORRECTION_STATUS.rejected) return [];
  return [translate(language, 'correction.reason.underwriterRejected'), row.reviewComment].filter(
    (text) => text !== '',
  );
};

export const toListRow = async (app: FastifyInstance, row: CorrectionRow): Promise<CorrectionListRow> => ({
  id: row.id,
  correctionNo: row.correctionNo,
  endorsementNo: row.endorsementNo,
  policyId: row.policyId,
  policyNo: row.policyNo,
  productCode: row.productCode,
  productName: labelOf(PRODUCTS, row.productCode, callerLanguage()),
  insuredName: row.insuredName,
  correctionType: row.correctionType,
  correctionTypeName: correctionTypeName(row.correctionType),
  status: row.status,
  statusName: correctionStatusName(row.status),
  reason: row.reason,
  changes: await renderChanges(app, row.changes),
  pricing: toPricing(figuresOf(row)),
  reviewReasons: reviewReasonsOf(row),
  appliedAt: chinaDateTime(row.createdAt),
  decidedAt: row.decidedAt === null ? null : chinaDateTime(row.decidedAt),
  canWithdraw: isCorrectionWithdrawable(row.status),
  canDelete: isCorrectionDeletable(row.status),
});
