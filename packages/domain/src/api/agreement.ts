import { ZClientAgreements, ZTermCodeParams, ZTermText, ZTermUrl } from '../schemas/agreement.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Agreement management (SPEC §2 /user-management/protocol, §7 getClientAgreement and term). */
export const agreementEndpoints = {
  clientAgreements: endpoint({
    method: 'POST',
    path: '/cargo/user/getClientAgreement',
    access: customerAccess.read,
    response: ZClientAgreements,
    summary: "The account's agreements (portal agreements, open policies) and its products' clauses",
  }),
  termUrl: endpoint({
    method: 'GET',
    path: '/cargo/term/getViewTermUrlByTermCode/:code',
    access: customerAccess.read,
    params: ZTermCodeParams,
    response: ZTermUrl,
    summary: "The portal page showing a clause of the account's products",
  }),
  termText: endpoint({
    method: 'GET',
    path: '/cargo/term/viewTerm/:code',
    access: customerAccess.read,
    params: ZTermCodeParams,
    response: ZTermText,
    summary: "A clause of the account's products, in the caller's language",
  }),
};
