/**
 * What a claim reads of the policy or certificate a loss is reported on: the cover (product, main clause,
 * insured, period, currency) and the shipment it insures. The policy and declaration features answer it; the
 * claim keeps it with the claim (`claims.subject`).
 */
export interface ClaimedCover {
  productCode: string;
  /** The main clause. */
  planCode: string;
  insuredName: string;
  insuranceBeginDate: string;
  insuranceEndDate: string;
  currencyCode: string;
  conveyance: string;
  billOfLadingNo: string;
  loadingPort: string;
  dischargePort: string;
}
