import {
  APPLICATION_STATUS,
  amountText,
  currencyByCode,
  currencyIsoOf,
  ERROR_CODES,
  type FeePayment,
  labelOf,
  type PayRequest,
  type PayResult,
  parseAmountIn,
  todayInChina,
  translate,
  VALIDITIES,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  type ApplicationRow,
  findApplicationOfAccount,
  lockApplicationForPayment,
  markApplicationIssued,
} from '../application/application.service.ts';
import { tellPolicyIssued } from '../message/message-events.service.ts';
import {
  findPolicyDocumentOfAccount,
  findPolicyOfApplication,
  issuePolicy,
  type PolicyRow,
  policyStateOf,
} from '../policy/policy.service.ts';
import { isSandboxAccount } from '../sandbox/sandbox.service.ts';
import { recordPolicyIssued } from '../webhook/webhook-events.service.ts';
import {
  findPaymentByKey,
  findSucceededPayment,
  insertPayment,
  type PaymentRow,
} from './payment.repository.ts';
import { type ChargeRequest, type PaymentProvider, simulatedPaymentProvider } from './payment-provider.ts';

/** The gateway in use; a real one implements the same interface. */
const provider: PaymentProvider = simulatedPaymentProvider;

/** The provider's name recorded with each payment. */
export const PAYMENT_PROVIDER_NAME = provider.name;

/** Charges a premium through the same provider as policies (used by settlement payments). */
export const chargePremium = (request: ChargeRequest) => provider.charge(request);

/** The provider recorded for a sandbox "payment": nothing was charged. */
export const SANDBOX_PAYMENT_PROVIDER = 'sandbox';

/** The insurer's collection account shown on the payment page. */
export const PAYEE_ACCOUNT_NO = '1001 2290 0920 0066 888';

const { pendingPayment, issued, cancelled } = APPLICATION_STATUS;

/** POST /cargo/payment/seeFeePayment: what is due for an application of the account, and to whom. */
export const seeFeePayment = async (
  app: FastifyInstance,
  session: Session,
  applicationId: number,
): Promise<FeePayment> => {
  const language = callerLanguage();
  const row = await findApplicationOfAccount(app, session, applicationId);
  // A priced application always has its currency; anything else has nothing to pay.
  const currency = currencyByCode(row.currencyCode);
  if (row.premium === null || row.premiumCny === null || currency === undefined) {
    throw new AppError(ERROR_CODES.conflict, 'insuring.error.notPayable');
  }
  return {
    applicationId: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    isPayable: row.status === pendingPayment,
    amount: amountText(row.premium, currency.code),
    currencyCode: currency.code,
    currency: currency.iso,
    amountCny: amountText(row.premiumCny, 'CNY'),
    payee: {
      name: translate(language, 'insuring.payee.name'),
      bankName: translate(language, 'insuring.payee.bankName'),
      accountNo: PAYEE_ACCOUNT_NO,
    },
  };
};

const toPayResult = (application: ApplicationRow, payment: PaymentRow, policy: PolicyRow): PayResult => {
  const language = callerLanguage();
  const validity = policyStateOf(policy, todayInChina()).validity ?? '02';
  return {
    applicationId: application.id,
    voucherNo: application.voucherNo,
    paymentNo: payment.providerReference,
    amount: amountText(payment.amount, payment.currencyCode),
    currencyCode: payment.currencyCode,
    policyId: policy.id,
    policyNo: policy.policyNo,
    validity,
    validityName: labelOf(VALIDITIES, validity, language),
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    message: translate(language, 'insuring.message.paid'),
  };
};

/**
 * POST /cargo/payment/pay: charges the premium of an application pending payment (B3) and issues the
 * policy (P1) in the same transaction. The amount and currency must be those due. Paying again, with
 * the same or another request key, answers the policy already issued: one payment, one policy.
 */
