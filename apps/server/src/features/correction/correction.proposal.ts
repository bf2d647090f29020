import {
  type ApplicationForm,
  CANCELLATION_CORRECTION,
  type CorrectionPricingRequest,
  type CustomerCorrectionType,
  cancellationRefund,
  correctionPremium,
  type ParsedCorrectionChanges,
  SURRENDER_CORRECTION,
  todayInChina,
  WHOLE_POLICY_CORRECTION,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, type FieldIssue, fieldError, fieldErrors } from '../../platform/errors.ts';
import { referralKeysOf } from '../application/application.service.ts';
import { findCurrentFormOfPolicy, type PolicyRow } from '../policy/policy.service.ts';
import { checkReferenceCodes, priceForm } from '../quotation/quotation.service.ts';
import { checkCorrectedForm, diffForms, mergeChanges, requestPathOf } from './correction.form.ts';
import type { CorrectionFigures } from './correction.mapper.ts';
import { endingFigures, isAfterDeparture, type PricedCorrection, proposalOf } from './correction-figures.ts';
import { pricePartyChange } from './correction-party.ts';
import { priceSurrender } from './correction-surrender.ts';

/**
 * The period was judged when the policy was issued: a start date before today is not a reason to refer a
 * correction (the correction cannot change the period).
 */
const ANTI_DATED_REFERRAL = 'pricing.refer.antiDated';

/** Problems of the corrected form as the request's fields. */
const onRequest = (issues: readonly FieldIssue[]): FieldIssue[] =>
  issues.map((issue) => ({ ...issue, path: requestPathOf(issue.path) }));

/** Whether a cancellation request carries any field value (empty sections are none). */
const hasAnyValue = (changes: ParsedCorrectionChanges | undefined) =>
  changes !== undefined &&
  Object.values(changes).some((section) => Object.values(section).some((value) => value !== undefined));

const priceCancellation = (policy: PolicyRow, request: CorrectionPricingRequest): PricedCorrection => {
  if (hasAnyValue(request.changes)) throw fieldError(['changes'], 'correction.error.cancellationHasChanges');
  // Cargo and voyage policies cannot be cancelled once cover has started (DOMAIN §5).
  if (isAfterDeparture(policy, todayInChina())) throw badRequest('correction.error.cancelAfterDeparture');
  const figures = endingFigures(policy, cancellationRefund(policy.premium), false);
  return {
    policy,
    proposal: proposalOf(policy, CANCELLATION_CORRECTION, [], figures, []),
    form: null,
    quote: null,
  };
};

/** The corrected form checked like a submitted application and priced by the server. */
const checkAndPrice = async (app: FastifyInstance, policy: PolicyRow, merged: ApplicationForm) => {
  const checked = checkCorrectedForm(merged, policy);
  if (!checked.ok) throw fieldErrors(checked.issues);
  const referenceIssues = await checkReferenceCodes(app, checked.form);
  if (referenceIssues.length > 0) throw fieldErrors(onRequest(referenceIssues));
  const priced = await priceForm(app, checked.form);
  if (!priced.ok) throw fieldErrors(onRequest(priced.issues));
  return { form: checked.form, quote: priced.quote };
};

const priceWholePolicyCorrection = async (
  app: FastifyInstance,
  policy: PolicyRow,
  request: CorrectionPricingRequest,
): Promise<PricedCorrection> => {
  if (request.changes === undefined) throw fieldError(['changes'], 'correction.error.changesRequired');
  const current = await findCurrentFormOfPolicy(app, policy);
  const merged = mergeChanges(current, request.changes);
  const changes = diffForms(current, merged);
  if (changes.length === 0) throw fieldError(['changes'], 'correction.error.nothingChanged');
  const { form, quote } = await checkAndPrice(app, policy, merged);
  const afterDeparture = isAfterDeparture(policy, todayInChina());
  const premium = correctionPremium({
    oldPremium: policy.premium,
    newPremium: quote.premium,
    minimumPremium: quote.minimumPremium,
    isAfterDeparture: afterDeparture,
  });
  const figures: CorrectionFigures = {
    currencyCode: policy.currencyCode,
    oldPremium: policy.premium,
    newPremium: quote.premium,
    ...premium,
    cancellationFee: 0,
    oldInsuredAmount: policy.insuredAmount,
    newInsuredAmount: quote.insuredAmount,
    isAfterDeparture: afterDeparture,
  };
  const referralKeys = referralKeysOf(quote, form).filter((key) => key !== ANTI_DATED_REFERRAL);
  return {
    policy,
    proposal: proposalOf(policy, request.correctionType, changes, figures, referralKeys),
    form,
    quote,
  };
};

type ExtraField = 'applicant' | 'insured' | 'goodsNotShipped';

/** What each type takes besides the reason (`changes` is the whole-policy correction's). */
const EXTRA_FIELDS: Readonly<Record<CustomerCorrectionType, readonly ExtraField[]>> = {
  '90001': [],
  '00017': [],
  '00006': ['goodsNotShipped'],
  '70001': ['applicant'],
  '10001': ['insured'],
};

/** A field another type takes is refused rather than ignored (400 on that field). */
const refuseForeignFields = (request: CorrectionPricingRequest) => {
  const { correctionType } = request;
  const allowed = EXTRA_FIELDS[correctionType];
  const foreign = (['applicant', 'insured', 'goodsNotShipped'] as const).find(
    (field) => request[field] !== undefined && !allowed.includes(field),
  );
  if (foreign !== undefined) throw fieldError([foreign], 'correction.error.notForType');
  const takesChanges =
    correctionType === WHOLE_POLICY_CORRECTION || correctionType === CANCELLATION_CORRECTION;
  if (!takesChanges && hasAnyValue(request.changes))
    throw fieldError(['changes'], 'correction.error.notForType');
};

/** Prices the requested correction of a correctable policy. */
export const priceCorrection = async (
  app: FastifyInstance,
  policy: PolicyRow,
  request: CorrectionPricingRequest,
): Promise<PricedCorrection> => {
  refuseForeignFields(request);
  switch (request.correctionType) {
    case CANCELLATION_CORRECTION:
      return priceCancellation(policy, request);
    case SURRENDER_CORRECTION:
      return priceSurrender(app, policy, request);
    case WHOLE_POLICY_CORRECTION:
      return priceWholePolicyCorrection(app, policy, request);
    default:
      return pricePartyChange(app, policy, request);
  }
};
