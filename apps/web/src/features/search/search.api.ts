import type { SearchHit } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { searchEndpoints } from '@cargo/domain/api/search';
import { call } from '../../api/endpoint-call.ts';

/**
 * Both global searches of SPEC §7 at once: web/policyInfo/globalSearch (policies, open policies,
 * applications, certificates) and claim/globalSearch, of which the claim whose report number is the one
 * typed (the claim search also matches policy numbers and insureds, which the header does not want).
 */
export const globalSearch = async (keyword: string): Promise<SearchHit[]> => {
  const [policies, claims] = await Promise.all([
    call(searchEndpoints.policies, { keyword }, { loading: false }),
    call(claimEndpoints.searchClaims, { keyword }, { loading: false }),
  ]);
  const claimHits = claims
    .filter((claim) => claim.reportNo.toUpperCase() === keyword.toUpperCase())
    .map(
      (claim): SearchHit => ({
        kind: 'claim',
        number: claim.reportNo,
        description: claim.insuredName || claim.policyNo,
        statusName: claim.statusName,
        path: `/claim-query/claim-detail?reportNo=${encodeURIComponent(claim.reportNo)}`,
      }),
    );
  return [...policies.hits, ...claimHits];
};
