import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import type { FastifyInstance } from 'fastify';
import { DeliveryError } from '../../platform/delivery/delivery-error.ts';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { queryPaidSettlements } from '../settlement/settlement-payment.service.ts';
import { renderIssuedInvoicePdf } from './invoice.pdf.ts';
import { findInvoiceOfAccount } from './invoice.repository.ts';
import {
  createInvoice,
  findInvoiceForPrint,
  queryInvoices,
  queryPolicyInvoice,
  withInvoiceNumbers,
} from './invoice.service.ts';
import { INVOICE_PDF_ATTACHMENT, invoicePdfFileName } from './invoice-mail.ts';

/**
 * E-invoices (SPEC §7 invoice queryPolicyInvoice and createInvoice), and the paid settlements with the invoice
 * drawn on each (declared with the settlements: `settlementEndpoints.queryPaidSettlements`).
 */
export const invoiceRoutes = async (app: FastifyInstance) => {
  // The invoice mail carries the PDF, drawn when the mail is sent; `reference` is `<accountId>:<invoiceNo>`.
  app.outboxDelivery.registerAttachment(INVOICE_PDF_ATTACHMENT, async (reference) => {
    const [accountId, invoiceNo] = reference.split(':');
    const row = await findInvoiceOfAccount(app.db, Number(accountId), invoiceNo ?? '');
    if (!row) throw new DeliveryError(`invoice ${reference} not found for its mail`, true);
    return {
      filename: invoicePdfFileName(row.invoiceNo),
      contentType: 'application/pdf',
      content: await renderIssuedInvoicePdf(row),
    };
  });
  serve(app, invoiceEndpoints.queryPolicyInvoice, ({ session, body }) =>
    queryPolicyInvoice(app, session, body),
  );
  serve(app, invoiceEndpoints.createInvoice, ({ session, body }) => createInvoice(app, session, body));
  serve(app, invoiceEndpoints.queryInvoiceList, ({ session, body }) => queryInvoices(app, session, body));
  serve(app, invoiceEndpoints.invoicePdf, async ({ session, query, reply }) => {
    const row = await findInvoiceForPrint(app, session, query.invoiceNo);
    const content = await renderIssuedInvoicePdf(row);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', content.length)
      .header(
        'content-disposition',
        attachmentDisposition(invoicePdfFileName(row.invoiceNo), `invoice-${row.invoiceNo}.pdf`),
      )
      .header('cache-control', 'private, no-store')
      .send(content);
  });
  serve(app, settlementEndpoints.queryPaidSettlements, async ({ session, body }) =>
    withInvoiceNumbers(app, session, await queryPaidSettlements(app, session, body)),
  );
};
