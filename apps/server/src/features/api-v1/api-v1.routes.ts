import { apiV1ClaimEndpoints } from '@cargo/domain/api/v1/claims';
import { apiV1OpenPolicyEndpoints } from '@cargo/domain/api/v1/open-policies';
import { apiV1PolicyEndpoints } from '@cargo/domain/api/v1/policies';
import { apiV1QuoteEndpoints } from '@cargo/domain/api/v1/quotes';
import { apiV1DeclarationEndpoints } from '@cargo/domain/api/v1/shipments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { uploadClaimDocument } from '../claim/claim-document.service.ts';
import { printCertificate, printPolicy } from '../document/api-print.service.ts';
import { serveApi } from './api-endpoint.ts';
import { requestKeyOf } from './api-idempotency.ts';
import {
  createApiQuote,
  declareShipment,
  getApiClaim,
  getApiDeclaration,
  getApiOpenPolicyUsage,
  getApiPolicy,
  listApiDeclarations,
  listApiOpenPolicies,
  reportApiClaim,
} from './api-v1.service.ts';

/** The origin the certificate's QR code points at: the one the caller reached. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const sendPdf = (reply: FastifyReply, file: { content: Buffer; fileName: string; fallbackName: string }) =>
  reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName, file.fallbackName))
    .header('cache-control', 'private, no-store')
    .send(file.content);

/** The resources of `/api/v1` (declared in `packages/domain/src/api/v1/`). */
export const apiV1Routes = async (app: FastifyInstance) => {
  const declaration = apiV1DeclarationEndpoints;
  serveApi(app, declaration.createShipment, async ({ session, body, request, reply }) => {
    const answer = await declareShipment(app, session, body, requestKeyOf(request));
    // Held for a person in the portal: accepted, not yet insured. Refused by the submit (over the limit, no
    // balance): nothing was created.
    if (answer.outcome === 'held') reply.status(202);
    if (answer.outcome === 'refused') reply.status(200);
    return answer.declaration;
  });
  serveApi(app, declaration.listDeclarations, ({ session, query }) =>
    listApiDeclarations(app, session, query),
  );
  serveApi(app, declaration.getDeclaration, ({ session, params }) =>
    getApiDeclaration(app, session, params.declarationNo),
  );
  serveApi(app, declaration.certificatePdf, async ({ session, params, request, reply }) =>
    sendPdf(reply, await printCertificate(app, session, params.declarationNo, originOf(request))),
  );
  const openPolicy = apiV1OpenPolicyEndpoints;
  serveApi(app, openPolicy.listOpenPolicies, ({ session, query }) =>
    listApiOpenPolicies(app, session, query),
  );
  serveApi(app, openPolicy.openPolicyUsage, ({ session, params }) =>
    getApiOpenPolicyUsage(app, session, params.policyNo),
  );
  const policy = apiV1PolicyEndpoints;
  serveApi(app, policy.getPolicy, ({ session, params }) => getApiPolicy(app, session, params.policyNo));
  serveApi(app, policy.policyPdf, async ({ session, params, request, reply }) =>
    sendPdf(reply, await printPolicy(app, session, params.policyNo, originOf(request))),
  );
  serveApi(app, apiV1QuoteEndpoints.createQuote, ({ session, body }) => createApiQuote(app, session, body));
  serveApi(app, apiV1ClaimEndpoints.getClaim, ({ session, params }) =>
    getApiClaim(app, session, params.reportNo),
  );
  serveApi(app, apiV1ClaimEndpoints.reportClaim, ({ session, body, request }) =>
    reportApiClaim(app, session, body, requestKeyOf(request)),
  );
  serveApi(app, apiV1ClaimEndpoints.uploadClaimDocument, async ({ session, params, query, request }) => {
    // Folder parts are kept in the name so that the service can refuse them, as the portal's upload does.
    const file = await readSingleUpload(request, 'file.error.missing', { keepPath: true });
    const { document, replaced } = await uploadClaimDocument(
      app,
      session,
      { reportNo: params.reportNo, typeCode: query.typeCode },
      file,
    );
    const { downloadKey: _key, ...stored } = document;
    return { ...stored, replaced };
  });
};
