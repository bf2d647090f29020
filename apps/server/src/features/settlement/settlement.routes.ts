import { settlementEndpoints } from '@cargo/domain/api/settlement';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { XLSX_MIME } from '../../platform/xlsx.ts';
import { querySettlements, settlementListFile } from './settlement.service.ts';

/** Settlement (unpaid premium) enquiry and its download (SPEC §2 /pending-task/settlement, §7). */
export const settlementRoutes = async (app: FastifyInstance) => {
  serve(app, settlementEndpoints.querySettlements, ({ session, body }) =>
    querySettlements(app, session, body),
  );
  serve(app, settlementEndpoints.downloadSettlements, async ({ session, query, reply }) => {
    const file = await settlementListFile(app, session, query);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachmentDisposition(file.fileName, 'NoPaySettlementList.xlsx'))
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
