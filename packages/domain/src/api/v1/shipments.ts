import {
  ZApiDeclaration,
  ZApiDeclarationNoParams,
  ZApiDeclarationPage,
  ZApiPageQuery,
  ZApiShipmentRequest,
} from '../../schemas/api-v1.ts';
import { endpoint, MEDIA_TYPES } from '../endpoint.ts';

/** Shipments and declarations under the account's open policies, and their certificates. */
export const apiV1DeclarationEndpoints = {
  createShipment: endpoint({
    method: 'POST',
    path: '/shipments',
    access: { apiKey: 'declare' },
    body: ZApiShipmentRequest,
    response: ZApiDeclaration,
    successStatus: 201,
    acceptedWhen:
      'Held: an auto-insure rule of the open policy (or its default) holds the shipment for a person in the portal; nothing is insured or drawn yet',
    summary:
      "Declares a shipment under an open policy, as its auto-insure rules decide: declared (certificate), under review, held (202), refused by a rule (422) or by the policy's terms (200, nothing recorded)",
  }),
  listDeclarations: endpoint({
    method: 'GET',
    path: '/declarations',
    access: { apiKey: 'read' },
    query: ZApiPageQuery,
    response: ZApiDeclarationPage,
    summary: "The account's declarations, newest first, a cursor page at a time",
  }),
  getDeclaration: endpoint({
    method: 'GET',
    path: '/declarations/:declarationNo',
    access: { apiKey: 'read' },
    params: ZApiDeclarationNoParams,
    response: ZApiDeclaration,
    summary: 'One declaration of the account',
  }),
  certificatePdf: endpoint({
    method: 'GET',
    path: '/declarations/:declarationNo/certificate',
    access: { apiKey: 'documents' },
    params: ZApiDeclarationNoParams,
    response: ZApiDeclaration,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    summary: 'The certificate of a declared shipment as a PDF',
  }),
};
