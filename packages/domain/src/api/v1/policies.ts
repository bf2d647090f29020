import { ZApiPolicy, ZApiPolicyNoParams } from '../../schemas/api-v1.ts';
import { endpoint, MEDIA_TYPES } from '../endpoint.ts';

/** The account's issued policies and their documents. */
export const apiV1PolicyEndpoints = {
  getPolicy: endpoint({
    method: 'GET',
    path: '/policies/:policyNo',
    access: { apiKey: 'read' },
    params: ZApiPolicyNoParams,
    response: ZApiPolicy,
    summary: 'One issued policy of the account',
  }),
  policyPdf: endpoint({
    method: 'GET',
    path: '/policies/:policyNo/document',
    access: { apiKey: 'documents' },
    params: ZApiPolicyNoParams,
    response: ZApiPolicy,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    summary: 'The current version of an issued policy as a PDF',
  }),
};
