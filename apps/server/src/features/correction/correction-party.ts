import {
  type ApplicationForm,
  type CorrectionPricingRequest,
  INSURED_CHANGE_CORRECTION,
  isBlank,
  isPartyChange,
  partySectionOf,
  todayInChina,
  ZApplicantSection,
  ZInsuredSection,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredCorrectionChange } from '../../db/schema/index.ts';
import { fieldError, fieldErrors } from '../../platform/errors.ts';
import { findCurrentFormOfPolicy, type PolicyRow } from '../policy/policy.service.ts';
import { checkCorrectedForm } from './correction.form.ts';
import {
  isAfterDeparture,
  type PricedCorrection,
  proposalOf,
  unchangedFigures,
} from './correction-figures.ts';

/**
 * Named-party changes (docs/business-rules.md "Corrections"): 70001 replaces the applicant, 10001 the
 * insured (the assignment of the policy, e.g. to the CIF buyer). The new party is checked by the rules of
 * the application form (ID numbers per type, USCC, phone, email); the premium does not change.
 */

type PartySection = 'applicant' | 'insured';

const FIELDS: Readonly<Record<PartySection, readonly string[]>> = {
  applicant: Object.keys(ZApplicantSection.shape),
  insured: Object.keys(ZInsuredSection.shape),
};

const valueText = (value: unknown) => (isBlank(value) ? '' : String(value).trim());

/** One change per field of the party that differs (birthday and sex as derived from a resident ID). */
const diffParty = (
  section: PartySection,
  before: ApplicationForm,
  after: ApplicationForm,
): StoredCorrectionChange[] =>
  FIELDS[section].flatMap((field) => {
    const old = valueText((before[section] as Record<string, unknown>)[field]);
    const wanted = valueText((after[section] as Record<string, unknown>)[field]);
    return old === wanted ? [] : [{ section, field, before: old, after: wanted }];
  });

/** A problem in the new party's fields is shown on them; anything else on the policy. */
const partyPathOf =
  (section: PartySection) =>
  (formPath: readonly PropertyKey[]): (string | number)[] =>
    formPath[0] === section
      ? formPath.map((segment) => (typeof segment === 'number' ? segment : String(segment)))
      : ['policyId'];

/**
 * An assignment after a loss was reported is looked at by an underwriter (who claims, and for whom,
 * matters then); an applicant change or an assignment before any loss is effective at once.
 */
const referralKeysOf = (correctionType: string, policy: PolicyRow) =>
  correctionType === INSURED_CHANGE_CORRECTION && policy.hasClaim
    ? ['correction.refer.assignmentAfterClaim']
    : [];

export const pricePartyChange = async (
  app: FastifyInstance,
  policy: PolicyRow,
  request: CorrectionPricingRequest,
): Promise<PricedCorrection> => {
  const { correctionType } = request;
  if (!isPartyChange(correctionType)) throw new Error(`Not a party change: ${correctionType}`);
  const section = partySectionOf(correctionType);
  const wanted = request[section];
  if (wanted === undefined) throw fieldError([section], 'correction.error.partyRequired');
  const current = await findCurrentFormOfPolicy(app, policy);
  const checked = checkCorrectedForm({ ...current, [section]: wanted }, policy, partyPathOf(section));
  if (!checked.ok) throw fieldErrors(checked.issues);
  const changes = diffParty(section, current, checked.form);
  if (changes.length === 0) throw fieldError([section], 'correction.error.partyUnchanged');
  const figures = unchangedFigures(policy, isAfterDeparture(policy, todayInChina()));
  return {
    policy,
    proposal: proposalOf(policy, correctionType, changes, figures, referralKeysOf(correctionType, policy)),
    form: checked.form,
    quote: null,
  };
};
