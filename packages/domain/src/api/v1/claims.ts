import {
  ZApiClaim,
  ZApiClaimDocument,
  ZApiClaimDocumentQuery,
  ZApiClaimReportRequest,
  ZApiReportNoParams,
} from '../../schemas/api-v1.ts';
import { endpoint } from '../endpoint.ts';

/** The account's claims. */
export const apiV1ClaimEndpoints = {
  reportClaim: endpoint({
    method: 'POST',
    path: '/claims',
    access: { apiKey: 'claims' },
    body: ZApiClaimReportRequest,
    response: ZApiClaim,
    successStatus: 201,
    summary: 'Reports a loss (first notice of loss) on a policy or certificate of the account',
  }),
  getClaim: endpoint({
    method: 'GET',
    path: '/claims/:reportNo',
    access: { apiKey: 'claims' },
    params: ZApiReportNoParams,
    response: ZApiClaim,
    summary:
      'A claim of the account: its status, estimated and payable amounts, missing documents and history',
  }),
  uploadClaimDocument: endpoint({
    method: 'POST',
    path: '/claims/:reportNo/documents',
    access: { apiKey: 'claims' },
    params: ZApiReportNoParams,
    query: ZApiClaimDocumentQuery,
    upload: true,
    response: ZApiClaimDocument,
    successStatus: 201,
    summary:
      'Adds a document of a type to an open claim (multipart/form-data, one file in the field `file`: PDF, JPEG, PNG, Word or Excel, as the portal takes them), replacing an earlier one of that type',
  }),
};
