import type { FeePayment, PayRequest, PayResult } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
import { insuringKeys } from '../quotation/quotation.api.ts';

/** POST /cargo/payment/seeFeePayment: what is due and to whom. */
export const feePaymentQuery = (applicationId: number) =>
  queryOptions({
    queryKey: insuringKeys.feePayment(applicationId),
    queryFn: ({ signal }) =>
      gateway.post<FeePayment>('/cargo/payment/seeFeePayment', { applicationId }, { loading: false, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /cargo/payment/pay: charges the premium due and issues the policy; `requestKey` makes a retry harmless. */
export const payPremium = (request: PayRequest) =>
  gateway.post<PayResult>('/cargo/payment/pay', request, { loading: false });
