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

/** The certificate number of the declaration numbered `seq`: a declared one has it, one under review not yet. */
export const certificateNoIfDeclared = (priced: PricedDeclaration, seq: number, today: string) =>
  priced.status === DECLARATION_STATUS.declared ? certificateNoOf(seq, today) : null;

/** The numbers of a new declaration, from its value of the sequence. */
export const declarationNumbers = (priced: PricedDeclaration, seq: number, today: string) => ({
  numberSeq: seq,
  declarationNo: declarationNoOf(seq, today),
  certificateNo: certificateNoIfDeclared(priced, seq, today),
});

/** `keys` of `source`, in that order. */
const copyOf = <T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> => {
  const copy = {} as Pick<T, K>;
  for (const key of keys) copy[key] = source[key];
  return copy;
};

const DECLARED_TERMS = [
  'surveyAgent',
  'claimPayableAt',
  'letterOfCredit',
  'letterOfCreditNo',
  'datePrintFormat',
  'mainClause',
  'riders',
] as const;
const DECLARED_PRINTING = [
  'additionalInsurance',
  'otherInformation',
  'issuingDate',
  'printLanguage',
  'paperType',
  'sealType',
] as const;

/** What the certificate states as the customer declared it: stored and answered unchanged. */
export const declaredTerms = <T extends Record<(typeof DECLARED_TERMS)[number], unknown>>(declared: T) =>
  copyOf(declared, DECLARED_TERMS);

/** How the certificate is printed, as declared: stored and answered unchanged. */
export const declaredPrinting = <T extends Record<(typeof DECLARED_PRINTING)[number], unknown>>(
  declared: T,
) => copyOf(declared, DECLARED_PRINTING);

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
  ...declaredTerms(declaration),
  currencyCode: declaration.invoiceCurrency,
  invoiceAmount: priced.invoiceAmount,
  invoiceAmountText: declaration.invoiceAmount,
  additionPercent: declaration.additionPercent ?? '',
  additionPpm: priced.additionPpm,
  insuredAmount: priced.insuredAmount,
  ratePpm: policy.ratePpm,
  premium: priced.premium,
  ...declaredPrinting(declaration),
  reviewReasons: priced.reviewReasons,
  declarationDate: today,
});
