import {
  ACCIDENT_CAUSES,
  amountText,
  type ClaimSubject,
  computeDeductible,
  currencyByCode,
  ERROR_CODES,
  findMainClause,
  labelOf,
  level1CausesFor,
  level2CausesFor,
  lossTypesFor,
  PRODUCTS,
  parseExchangeRate,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import type { ApplicationRow } from '../application/application.service.ts';
import { findCertificateClaimFacts } from '../declaration/certificate-claim.service.ts';
import type { PolicyRow } from '../policy/policy.service.ts';
import {
  findPolicyClaimFacts,
  type PolicyClaimFacts,
  toPolicyClaimFacts,
} from '../policy/policy-claim.service.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import type { ClaimSubjectSnapshot } from './claim.subject.ts';
import { countClaimsOfPolicy } from './claim-list.repository.ts';

/** What a loss is reported on: an issued policy or a declared certificate of the account. */

/** The feature switch of fast claims (SPEC §4). */
export const FAST_CLAIM_SWITCH = 'isEnableFastClaim';
/** Policy statuses that end the cover: 05 surrendered, 99 cancelled. */
const ENDED_POLICY_STATUSES: readonly string[] = ['05', '99'];

export interface FoundSubject {
  readonly snapshot: ClaimSubjectSnapshot;
  /** The policy's SPEC §4 status; null for a normal policy or a certificate. */
  readonly policyStatus: string | null;
}

const policyNotFound = () => new AppError(ERROR_CODES.notFound, 'claim.error.policyNotFound');

/**
 * A certificate has no quote of its own: its deductible is the standard one (the higher of 0.5% of the sum
 * insured and CNY 500 at today's rate), the class an open cover's shipments are written at.
 */
const certificateDeductible = async (app: FastifyInstance, currencyCode: string, insuredAmount: number) => {
  const currency = currencyByCode(currencyCode);
  const rate = parseExchangeRate((await findExchangeRateToday(app.db, currencyCode))?.rate);
  if (currency === undefined || !rate.ok) return 0;
  return computeDeductible('standard', insuredAmount, currency.iso, currency.minorUnits, rate.value).amount;
};

const certificateSubject = async (
  app: FastifyInstance,
  accountId: number,
  certificateNo: string,
): Promise<FoundSubject | undefined> => {
  const facts = await findCertificateClaimFacts(app, accountId, certificateNo);
  if (facts === undefined) return undefined;
  const { certificateNo: policyNo, openPolicyNo, insuredAmount, ...rest } = facts;
  const deductible = await certificateDeductible(app, facts.currencyCode, insuredAmount);
  return {
    snapshot: { ...rest, policyNo, kind: 'certificate', openPolicyNo, sumInsured: insuredAmount, deductible },
    policyStatus: null,
  };
};

/** The subject of an issued policy (the seed's demo claims use it too). */
export const policySubject = (policy: PolicyClaimFacts): FoundSubject => {
  const { insuredAmount, policyStatus, ...rest } = policy;
  return {
    snapshot: { ...rest, kind: 'policy', openPolicyNo: null, sumInsured: insuredAmount },
    policyStatus,
  };
};

/** The subject of a policy row and its application (the seed's demo claims). */
export const claimSubjectOfPolicy = (policy: PolicyRow, application: ApplicationRow | undefined) =>
  policySubject(toPolicyClaimFacts(policy, application));

/** The policy or certificate of the account with that number, or undefined. */
export const findClaimSubject = async (
  app: FastifyInstance,
  accountId: number,
  policyNo: string,
): Promise<FoundSubject | undefined> => {
  const policy = await findPolicyClaimFacts(app, accountId, policyNo);
  return policy === undefined ? certificateSubject(app, accountId, policyNo) : policySubject(policy);
};

/** The subject, or 404 'claim.error.policyNotFound' (another account's number too). */
export const requireClaimSubject = async (app: FastifyInstance, accountId: number, policyNo: string) => {
  const found = await findClaimSubject(app, accountId, policyNo);
  if (found === undefined) throw policyNotFound();
  return found;
};

/** The message key of why no loss may be reported on the subject today, or undefined. */
export const notReportableReason = (found: FoundSubject, today: string): string | undefined => {
  if (found.policyStatus !== null && ENDED_POLICY_STATUSES.includes(found.policyStatus))
    return 'claim.error.notReportable.status';
  if (found.snapshot.insuranceBeginDate > today) return 'claim.error.notReportable.notStarted';
  return undefined;
};

const nameIn = (item: { zh: string; en: string }) => (callerLanguage() === 'zh-CN' ? item.zh : item.en);

/** The product and plan names of a subject, in the caller's language. */
export const subjectNames = (subject: Pick<ClaimSubjectSnapshot, 'productCode' | 'planCode'>) => {
  const clause = findMainClause(subject.planCode);
  return {
    productName: labelOf(PRODUCTS, subject.productCode, callerLanguage()),
    planName: clause ? nameIn(clause) : subject.planCode,
  };
};

/** POST selfServiceReport/reportablePolicy. */
export const reportablePolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<ClaimSubject> => {
  const found = await requireClaimSubject(app, session.accountId, policyNo);
  const { snapshot } = found;
  const reason = notReportableReason(found, todayInChina());
  return {
    policyNo: snapshot.policyNo,
    kind: snapshot.kind,
    openPolicyNo: snapshot.openPolicyNo,
    productCode: snapshot.productCode,
    planCode: snapshot.planCode,
    ...subjectNames(snapshot),
    insuredName: snapshot.insuredName,
    insuranceBeginDate: snapshot.insuranceBeginDate,
    insuranceEndDate: snapshot.insuranceEndDate,
    currencyCode: snapshot.currencyCode,
    sumInsured: amountText(snapshot.sumInsured, snapshot.currencyCode),
    conveyance: snapshot.conveyance,
    billOfLadingNo: snapshot.billOfLadingNo,
    loadingPort: snapshot.loadingPort,
    dischargePort: snapshot.dischargePort,
    reportable: reason === undefined,
    notReportableReason: reason === undefined ? null : translate(callerLanguage(), reason),
    claimCount: await countClaimsOfPolicy(app.db, session.accountId, snapshot.policyNo),
    fastClaimEnabled: await isSwitchOn(app, FAST_CLAIM_SWITCH),
  };
};

/** POST selfServiceReport/getLossType: the loss types of the subject's product. */
export const lossTypeOptions = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const { snapshot } = await requireClaimSubject(app, session.accountId, policyNo);
  return lossTypesFor(snapshot.productCode).map((type) => ({
    valueCode: type.code,
    valueName: nameIn(type),
  }));
};

/** GET getLevel1AccidentCauses / getLevel2AccidentCauses by plan code. */
export const accidentCauseOptions = (query: { planCode: string; level1Code?: string }, level: 1 | 2) => {
  if (level === 2 && query.level1Code === undefined) throw fieldError(['level1Code'], 'error.fieldRequired');
  const causes =
    level === 1 ? level1CausesFor(query.planCode) : level2CausesFor(query.planCode, query.level1Code ?? '');
  return causes.map((cause) => ({ valueCode: cause.code, valueName: nameIn(cause) }));
};

/** The name of a cause code ('' for none), in the caller's language. */
export const causeName = (code: string) => {
  const cause = ACCIDENT_CAUSES.find((entry) => entry.code === code);
  return cause ? nameIn(cause) : code;
};
