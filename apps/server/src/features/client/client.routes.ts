import { clientEndpoints } from '@cargo/domain/api/client';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  batchDeleteClientRecords,
  deleteClientRecord,
  getDefaultClient,
  listClientRecords,
  saveClientRecord,
  setDefaultClient,
} from './client.service.ts';

/** The endpoints of each kind of client record (SPEC §7 names them per kind). */
const KINDS = [
  {
    kind: 'applicant',
    list: clientEndpoints.listApplicants,
    save: clientEndpoints.saveApplicant,
    setDefault: clientEndpoints.setDefaultApplicant,
    getDefault: clientEndpoints.getDefaultApplicant,
  },
  {
    kind: 'insured',
    list: clientEndpoints.listInsureds,
    save: clientEndpoints.saveInsured,
    setDefault: clientEndpoints.setDefaultInsured,
    getDefault: clientEndpoints.getDefaultInsured,
  },
] as const;

/** Frequent applicants and insureds (SPEC §7 "Client defaults", "Queries"). */
export const clientRoutes = async (app: FastifyInstance) => {
  for (const { kind, list, save, setDefault, getDefault } of KINDS) {
    serve(app, list, ({ session, body }) => listClientRecords(app, session, kind, body));
    serve(app, save, ({ session, body, query }) =>
      saveClientRecord(app, session, kind, body, query.isDefault),
    );
    serve(app, setDefault, ({ session, params }) => setDefaultClient(app, session, kind, params.id));
    serve(app, getDefault, ({ session }) => getDefaultClient(app, session, kind));
  }
  serve(app, clientEndpoints.deleteClient, ({ session, body }) => deleteClientRecord(app, session, body.id));
  serve(app, clientEndpoints.batchDeleteClients, ({ session, body }) =>
    batchDeleteClientRecords(app, session, body.ids),
  );
};
