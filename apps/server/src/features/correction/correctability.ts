import {
  APPLICANT_CHANGE_CORRECTION,
  amountText,
  CANCELLATION_CORRECTION,
  type Correctability,
  type CustomerCorrectionType,
  ERROR_CODES,
  INSURED_CHANGE_CORRECTION,
  isPolicyExpired,
  labelOf,
  PRODUCTS,
  SURRENDER_CORRECTION,
  todayInChina,
  translate,
  WHOLE_POLICY_CORRECTION,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { roleIn } from '../../platform/account-admin.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findAccountSummaryById } from '../account/account.service.ts';
import {
  findCurrentFormOfPolicy,
  findPolicyOfAccount,
  findPolicyOfAnyAccount,
  IN_CORRECTION_POLICY_STATUS,
  type PolicyRow,
} from '../policy/policy.service.ts';
import { correctableFieldsOf } from './correction.form.ts';
import { isAfterDeparture } from './correction-figures.ts';
import { surrenderClaimRefusal } from './correction-surrender.ts';

/**
 * Whether a policy may be corrected now, and how (docs/business-rules.md "Corrections"): a policy of the
 * session's account that is normal (not in correction, cancelled or surrendered) and not expired.
 */

/** A policy the caller asked about: its own, or one of a subordinate account (named). */
export interface PolicyAccess {
  policy: PolicyRow;
  subordinateAccount: string | null;
}

/** Why a policy cannot be corrected: a message key and its parameters. */
export interface Refusal {
  key: string;
  params: Record<string, string>;
}

export type PolicyKey = { policyNo: string } | { id: number };

/**
 * The policy of the session's account; a subordinate account's policy is named so that the caller can be
 * told to switch to it (SPEC §4). Any other account's policy is not found.
 */
export const accessPolicy = async (
  app: FastifyInstance,
  session: Session,
  key: PolicyKey,
): Promise<PolicyAccess> => {
  const own = await findPolicyOfAccount(app.db, session.accountId, key);
  if (own !== undefined) return { policy: own, subordinateAccount: null };
  const other = await findPolicyOfAnyAccount(app.db, key);
  if (other === undefined) throw notFound();
  const owner = await findAccountSummaryById(app, other.accountId);
  if (owner.parentAccountId !== session.accountId) throw notFound();
  // Only a user who may act for the subordinate account is told whose policy it is.
  if ((await roleIn(app.db, session.userId, owner.id)) === undefined) throw notFound();
  return { policy: other, subordinateAccount: owner.accountName };
};

/** Why the policy's own state forbids a correction today, or null. */
export const refusalOfPolicy = (policy: PolicyRow, today: string): Refusal | null => {
  if (policy.policyStatus === IN_CORRECTION_POLICY_STATUS)
    return { key: 'correction.error.notCorrectable.pending', params: {} };
  if (policy.policyStatus !== null) return { key: 'correction.error.notCorrectable.status', params: {} };
  if (isPolicyExpired(policy.insuranceEndDate, today))
    return { key: 'correction.error.notCorrectable.expired', params: {} };
  return null;
};

export const refusalOf = (access: PolicyAccess, today: string): Refusal | null =>
  access.subordinateAccount !== null
    ? { key: 'correction.error.notCorrectable.subordinate', params: { account: access.subordinateAccount } }
    : refusalOfPolicy(access.policy, today);

/** A refusal as an error: switching accounts is the caller's to do (403); a policy state is a conflict. */
export const refusalError = (refusal: Refusal) =>
  new AppError(
    refusal.key === 'correction.error.notCorrectable.subordinate'
      ? ERROR_CODES.forbidden
      : ERROR_CODES.conflict,
    refusal.key,
    refusal.params,
  );

/** The policy of the account that the caller may correct now; otherwise 404, 403 or 409. */
export const correctablePolicy = async (
  app: FastifyInstance,
  session: Session,
  key: PolicyKey,
): Promise<PolicyRow> => {
  const access = await accessPolicy(app, session, key);
  const refusal = refusalOf(access, todayInChina());
  if (refusal !== null) throw refusalError(refusal);
  return access.policy;
};

interface TypesOfPolicy {
  allowedTypes: CustomerCorrectionType[];
  unavailableTypes: { type: CustomerCorrectionType; reason: string }[];
}

/**
 * What the customer may ask for on a correctable policy: the details and the parties always; before
 * departure a cancellation, after it a surrender unless a claim stands in the way.
 */
const typesOf = async (app: FastifyInstance, policy: PolicyRow, today: string): Promise<TypesOfPolicy> => {
  const always: CustomerCorrectionType[] = [
    WHOLE_POLICY_CORRECTION,
    APPLICANT_CHANGE_CORRECTION,
    INSURED_CHANGE_CORRECTION,
  ];
  const why = (type: CustomerCorrectionType, key: string) => ({
    type,
    reason: translate(callerLanguage(), key),
  });
  if (!isAfterDeparture(policy, today)) {
    return {
      allowedTypes: [...always, CANCELLATION_CORRECTION],
      unavailableTypes: [why(SURRENDER_CORRECTION, 'correction.error.surrenderBeforeDeparture')],
    };
  }
  const claimRefusal = await surrenderClaimRefusal(app.db, policy);
  const noCancellation = why(CANCELLATION_CORRECTION, 'correction.error.cancelAfterDeparture');
  return claimRefusal === null
    ? { allowedTypes: [...always, SURRENDER_CORRECTION], unavailableTypes: [noCancellation] }
    : { allowedTypes: always, unavailableTypes: [noCancellation, why(SURRENDER_CORRECTION, claimRefusal)] };
};

/** GET correct/able/{policyNo}. */
export const getCorrectability = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<Correctability> => {
  const language = callerLanguage();
  const today = todayInChina();
  const access = await accessPolicy(app, session, { policyNo });
  const { policy } = access;
  const refusal = refusalOf(access, today);
  const form = await findCurrentFormOfPolicy(app, policy);
  const types: TypesOfPolicy =
    refusal === null ? await typesOf(app, policy, today) : { allowedTypes: [], unavailableTypes: [] };
  return {
    policyId: policy.id,
    policyNo: policy.policyNo,
    productCode: policy.productCode,
    productName: labelOf(PRODUCTS, policy.productCode, language),
    insuredName: policy.insuredName,
    currencyCode: policy.currencyCode,
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    premium: amountText(policy.premium, policy.currencyCode),
    insuredAmount: amountText(policy.insuredAmount, policy.currencyCode),
    isCorrectable: refusal === null,
    reason: refusal === null ? null : translate(language, refusal.key, refusal.params),
    ...types,
    isAfterDeparture: isAfterDeparture(policy, today),
    mainClause: form.insurance.mainClause ?? '',
    current: correctableFieldsOf(form),
    parties: { applicant: form.applicant, insured: form.insured },
  };
};

/** GET checkPolicyCorrect/{policyNo} (SPEC §7 verify). */
export const checkPolicyCorrect = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const refusal = refusalOf(await accessPolicy(app, session, { policyNo }), todayInChina());
  return {
    isCorrectable: refusal === null,
    reason: refusal === null ? null : translate(callerLanguage(), refusal.key, refusal.params),
  };
};

/** GET checkPolicyUserLevl/{policyNo} (SPEC §7 verify): a subordinate account's policy is not the caller's. */
export const checkPolicyUserLevel = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const access = await accessPolicy(app, session, { policyNo });
  return access.subordinateAccount === null
    ? { isOwnPolicy: true, reason: null }
    : {
        isOwnPolicy: false,
        reason: translate(callerLanguage(), 'correction.error.notCorrectable.subordinate', {
          account: access.subordinateAccount,
        }),
      };
};
