import { ERROR_CODES, type InvoiceSourceKey } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findPaidPolicyPremium, type PaidPolicyPremium } from '../payment/payment.service.ts';
import {
  findPaidSettlementOfAccount,
  isUnpaidSettlementOfAccount,
} from '../settlement/settlement-payment.service.ts';

/**
 * The premium an invoice is drawn from: an issued policy's premium or a paid settlement
 * (docs/business-rules.md "E-invoices"), read through the payment and settlement services.
 */
export interface PremiumSource extends Omit<PaidPolicyPremium, 'policyNo'> {
  sourceType: InvoiceSourceKey['sourceType'];
  sourceNo: string;
}

/** '7.0900000000' → '7.09'. */
const trimRate = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

const paidSource = async (
  app: FastifyInstance,
  session: Session,
  key: InvoiceSourceKey,
): Promise<PremiumSource | undefined> => {
  if (key.sourceType === 'policy') {
    const paid = await findPaidPolicyPremium(app, session, key.sourceNo);
    return paid === undefined
      ? undefined
      : { sourceType: 'policy', sourceNo: paid.policyNo, ...paid, exchangeRate: trimRate(paid.exchangeRate) };
  }
  const paid = await findPaidSettlementOfAccount(app, session.accountId, key.sourceNo);
  return paid === undefined
    ? undefined
    : {
        sourceType: 'settlement',
        sourceNo: paid.settlementNo,
        productCode: paid.productCode,
        insuredName: paid.insuredName,
        currencyCode: paid.currencyCode,
        premium: paid.premium,
        premiumCny: paid.premiumCny,
        exchangeRate: trimRate(paid.exchangeRate),
        blNo: '',
      };
};

/**
 * The paid premium of the account a request names. A premium still on the unpaid list is refused with
 * that reason (409); an unknown number or another account's is not found (404).
 */
export const findPremiumSource = async (
  app: FastifyInstance,
  session: Session,
  key: InvoiceSourceKey,
): Promise<PremiumSource> => {
  const source = await paidSource(app, session, key);
  if (source !== undefined) return source;
  if (await isUnpaidSettlementOfAccount(app, session, key.sourceNo)) {
    throw new AppError(ERROR_CODES.conflict, 'invoice.error.unpaid', { sourceNo: key.sourceNo });
  }
  throw new AppError(ERROR_CODES.notFound, 'invoice.error.notFound');
};
