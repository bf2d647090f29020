import {
  type ApplicationForm,
  businessNow,
  CANCELLATION_CORRECTION,
  CORRECTION_STATUS,
  convertToCny,
  parseExchangeRate,
  type Quote,
} from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import { correctPolicy, type PolicyChanges } from '../policy/policy.service.ts';
import { type CorrectionRow, updateCorrection } from './correction.repository.ts';

/** What a correction does to its policy, always inside the transaction that changes its status. */

/** SPEC §4 policy status of a cancelled policy. */
export const CANCELLED_POLICY_STATUS = '99';

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

/** Writes an effective correction's effect on its policy. */
export const applyToPolicy = (db: Executor, row: CorrectionRow) =>
  correctPolicy(db, row.policyId, effectiveChanges(row));

/** Makes a correction under review effective (E2) now, with its effect on the policy. */
export const makeEffective = async (db: Executor, row: CorrectionRow, decidedBy: number) => {
  const updated = await updateCorrection(db, row.id, {
    status: CORRECTION_STATUS.effective,
    decidedBy,
    decidedAt: businessNow(),
  });
  await applyToPolicy(db, updated);
  return updated;
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
