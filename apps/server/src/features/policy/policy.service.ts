import {
  APPLICATION_STATUS,
  type ApplicationForm,
  addDays,
  amountText,
  chinaDateTime,
  type DatedAmount,
  EXPIRED_POLICY_STATUS,
  formatInTenThousands,
  isBlank,
  isFullPolicyNo,
  isPolicyExpired,
  labelOf,
  minorUnitsOf,
  type Page,
  POLICY_STATUSES,
  type PolicyListQuery,
  type PolicyListRow,
  PRODUCTS,
  policyValidity,
  type Quote,
  type TempApplyResult,
  todayInChina,
  translate,
  VALIDITIES,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { formatDocumentNumber } from '../../platform/document-number.ts';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { AccountScope, Session } from '../../platform/session.ts';
import {
  type ApplicationListFacts,
  type ApplicationRow,
  createDraftFromIssuedApplication,
  findApplicationListFacts,
  findApplicationsOfAccount,
  formOf,
  licensePlateOfConveyance,
  planDetailOfRiders,
  productClassOf,
  quoteOf,
  statusName,
} from '../application/application.service.ts';
import {
  findLivePoliciesEndingBetween,
  findPolicyByApplication,
  findPolicyById,
  findPolicyByNo,
  findPolicyByNoOfAnyAccount,
  insertPolicy,
  listPolicies as listPolicyRows,
  lockPolicyById,
  nextPolicySequence,
  type PolicyChanges,
  type PolicyListFacts,
  type PolicyRow,
  sumPremiumCnyByIssueDay,
  sumPremiumCnyByProduct,
  updatePolicy,
} from './policy.repository.ts';
import { countLivePolicyFigures } from './policy-figures.repository.ts';

export type { PolicyChanges, PolicyRow } from './policy.repository.ts';

/** Policy status 01: a correction of the policy is under review (SPEC §4). */
export const IN_CORRECTION_POLICY_STATUS = '01';

/** Validity and status of a policy on a day (docs/business-rules.md "Insuring"). */
export const policyStateOf = (
  policy: Pick<PolicyRow, 'policyStatus' | 'insuranceBeginDate' | 'insuranceEndDate'>,
  today: string,
) => {
  const isExpired = isPolicyExpired(policy.insuranceEndDate, today);
  const policyStatus = policy.policyStatus ?? (isExpired ? EXPIRED_POLICY_STATUS : null);
  // Validity 01/02 describes a live policy (normal, or in correction); an expired, surrendered or
  // cancelled one has none.
  const isLive = policyStatus === null || (policyStatus === IN_CORRECTION_POLICY_STATUS && !isExpired);
  const validity = isLive ? policyValidity(policy.insuranceBeginDate, today) : null;
  return { policyStatus, validity, isValid: isLive };
};

/**
 * Issues the policy of a paid application (P1), in the payment's transaction: a 20-digit number from the
 * policy sequence, and the amounts the application was priced at.
 */
export const issuePolicy = async (db: Executor, application: ApplicationRow): Promise<PolicyRow> => {
  if (
    application.insuranceBeginDate === null ||
    application.insuranceEndDate === null ||
    application.insuredAmount === null ||
    application.premium === null ||
    application.premiumCny === null
  ) {
    throw new Error(`Application ${application.id} has no price or period and cannot be issued`);
  }
  const policyNo = formatDocumentNumber('policy', application.productCode, await nextPolicySequence(db));
  return insertPolicy(db, {
    accountId: application.accountId,
    applicationId: application.id,
    policyNo,
    productCode: application.productCode,
    planCode: application.planCode,
    applicantName: application.applicantName,
    insuredName: application.insuredName,
    insuranceBeginDate: application.insuranceBeginDate,
    insuranceEndDate: application.insuranceEndDate,
    currencyCode: application.currencyCode,
    insuredAmount: application.insuredAmount,
    premium: application.premium,
    premiumCny: application.premiumCny,
  });
};

/** The policy issued for an application of the account, if any. */
export const findPolicyOfApplication = (db: Executor, session: Session, applicationId: number) =>
  findPolicyByApplication(db, session.accountId, applicationId);

/** A policy as a SPEC §3 list row. */
export const toPolicyListRow = (
  policy: PolicyListFacts,
  application: ApplicationListFacts | undefined,
  today: string,
): PolicyListRow => {
  const language = callerLanguage();
  const { policyStatus, validity, isValid } = policyStateOf(policy, today);
  const issuedAt = chinaDateTime(policy.issuedAt);
  return {
    id: policy.id,
    applicationId: policy.applicationId,
    voucherNo: policy.policyNo,
    policyNo: policy.policyNo,
    marketproductName: labelOf(PRODUCTS, policy.productCode, language),
    marketproductCode: policy.productCode,
    planCode: policy.planCode,
    planDetail: planDetailOfRiders(policy.planCode, policy.correctedRiders ?? application?.riders ?? null),
    riskName: policy.insuredName,
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    inputDate: application ? chinaDateTime(application.createdAt) : issuedAt,
    createdDate: issuedAt,
    currencyCode: policy.currencyCode,
    insuredAmount: amountText(policy.insuredAmount, policy.currencyCode),
    totalInsuredAmount: formatInTenThousands(policy.insuredAmount, minorUnitsOf(policy.currencyCode)),
    totalActualPremium: amountText(policy.premium, policy.currencyCode),
    policyStatus,
    policyStatusName:
      policyStatus === null
        ? translate(language, 'insuring.policyStatus.normal')
        : labelOf(POLICY_STATUSES, policyStatus, language),
    businessStatus: APPLICATION_STATUS.issued,
    businessStatusName: statusName(APPLICATION_STATUS.issued),
    validity,
    validityName: validity === null ? '' : labelOf(VALIDITIES, validity, language),
    renewalProgress: null,
    hasClaim: policy.hasClaim ? 'Y' : 'N',
    validPolicy: isValid ? 'Y' : 'N',
    productClass: productClassOf(policy.productCode),
    bidAddress: '',
    licensePlate: licensePlateOfConveyance(
      policy.productCode,
      policy.isFormCorrected ? policy.correctedConveyanceName : (application?.conveyanceName ?? null),
    ),
    reviewReasons: [],
    endorsementNo: policy.endorsementNo,
  };
};

/** POST queryPolicyInfo: the account's issued policies, newest first; dates on the insurance start. */
export const listPolicies = async (
  app: FastifyInstance,
  session: Session,
  query: PolicyListQuery,
): Promise<Page<PolicyListRow>> => {
  const today = todayInChina();
  // The range is skipped with a full 20-digit number (SPEC §5).
  const withRange = !isFullPolicyNo(query.policyNo) && !isBlank(query.startDate) && !isBlank(query.endDate);
  const { rows, total } = await listPolicyRows(app.db, session.accountId, {
    policyNo: query.policyNo || undefined,
    productCode: query.productCode || undefined,
    insuredName: query.insuredName || undefined,
    beginFrom: withRange ? query.startDate?.slice(0, 10) : undefined,
    beginTo: withRange ? query.endDate?.slice(0, 10) : undefined,
    validity: query.validity || undefined,
    today,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const applications = await findApplicationListFacts(
    app,
    session.accountId,
    rows.map((row) => row.applicationId),
  );
  const byId = new Map(applications.map((row) => [row.id, row]));
  return {
    list: rows.map((row) => toPolicyListRow(row, byId.get(row.applicationId), today)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** POST copyPolicyInfo: a new draft from an issued policy of the account. */
export const copyPolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<TempApplyResult> => {
  const policy = await findPolicyByNo(app.db, session.accountId, policyNo);
  if (policy === undefined) throw notFound();
  return createDraftFromIssuedApplication(app, session, policy.applicationId, policyForm(policy));
};

// ---------------------------------------------------------------------------------------------------
// Used by corrections (through this service, never through the table).

/** The form a correction changed last (written only after the domain schema parsed it), or null. */
const policyForm = (policy: PolicyRow): ApplicationForm | null =>
  (policy.form as ApplicationForm | null) ?? null;

/** The policy's current form: the corrected one, else its application's. */
export const currentFormOf = (policy: PolicyRow, application: ApplicationRow): ApplicationForm =>
  policyForm(policy) ?? formOf(application);

/** The policy's current engine quote: the corrected one, else its application's. */
export const currentQuoteOf = (policy: PolicyRow, application: ApplicationRow | undefined): Quote | null =>
  (policy.quote as Quote | null) ?? (application ? quoteOf(application) : null);

/** The current form of a policy (read through its application). */
export const findCurrentFormOfPolicy = async (
  app: FastifyInstance,
  policy: PolicyRow,
): Promise<ApplicationForm> => {
  const [application] = await findApplicationsOfAccount(app, policy.accountId, [policy.applicationId]);
  if (application === undefined) throw new Error(`Policy ${policy.id} has no application`);
  return currentFormOf(policy, application);
};

/** A policy of the account by number or id; a policy of another account is not found. */
export const findPolicyOfAccount = (
  db: Executor,
  accountId: number,
  key: { policyNo: string } | { id: number },
) =>
  'policyNo' in key ? findPolicyByNo(db, accountId, key.policyNo) : findPolicyById(db, key.id, accountId);

/** A policy of any account by number or id (to tell a subordinate account's policy from a stranger's). */
export const findPolicyOfAnyAccount = (db: Executor, key: { policyNo: string } | { id: number }) =>
  'policyNo' in key ? findPolicyByNoOfAnyAccount(db, key.policyNo) : findPolicyById(db, key.id);

/** The policy locked for a correction's transaction; `accountId` limits it to one account. */
export const lockPolicyForCorrection = (db: Executor, id: number, accountId?: number) =>
  lockPolicyById(db, id, accountId);

/** Writes a correction's effect on the policy (status, form, amounts), in the caller's transaction. */
export const correctPolicy = (db: Executor, id: number, changes: PolicyChanges) =>
  updatePolicy(db, id, changes);

// ---------------------------------------------------------------------------------------------------
// Used by the dashboard (through this service, never through the table).

/** Policy statuses that end the cover early: 05 surrendered, 99 cancelled (the live policy days', migration 0033). */
export const CLOSED_POLICY_STATUSES = ['05', '99'] as const;

/**
 * The dashboard's policy figures, on the account's issued policies that are not surrendered or cancelled (in
 * correction counts): those in force today (started, not ended), and the continued-policy (renewal) candidates
 * ending between today and today + N days (inclusive) for each N of `windows`.
 */
export const countPolicyFigures = async (
  app: FastifyInstance,
  session: Session,
  today: string,
  windows: readonly number[],
): Promise<{ inForce: number; endingWithin: number[] }> => {
  const windowEnds = windows.map((days) => addDays(today, days));
  const { inForce, endingBy } = await countLivePolicyFigures(app.db, session.accountId, today, windowEnds);
  return { inForce, endingWithin: endingBy };
};

/** The account's renewal candidates ending between today and today + `days` (the message centre's "renewal due"). */
export const findPoliciesEndingWithin = (
  app: FastifyInstance,
  session: AccountScope,
  today: string,
  days: number,
) =>
  findLivePoliciesEndingBetween(app.db, session.accountId, CLOSED_POLICY_STATUSES, {
    from: today,
    to: addDays(today, days),
  });

/**
 * The account's written premium in CNY per China day of issue from the China day `fromDay` on: the stored
 * `premiumCny`, which already holds the effect of effective corrections; surrendered and cancelled policies are
 * left out.
 */
export const findIssuedPremiumsCny = async (
  app: FastifyInstance,
  session: Session,
  fromDay: string,
): Promise<DatedAmount[]> =>
  (await sumPremiumCnyByIssueDay(app.db, session.accountId, CLOSED_POLICY_STATUSES, fromDay)).map((row) => ({
    day: row.day,
    amount: row.premiumCny,
  }));

/**
 * The account's policies issued from the China day `fromDay` on, per product: their count and CNY premium, by
 * the same rule as `findIssuedPremiumsCny` (the dashboard's product info).
 */
export const findIssuedPremiumsCnyByProduct = (app: FastifyInstance, session: Session, fromDay: string) =>
  sumPremiumCnyByProduct(app.db, session.accountId, CLOSED_POLICY_STATUSES, fromDay);

// ---------------------------------------------------------------------------------------------------
// Used by printed documents (through this service, never through the table).

/** What the policy PDF prints: the policy's current version, its form and its quote. */
export interface PolicyDocumentFacts {
  policy: PolicyRow;
  form: ApplicationForm;
  quote: Quote | null;
}

const documentFactsOf = async (app: FastifyInstance, policy: PolicyRow): Promise<PolicyDocumentFacts> => {
  const [application] = await findApplicationsOfAccount(app, policy.accountId, [policy.applicationId]);
  if (application === undefined) throw new Error(`Policy ${policy.id} has no application`);
  return { policy, form: currentFormOf(policy, application), quote: currentQuoteOf(policy, application) };
};

/** A policy of the account for printing; another account's policy is not found. */
export const findPolicyDocumentOfAccount = async (
  app: FastifyInstance,
  accountId: number,
  policyNo: string,
) => {
  const policy = await findPolicyByNo(app.db, accountId, policyNo);
  return policy === undefined ? undefined : documentFactsOf(app, policy);
};

/** A policy of any account, for the public verification of its printed copy. */
export const findPolicyDocumentForVerification = async (app: FastifyInstance, policyNo: string) => {
  const policy = await findPolicyByNoOfAnyAccount(app.db, policyNo);
  return policy === undefined ? undefined : documentFactsOf(app, policy);
};
