import { ZGlobalSearchRequest, ZSearchHits } from '../schemas/search.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/**
 * Global search in the header (SPEC §7 "Others"): one number, within the current account. Its claim half,
 * claim/globalSearch, is the claim feature's (`claimEndpoints.searchClaims`).
 */
export const searchEndpoints = {
  policies: endpoint({
    method: 'POST',
    path: '/cargo/web/policyInfo/globalSearch',
    access: customerAccess.read,
    body: ZGlobalSearchRequest,
    response: ZSearchHits,
    summary: 'The policy, open policy, application (voucher) or certificate of the account with this number',
  }),
};
