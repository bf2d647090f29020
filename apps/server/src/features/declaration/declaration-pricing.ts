import {
  DECLARATION_CORRECTION_TYPE,
  DECLARATION_STATUS,
  type Declaration,
  type DeclarationPrice,
  type DeclarationReviewReason,
  type DeclarationStatus,
  priceDeclaration,
  selfCheckReasons,
  shipmentKeyOf,
} from '@cargo/domain';
import type { OpenPolicyRow } from './open-policy.repository.ts';

/**
 * A checked shipment becomes a declaration record (single declarations and batch rows alike): its money,
 * its self-check outcome, its numbers and its columns.
 */

/** A declaration's money (`priceDeclaration`, shared with the form), self-check outcome and shipment key. */
export interface PricedDeclaration extends DeclarationPrice {
  reviewReasons: DeclarationReviewReason[];
  status: DeclarationStatus;
  shipmentKey: string;
}

/** Prices a declaration checked by `ZDeclaration` and `openPolicyIssues` under its open policy, and self-checks it. */
export const assessDeclaration = (
  declaration: Declaration,
  policy: OpenPolicyRow,
  today: string,
): PricedDeclaration => {
  const price = priceDeclaration(declaration, policy);
  if (!price.ok) throw new Error(`declaration not validated: ${price.error}`);
  const reviewReasons = selfCheckReasons(declaration, today);
  return {
    ...price.value,
    reviewReasons,
    status: reviewReasons.length > 0 ? DECLARATION_STATUS.review : DECLARATION_STATUS.declared,
    shipmentKey: shipmentKeyOf(declaration),
  };
};

const compactDate = (date: string) => date.replaceAll('-', '');
/** Declaration (and draft certificate) number: TD + declaration date + 10-digit sequence. */
export const declarationNoOf = (seq: number, date: string) =>
  `TD${compactDate(date)}${String(seq).padStart(10, '0')}`;
/** Certificate number, 20 digits: year + correction type 90003 + 11-digit sequence. */
export const certificateNoOf = (seq: number, date: string) =>
  `${date.slice(0, 4)}${DECLARATION_CORRECTION_TYPE}${String(seq).padStart(11, '0')}`;

/** The columns of a submitted declaration. */
export const declarationValues = (
  declaration: Declaration,
  priced: PricedDeclaration,
  policy: OpenPolicyRow,
  today: string,
) => ({
  status: priced.status,
  shipmentKey: priced.shipmentKey,
  goodsDescription: declaration.goodsDescription,
  marks: declaration.marks,
  invoiceNo: declaration.invoiceNo,
  billOfLadingNo: declaration.billOfLadingNo,
  conveyance: declaration.conveyance,
  loadingPort: declaration.loadingPort,
  dischargePort: declaration.dischargePort,
  viaPort: declaration.viaPort,
  departureCountry: declaration.departureCountry,
  destinationCountry: declaration.destinationCountry,
  sailingDate: declaration.sailingDate,
  surveyAgent: declaration.surveyAgent,
  claimPayableAt: declaration.claimPayableAt,
  letterOfCredit: declaration.letterOfCredit,
  letterOfCreditNo: declaration.letterOfCreditNo,
  datePrintFormat: declaration.datePrintFormat,
  mainClause: declaration.mainClause,
  riders: declaration.riders,
  currencyCode: declaration.invoiceCurrency,
  invoiceAmount: priced.invoiceAmount,
  invoiceAmountText: declaration.invoiceAmount,
  additionPercent: declaration.additionPercent ?? '',
  additionPpm: priced.additionPpm,
  insuredAmount: priced.insuredAmount,
  ratePpm: policy.ratePpm,
  premium: priced.premium,
  additionalInsurance: declaration.additionalInsurance,
  otherInformation: declaration.otherInformation,
  issuingDate: declaration.issuingDate,
  printLanguage: declaration.printLanguage,
  paperType: declaration.paperType,
  sealType: declaration.sealType,
  reviewReasons: priced.reviewReasons,
  declarationDate: today,
});
