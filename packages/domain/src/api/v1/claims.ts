import { ZApiClaim, ZApiReportNoParams } from '../../schemas/api-v1.ts';
import { endpoint } from '../endpoint.ts';

/** The account's claims. */
export const apiV1ClaimEndpoints = {
  getClaim: endpoint({
    method: 'GET',
    path: '/claims/:reportNo',
    access: { apiKey: 'claims' },
    params: ZApiReportNoParams,
    response: ZApiClaim,
    summary:
      'A claim of the account: its status, estimated and payable amounts, missing documents and history',
  }),
};
