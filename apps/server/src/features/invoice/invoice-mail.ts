import { amountText, GATEWAY_PREFIX, LANGUAGES, translate } from '@cargo/domain';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { sendMessage } from '../../platform/outbox.ts';
import type { InvoiceRow } from './invoice.repository.ts';

/**
 * The mail that delivers an invoice to its receiving email, through the outbox, in the transaction that
 * issues it. Bilingual (Chinese, then English): the invoice is Chinese, its reader may not be. It carries
 * the invoice's number, amount and the address the PDF is downloaded from (docs/business-rules.md
 * "E-invoices").
 */
export const invoiceDownloadPath = (invoiceNo: string) =>
  `${GATEWAY_PREFIX}${invoiceEndpoints.invoicePdf.path}?invoiceNo=${invoiceNo}`;

/** A text of the mail in Chinese, then in English. */
const bilingual = (render: (lang: (typeof LANGUAGES)[number]) => string, separator: string) =>
  LANGUAGES.map(render).join(separator);

export const invoicePdfFileName = (invoiceNo: string) => `电子发票-${invoiceNo}.pdf`;

/** The invoice's PDF, attached to its mail when the mail is sent (`registerInvoiceAttachment`). */
export const INVOICE_PDF_ATTACHMENT = 'invoicePdf';

export const sendInvoiceMail = (app: FastifyInstance, db: Executor, row: InvoiceRow) =>
  sendMessage(app, db, {
    channel: 'mail',
    recipient: row.email,
    subject: bilingual(
      (lang) => translate(lang, 'invoice.mail.subject', { invoiceNo: row.invoiceNo }),
      ' / ',
    ),
    body: bilingual(
      (lang) =>
        translate(lang, 'invoice.mail.body', {
          title: row.invoiceTitle,
          invoiceNo: row.invoiceNo,
          sourceNo: row.sourceNo,
          amount: amountText(row.amountCny, 'CNY'),
          tax: amountText(row.taxAmount, 'CNY'),
          link: invoiceDownloadPath(row.invoiceNo),
        }),
      '\n\n',
    ),
    attachments: [{ kind: INVOICE_PDF_ATTACHMENT, reference: `${row.accountId}:${row.invoiceNo}` }],
  });
