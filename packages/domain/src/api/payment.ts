import { ZFeePayment, ZPayRequest, ZPayResult, ZSeeFeePaymentRequest } from '../schemas/policy.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Premium payment (SPEC §7 "payment/seeFeePayment") through the payment provider. */
export const paymentEndpoints = {
  seeFeePayment: endpoint({
    method: 'POST',
    path: '/cargo/payment/seeFeePayment',
    access: customerAccess.read,
    body: ZSeeFeePaymentRequest,
    response: ZFeePayment,
    summary: 'What is due for an application of the account, and to whom',
  }),
  payApplication: endpoint({
    method: 'POST',
    path: '/cargo/payment/pay',
    access: customerAccess.operate,
    body: ZPayRequest,
    response: ZPayResult,
    summary: 'Pays the premium due and issues the policy; a repeat with the same request key is harmless',
  }),
};
