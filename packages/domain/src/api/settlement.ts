import { z } from 'zod';
import {
  ZPaidSettlement,
  ZPaidSettlementPage,
  ZPaidSettlementQuery,
  ZSettlementPage,
  ZSettlementPayRequest,
  ZSettlementPdfQuery,
  ZSettlementQuery,
} from '../schemas/settlement.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

/** Settlement (unpaid premium) enquiry and its download (SPEC §2 /pending-task/settlement, §7). */
export const settlementEndpoints = {
  querySettlements: endpoint({
    method: 'POST',
    path: '/cargo/settlement/queryNoPaySettlementList',
    access: customerAccess.read,
    body: ZSettlementQuery,
    response: ZSettlementPage,
    summary: "The account's unpaid settlements, a page at a time, with the totals by currency",
  }),
  downloadSettlements: endpoint({
    method: 'GET',
    path: '/cargo/settlement/NoPaySettlementList',
    access: customerAccess.read,
    query: ZSettlementQuery,
    response: z.null(),
    answers: 'file',
    mediaType: MEDIA_TYPES.xlsx,
    summary: 'The whole filtered list of unpaid settlements (xlsx)',
  }),
  settlementPdf: endpoint({
    method: 'GET',
    path: '/cargo/settlement/NoPaySettlementListPdf',
    access: customerAccess.read,
    query: ZSettlementPdfQuery,
    response: z.null(),
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    summary: 'The whole filtered list of unpaid settlements (PDF, in the print language)',
  }),
  paySettlement: endpoint({
    method: 'POST',
    path: '/cargo/settlement/pay',
    access: customerAccess.operate,
    body: ZSettlementPayRequest,
    response: ZPaidSettlement,
    summary:
      'Pays an open-policy month or a correction premium as shown; a repeat with the same request key is harmless',
  }),
  queryPaidSettlements: endpoint({
    method: 'POST',
    path: '/cargo/settlement/queryPaidSettlementList',
    access: customerAccess.read,
    body: ZPaidSettlementQuery,
    response: ZPaidSettlementPage,
    summary: "The account's paid settlements, newest first, with their invoice numbers",
  }),
};
