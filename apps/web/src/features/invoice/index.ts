/** What other features use of e-invoices: the "Invoice" link of a paid premium. */
export { InvoiceLink } from './invoice-links.tsx';
