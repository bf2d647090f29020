import type { PayRequest } from '@cargo/domain';
import { paymentEndpoints } from '@cargo/domain/api/payment';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { insuringKeys } from '../../api/insuring.api.ts';

/** POST seeFeePayment: what is due and to whom. */
export const feePaymentQuery = (applicationId: number) =>
  queryOptions({
    queryKey: insuringKeys.feePayment(applicationId),
    queryFn: ({ signal }) =>
      call(paymentEndpoints.seeFeePayment, { applicationId }, { loading: false, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST pay: charges the premium due and issues the policy; `requestKey` makes a retry harmless. */
export const payPremium = (request: PayRequest) =>
  call(paymentEndpoints.payApplication, request, { loading: false });
