import {
  type ApplicationForm,
  businessNow,
  CANCELLATION_CORRECTION,
  CORRECTION_STATUS,
  convertToCny,
  endorsementNumber,
  isPartyChange,
  parseExchangeRate,
  type Quote,
  SURRENDER_CORRECTION,
  todayInChina,
} from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import { correctPolicy, type PolicyChanges } from '../policy/policy.service.ts';
import { type CorrectionRow, nextEndorsementSequence, updateCorrection } from './correction.repository.ts';

/** What a correction does to its policy, always inside the transaction that changes its status. */

/** SPEC §4 policy status of a cancelled policy. */
export const CANCELLED_POLICY_STATUS = '99';
/** SPEC §4 policy status of a surrendered policy. */
export const SURRENDERED_POLICY_STATUS = '05';

/** The premium in CNY at the quote's exchange rate. */
const premiumCnyOf = (premium: number, quote: Quote) => {
  if (premium === quote.premium) return quote.premiumCny;
  const rate = parseExchangeRate(quote.exchangeRate);
  if (!rate.ok) throw new Error(`Stored quote has a bad exchange rate ${quote.exchangeRate}`);
  return convertToCny(premium, quote.minorUnits, rate.value);
};

/**
 * The policy once the correction is effective. A cancellation only changes the status. A whole-policy
 * correction writes the corrected form and quote; the premium is what was charged: the old premium plus
 * the additional premium less the return (after departure that can differ from the re-priced premium).
 */
const effectiveChanges = (row: CorrectionRow): PolicyChanges => {
  if (row.correctionType === CANCELLATION_CORRECTION) return { policyStatus: CANCELLED_POLICY_STATUS };
  if (row.correctionType === SURRENDER_CORRECTION) return { policyStatus: SURRENDERED_POLICY_STATUS };
  if (isPartyChange(row.correctionType)) {
    // The premium and the quote stay; the form carries the new party, the list columns its name.
    const form = row.form as ApplicationForm;
    return {
      policyStatus: null,
      form,
      applicantName: form.applicant.appliName ?? '',
      insuredName: form.insured.insuredName ?? '',
    };
  }
  const quote = row.quote as Quote;
  const premium = row.oldPremium + row.additionalPremium - row.returnPremium;
  return {
    policyStatus: null,
    form: row.form as ApplicationForm,
    quote,
    insuredAmount: row.newInsuredAmount,
    premium,
    premiumCny: premiumCnyOf(premium, quote),
  };
};

/**
 * Writes an effective correction's effect on its policy and gives it its endorsement number (its own
 * sequence), which the policy keeps as its latest. Answers the correction with the number.
 */
export const applyToPolicy = async (db: Executor, row: CorrectionRow): Promise<CorrectionRow> => {
  const sequence = await nextEndorsementSequence(db);
  const endorsementNo = endorsementNumber(row.productCode, todayInChina().slice(0, 4), sequence);
  const endorsed = await updateCorrection(db, row.id, { endorsementNo });
  await correctPolicy(db, row.policyId, { ...effectiveChanges(endorsed), endorsementNo });
  return endorsed;
};

/** Makes a correction under review effective (E2) now, with its effect on the policy. */
export const makeEffective = async (db: Executor, row: CorrectionRow, decidedBy: number) => {
  const updated = await updateCorrection(db, row.id, {
    status: CORRECTION_STATUS.effective,
    decidedBy,
    decidedAt: businessNow(),
  });
  return applyToPolicy(db, updated);
};

/** Closes a correction under review without effect (E3 rejected, E4 withdrawn): the policy is normal again. */
export const closeWithoutEffect = async (
  db: Executor,
  row: CorrectionRow,
  change: { status: string; decidedBy: number; reviewComment?: string },
) => {
  const updated = await updateCorrection(db, row.id, { ...change, decidedAt: businessNow() });
  await correctPolicy(db, row.policyId, { policyStatus: null });
  return updated;
};
