/** What other features may use of quotation: the only way in from outside the folder. */
export {
  acquireQuote,
  insuringKeys,
  portsQuery,
  previewQuoteQuery,
  userProductsQuery,
} from './quotation.api.ts';
