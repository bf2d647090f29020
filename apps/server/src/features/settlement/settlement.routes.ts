import { ZSettlementQuery } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../platform/download.ts';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { XLSX_MIME } from '../../platform/xlsx.ts';
import { querySettlements, settlementListFile } from './settlement.service.ts';

/** Settlement (unpaid premium) enquiry and its download (SPEC §2 /pending-task/settlement, §7). */
export const settlementRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/cargo/settlement/queryNoPaySettlementList',
    { schema: { body: ZSettlementQuery } },
    async (request) =>
      ok(request, await querySettlements(app, requireSession(request), request.body, request.language)),
  );
  routes.get(
    '/cargo/settlement/NoPaySettlementList',
    { schema: { querystring: ZSettlementQuery } },
    async (request, reply) => {
      const file = await settlementListFile(app, requireSession(request), request.query, request.language);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentDisposition(file.fileName, 'NoPaySettlementList.xlsx'))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