export const payApplication = async (
  app: FastifyInstance,
  session: Session,
  request: PayRequest,
): Promise<PayResult> => {
  const sandbox = await isSandboxAccount(app, session.accountId);
  return app.db.transaction(async (tx) => {
    const application = await lockApplicationForPayment(tx, session, request.applicationId);
    if (application.status === issued) {
      // Already paid (a retry, a double click, or a second tab): answer the policy issued then.
      const [payment, policy] = await Promise.all([
        findSucceededPayment(tx, session.accountId, application.id),
        findPolicyOfApplication(tx, session, application.id),
      ]);
      if (payment === undefined || policy === undefined) throw new AppError(ERROR_CODES.conflict);
      return toPayResult(application, payment, policy);
    }
    if (application.status === cancelled) {
      throw new AppError(ERROR_CODES.conflict, 'insuring.error.cancelledCannotRecover');
    }
    if (application.status !== pendingPayment || application.premium === null) {
      throw new AppError(ERROR_CODES.conflict, 'insuring.error.notPayable');
    }
    // The amount must equal the premium due, in the application's currency.
    const amount = parseAmountIn(request.amount, application.currencyCode);
    if (request.currencyCode !== application.currencyCode) {
      throw fieldError(['currencyCode'], 'insuring.error.paymentAmountMismatch');
    }
    if (!amount.ok || amount.value !== application.premium) {
      throw fieldError(['amount'], 'insuring.error.paymentAmountMismatch');
    }
    if ((await findPaymentByKey(tx, session.accountId, request.requestKey)) !== undefined) {
      throw new AppError(ERROR_CODES.conflict);
    }
    // In a sandbox nothing is charged: the application is marked paid without money (business-rules "The sandbox").
    const charge = sandbox
      ? { status: 'succeeded', providerReference: `SBX-${application.voucherNo}` }
      : await provider.charge({
          reference: application.voucherNo,
          amount: application.premium,
          currency: currencyIsoOf(application.currencyCode),
          idempotencyKey: request.requestKey,
          description: application.voucherNo,
        });
    if (charge.status !== 'succeeded')
      throw new AppError(ERROR_CODES.conflict, 'insuring.error.paymentFailed');
    const payment = await insertPayment(tx, {
      accountId: session.accountId,
      applicationId: application.id,
      requestKey: request.requestKey,
      amount: application.premium,
      currencyCode: application.currencyCode,
      provider: sandbox ? SANDBOX_PAYMENT_PROVIDER : provider.name,
      providerReference: charge.providerReference,
      status: 'succeeded',
    });
    const policy = await issuePolicy(tx, application);
    await tellPolicyIssued(tx, policy, application.voucherNo);
    await recordPolicyIssued(tx, policy, application.voucherNo);
    const updated = await markApplicationIssued(tx, session, application);
    return toPayResult(updated, payment, policy);
  });
};

// ---------------------------------------------------------------------------------------------------
// Used by invoices (through this service, never through the tables).

/** The premium paid for an issued policy, what its invoice is drawn from. */
export interface PaidPolicyPremium {
  policyNo: string;
  productCode: string;
  insuredName: string;
  currencyCode: string;
  /** Minor units of the currency: the amount charged. */
  premium: number;
  /** Fen, at the rate the application was priced with. */
  premiumCny: number;
  /** CNY per one unit of the currency ('1' for CNY). */
  exchangeRate: string;
  blNo: string;
}

/**
 * The premium paid for a policy of the account (a policy is issued only once paid); undefined for an
 * unknown number or another account's policy.
 */
export const findPaidPolicyPremium = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<PaidPolicyPremium | undefined> => {
  const facts = await findPolicyDocumentOfAccount(app, session.accountId, policyNo);
  if (facts === undefined) return undefined;
  const { policy, form } = facts;
  const application = await findApplicationOfAccount(app, session, policy.applicationId);
  if (application.premium === null || application.premiumCny === null) return undefined;
  return {
    policyNo: policy.policyNo,
    productCode: policy.productCode,
    insuredName: policy.insuredName,
    currencyCode: application.currencyCode,
    premium: application.premium,
    premiumCny: application.premiumCny,
    exchangeRate: application.exchangeRate ?? '1',
    blNo: form.transport.blNo ?? '',
  };
};
