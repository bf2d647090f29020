import { policyEndpoints } from '@cargo/domain/api/policy';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { copyPolicy, listPolicies } from './policy.service.ts';
import {
  checkVoucherModify,
  findClientInfo,
  findQuotationOfPolicy,
  summarizeMyPolicies,
} from './policy-lookups.service.ts';

/**
 * Issued policies: the policy enquiry and copying a policy into a new draft (SPEC §7 "Queries"); also the price a
 * policy was issued at, declared with the quotations (`quotationEndpoints.quotationOfPolicy`).
 */
export const policyRoutes = async (app: FastifyInstance) => {
  serve(app, policyEndpoints.listPolicies, ({ session, body }) => listPolicies(app, session, body));
  serve(app, policyEndpoints.copyPolicy, ({ session, body }) => copyPolicy(app, session, body.policyNo));
  serve(app, policyEndpoints.myPolicies, ({ session }) => summarizeMyPolicies(app, session));
  serve(app, policyEndpoints.clientInfo, ({ session, body }) => findClientInfo(app, session, body));
  serve(app, policyEndpoints.voucherModifyCheck, ({ session, body }) =>
    checkVoucherModify(app, session, body.voucherNo),
  );
  serve(app, quotationEndpoints.quotationOfPolicy, ({ session, query }) =>
    findQuotationOfPolicy(app, session, query.policyNo),
  );
};
