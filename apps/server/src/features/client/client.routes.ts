import {
  type ClientRecordKind,
  ZBatchIdsRequest,
  ZClientListQuery,
  ZClientRecordRequest,
  ZDeleteClientRequest,
  ZIdParams,
  ZSaveClientQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import {
  batchDeleteClientRecords,
  deleteClientRecord,
  getDefaultClient,
  listClientRecords,
  saveClientRecord,
  setDefaultClient,
} from './client.service.ts';

/** Frequent applicants and insureds (SPEC §7 "Client defaults", "Queries"). */
export const clientRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const kinds: { kind: ClientRecordKind; name: string; defaultName: string }[] = [
    { kind: 'applicant', name: 'Applicant', defaultName: 'Default' },
    { kind: 'insured', name: 'Insurant', defaultName: 'DefaultInsurant' },
  ];
  for (const { kind, name, defaultName } of kinds) {
    routes.post(
      `/cargo/client/queryCargoFrequency${name}Info`,
      { schema: { body: ZClientListQuery } },
      async (request) => {
        const session = requireSession(request);
        return ok(request, await listClientRecords(app, session, kind, request.body, request.language));
      },
    );
    routes.post(
      `/cargo/client/saveCargoFrequency${name}Info`,
      { schema: { body: ZClientRecordRequest, querystring: ZSaveClientQuery } },
      async (request) => {
        const session = requireSession(request);
        return ok(
          request,
          await saveClientRecord(app, session, kind, request.body, request.query.isDefault, request.language),
        );
      },
    );
    routes.put(`/cargo/client/put${defaultName}/:id`, { schema: { params: ZIdParams } }, async (request) => {
      const session = requireSession(request);
      return ok(request, await setDefaultClient(app, session, kind, request.params.id, request.language));
    });
    routes.get(`/cargo/client/get${defaultName}`, async (request) => {
      const session = requireSession(request);
      return ok(request, await getDefaultClient(app, session, kind, request.language));
    });
  }
  routes.post(
    '/cargo/client/deleteCargoFrequencyClientInfo',
    { schema: { body: ZDeleteClientRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await deleteClientRecord(app, session, request.body.id));
    },
  );
  routes.post('/cargo/client/batchDelete', { schema: { body: ZBatchIdsRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await batchDeleteClientRecords(app, session, request.body.ids));
  });
};
