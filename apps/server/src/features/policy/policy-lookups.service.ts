import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  labelOf,
  POLICY_STATUSES,
  type PolicyListQuery,
  todayInChina,
  translate,
} from '@cargo/domain';
import type {
  ClientInfo,
  ClientInfoRequest,
  MyPolicySummary,
  PolicyQuotation,
  VoucherModifyCheck,
} from '@cargo/domain/schemas/insuring-lookups';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findApplicationsOfAccount } from '../application/application.service.ts';
import { findPunishState } from '../basedata/basedata-lookups.service.ts';
import { listClientRecords } from '../client/client.service.ts';
import { toQuoteResult } from '../quotation/quotation.service.ts';
import { findPolicyByNo } from './policy.repository.ts';
import { CLOSED_POLICY_STATUSES, currentQuoteOf, listPolicies, policyStateOf } from './policy.service.ts';
import { countPolicyStates, findApplicationStatus } from './policy-lookups.repository.ts';

const ownPolicy = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const policy = await findPolicyByNo(app.db, session.accountId, policyNo);
  if (policy === undefined) throw notFound();
  const [application] = await findApplicationsOfAccount(app, session.accountId, [policy.applicationId]);
  return { policy, application };
};

/**
 * GET queryQuotationInfoByPolicyNo: the price the policy was issued at, as a correction changed it since;
 * the quotation number is the one the application referred to, if any.
 */
export const findQuotationOfPolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<PolicyQuotation> => {
  const { policy, application } = await ownPolicy(app, session, policyNo);
  const quote = currentQuoteOf(policy, application);
  if (quote === null) throw notFound();
  return { ...toQuoteResult(quote, { quotationNo: application?.quotationNo ?? null }), policyNo };
};

/** GET /tag/policy/myPolicy: counts by state today and the five latest issued. */
export const summarizeMyPolicies = async (
  app: FastifyInstance,
  session: Session,
): Promise<MyPolicySummary> => {
  const today = todayInChina();
  const [counts, latest] = await Promise.all([
    countPolicyStates(app.db, session.accountId, CLOSED_POLICY_STATUSES, today),
    listPolicies(app, session, { pageNo: 1, pageSize: 5 } as PolicyListQuery),
  ]);
  return {
    total: counts.total,
    inForce: counts.inForce,
    notYetEffective: counts.notYetEffective,
    ended: counts.total - counts.inForce - counts.notYetEffective,
    latest: latest.list,
  };
};

/** POST queryClientInfo: the account's client records with exactly that ID number or name, and its punish state. */
export const findClientInfo = async (
  app: FastifyInstance,
  session: Session,
  request: ClientInfoRequest,
): Promise<ClientInfo> => {
  const query = { pageNo: 1, pageSize: 20, idNo: request.idNo, clientName: request.clientName };
  const pages = await Promise.all(
    (['applicant', 'insured'] as const).map((kind) => listClientRecords(app, session, kind, query)),
  );
  const idNo = request.idNo?.toUpperCase();
  const clients = pages
    .flatMap((page) => page.list)
    .filter(
      (client) =>
        (!idNo || client.idNo.toUpperCase() === idNo) &&
        (!request.clientName || client.clientName === request.clientName),
    );
  const punish = await findPunishState({ idNo: request.idNo, name: request.clientName });
  return { clients, punish };
};

const MODIFIABLE = new Set<string>([APPLICATION_STATUS.draft, APPLICATION_STATUS.pendingModification]);

const applicationReason = (status: string): string | null => {
  if (MODIFIABLE.has(status)) return null;
  if (status === APPLICATION_STATUS.pendingReview) return 'insuring.error.underReviewWithdrawFirst';
  if (status === APPLICATION_STATUS.pendingPayment) return 'insuring.voucher.pendingPaymentWithdrawFirst';
  if (status === APPLICATION_STATUS.issued) return 'insuring.voucher.issuedUseCorrection';
  if (status === APPLICATION_STATUS.cancelled) return 'insuring.error.cancelledCannotRecover';
  return 'insuring.error.cannotModify';
};

/**
 * POST /cargo/verify/checkVoucherModify: an application (by its number) can be modified in B1 and B5 only;
 * a policy never directly: it is changed through a correction. Another account's number is not found.
 */
export const checkVoucherModify = async (
  app: FastifyInstance,
  session: Session,
  voucherNo: string,
): Promise<VoucherModifyCheck> => {
  const language = callerLanguage();
  const application = await findApplicationStatus(app.db, session.accountId, voucherNo);
  if (application) {
    const reason = applicationReason(application.status);
    return {
      voucherNo,
      voucherType: 'application',
      status: application.status,
      statusName: labelOf(APPLICATION_STATUSES, application.status, language),
      modifiable: reason === null,
      reason: reason === null ? null : translate(language, reason),
    };
  }
  const { policy } = await ownPolicy(app, session, voucherNo);
  const { policyStatus } = policyStateOf(policy, todayInChina());
  return {
    voucherNo,
    voucherType: 'policy',
    status: policyStatus,
    statusName:
      policyStatus === null
        ? translate(language, 'insuring.policyStatus.normal')
        : labelOf(POLICY_STATUSES, policyStatus, language),
    modifiable: false,
    reason: translate(language, 'insuring.voucher.issuedUseCorrection'),
  };
};
