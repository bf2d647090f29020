import { z } from 'zod';
import { ZSettlementPage, ZSettlementQuery } from '../schemas/settlement.ts';
import { endpoint } from './endpoint.ts';

/** Settlement (unpaid premium) enquiry and its download (SPEC §2 /pending-task/settlement, §7). */
export const settlementEndpoints = {
  querySettlements: endpoint({
    method: 'POST',
    path: '/cargo/settlement/queryNoPaySettlementList',
    access: 'customer',
    body: ZSettlementQuery,
    response: ZSettlementPage,
    summary: "The account's unpaid settlements, a page at a time, with the totals by currency",
  }),
  downloadSettlements: endpoint({
    method: 'GET',
    path: '/cargo/settlement/NoPaySettlementList',
    access: 'customer',
    query: ZSettlementQuery,
    response: z.null(),
    answers: 'file',
    summary: 'The whole filtered list of unpaid settlements (xlsx)',
  }),
};
