import { amountLabel } from '@cargo/domain';
import type { InvoiceRow } from './invoice.repository.ts';

/**
 * What an invoice prints in its remarks box, in Chinese as the invoice itself (docs/business-rules.md
 * "E-invoices"): the premium it is for, the foreign-currency premium and rate when asked, the B/L number
 * when asked, then the customer's own remarks.
 */
export const invoiceRemarkLines = (row: InvoiceRow): string[] => {
  const lines = [row.sourceType === 'policy' ? `保单号：${row.sourceNo}` : `结算单号：${row.sourceNo}`];
  if (row.showForeignCurrency) {
    lines.push(`原币保费：${amountLabel(row.premium, row.currencyCode)}，汇率：${row.exchangeRate}`);
  }
  if (row.showBlNo && row.blNo !== '') lines.push(`提单号：${row.blNo}`);
  if (row.remarks !== '') lines.push(row.remarks);
  return lines;
};
