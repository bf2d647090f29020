import { todayInChina } from '@cargo/domain';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { renderInvoicePdf } from './invoice.pdf.ts';
import { createInvoice, findInvoiceForPrint, queryInvoices, queryPolicyInvoice } from './invoice.service.ts';

/** The China day of an issue as the invoice prints it: '2026年11月24日'. */
const issuedOn = (at: Date) => {
  const [year, month, day] = todayInChina(at).split('-');
  return `${year}年${month}月${day}日`;
};

/** E-invoices (SPEC §7 invoice queryPolicyInvoice and createInvoice). */
export const invoiceRoutes = async (app: FastifyInstance) => {
  serve(app, invoiceEndpoints.queryPolicyInvoice, ({ session, body }) =>
    queryPolicyInvoice(app, session, body),
  );
  serve(app, invoiceEndpoints.createInvoice, ({ session, body }) => createInvoice(app, session, body));
  serve(app, invoiceEndpoints.queryInvoiceList, ({ session, body }) => queryInvoices(app, session, body));
  serve(app, invoiceEndpoints.invoicePdf, async ({ session, query, reply }) => {
    const row = await findInvoiceForPrint(app, session, query.invoiceNo);
    const content = await renderInvoicePdf(row, issuedOn(row.issuedAt));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', content.length)
      .header(
        'content-disposition',
        attachmentDisposition(`电子发票-${row.invoiceNo}.pdf`, `invoice-${row.invoiceNo}.pdf`),
      )
      .header('cache-control', 'private, no-store')
      .send(content);
  });
};
