import type { Declaration } from '@cargo/domain';
import type { ScreeningInput } from '../../platform/sanctions/screening.ts';

/**
 * The sanctions screening of a declaration (issue 46): the open policy's insured by name, the conveyance
 * (with its IMO number if written there) and the departure and destination countries. The ports of a
 * declaration are free text, so its route is screened by country.
 */
export const declarationScreeningInput = (
  declaration: Pick<Declaration, 'conveyance' | 'departureCountry' | 'destinationCountry'>,
  policy: { insuredName: string },
): ScreeningInput => ({
  parties: [{ role: 'insured', name: policy.insuredName }],
  vesselName: declaration.conveyance,
  ports: [declaration.departureCountry, declaration.destinationCountry],
});
