import { settlementEndpoints } from '@cargo/domain/api/settlement';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition, sendWorkbook } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { querySettlements, settlementListFile } from './settlement.service.ts';
import { paySettlement } from './settlement-payment.service.ts';
import { settlementListPdf } from './settlement-print.service.ts';

/**
 * Settlement (unpaid premium) enquiry, its downloads and payment (SPEC §2 /pending-task/settlement, §7). The paid
 * settlements, which carry their invoice numbers, are served with the invoices (`invoice.routes.ts`).
 */
export const settlementRoutes = async (app: FastifyInstance) => {
  serve(app, settlementEndpoints.querySettlements, ({ session, body }) =>
    querySettlements(app, session, body),
  );
  serve(app, settlementEndpoints.downloadSettlements, async ({ session, query, reply }) =>
    sendWorkbook(reply, await settlementListFile(app, session, query), 'NoPaySettlementList.xlsx'),
  );
  serve(app, settlementEndpoints.settlementPdf, async ({ session, query, reply }) => {
    const file = await settlementListPdf(app, session, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(file.fileName, 'NoPaySettlementList.pdf'))
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
  serve(app, settlementEndpoints.paySettlement, ({ session, body }) => paySettlement(app, session, body));
};
