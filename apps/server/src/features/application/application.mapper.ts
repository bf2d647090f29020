import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  type ApplicationForm,
  amountText,
  chinaDateTime,
  findMainClause,
  findPricingProduct,
  formatInTenThousands,
  isBlank,
  labelOf,
  minorUnitsOf,
  type PolicyListRow,
  PRODUCTS,
  type Quote,
  REVIEW_RESULTS,
  type ReviewRecord,
  type StatusChangeResult,
  translate,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type {
  ApplicationColumns,
  ApplicationEventRow,
  ApplicationListSource,
  ApplicationRow,
  RiderNames,
} from './application.repository.ts';

/** Rows become wire objects here, and only here (DESIGN "Mappers at the edge"). */

/** The stored form (written only after the domain schema parsed it). */
export const formOf = (row: ApplicationRow): ApplicationForm => row.form as ApplicationForm;
/** The stored engine quote (written only from `priceApplication`), or null for an unpriced draft. */
export const quoteOf = (row: { quote: unknown }): Quote | null => (row.quote as Quote | null) ?? null;

export const statusName = (status: string) => labelOf(APPLICATION_STATUSES, status, callerLanguage());

/** The columns kept beside the form, for the lists (the seed writes its applications with them too). */
export const columnsOfForm = (form: ApplicationForm, quote: Quote | null): ApplicationColumns => ({
  productCode: form.productCode,
  form,
  applicantName: form.applicant.appliName ?? '',
  insuredName: form.insured.insuredName ?? '',
  planCode: form.insurance.mainClause ?? '',
  insuranceBeginDate: isBlank(form.basic.insuranceBeginDate) ? null : form.basic.insuranceBeginDate,
  insuranceEndDate: isBlank(form.basic.insuranceEndDate) ? null : form.basic.insuranceEndDate,
  currencyCode: quote?.currencyCode ?? form.insurance.currencyCode ?? '',
  insuredAmount: quote?.insuredAmount ?? null,
  premium: quote?.premium ?? null,
  premiumCny: quote?.premiumCny ?? null,
  exchangeRate: quote?.exchangeRate ?? null,
  quote,
  quotationNo: isBlank(form.quotationNo) ? null : form.quotationNo,
});

/** Main clause and riders, from the riders' names of the quote: "英国协会货物条款（A） + 战争险". */
export const planDetailOfRiders = (planCode: string, riders: RiderNames | null): string => {
  const language = callerLanguage();
  const clause = findMainClause(planCode);
  const names = [clause ? (language === 'zh-CN' ? clause.zh : clause.en) : planCode];
  for (const rider of riders ?? []) names.push(language === 'zh-CN' ? rider.zh : rider.en);
  return names.filter((name) => name !== '').join(' + ');
};

/** The plate of a road conveyance (the form's conveyance name), for road products' list rows. */
export const licensePlateOfConveyance = (productCode: string, conveyanceName: string | null): string => {
  const product = findPricingProduct(productCode);
  const isRoad = product?.defaultModes.includes('road') === true;
  return isRoad ? (conveyanceName ?? '') : '';
};

/** SPEC product class: the line of business in the product code (MP09… = 09 cargo). */
export const productClassOf = (productCode: string) => productCode.slice(2, 4);

export const reasonsOf = (keys: readonly string[]) => keys.map((key) => translate(callerLanguage(), key));

/** What a list row shows of a whole application (the staff queue reads whole rows). */
export const listSourceOf = (row: ApplicationRow): ApplicationListSource => {
  const { form: _form, quote: _quote, ...columns } = row;
  return {
    ...columns,
    riders: quoteOf(row)?.riderPremiums ?? null,
    conveyanceName: formOf(row).transport.conveyanceName ?? null,
  };
};

/** A draft or application as a SPEC §3 list row. */
export const toApplicationListRow = (row: ApplicationListSource): PolicyListRow => {
  const isUnderReview =
    row.status === APPLICATION_STATUS.pendingReview || row.status === APPLICATION_STATUS.rejected;
  return {
    id: row.id,
    applicationId: row.id,
    voucherNo: row.voucherNo,
    policyNo: null,
    marketproductName: labelOf(PRODUCTS, row.productCode, callerLanguage()),
    marketproductCode: row.productCode,
    planCode: row.planCode,
    planDetail: row.planCode === '' ? '' : planDetailOfRiders(row.planCode, row.riders),
    riskName: row.insuredName,
    insuranceBeginDate: row.insuranceBeginDate,
    insuranceEndDate: row.insuranceEndDate,
    inputDate: chinaDateTime(row.createdAt),
    createdDate: chinaDateTime(row.submittedAt ?? row.createdAt),
    currencyCode: row.currencyCode,
    insuredAmount: amountText(row.insuredAmount, row.currencyCode),
    totalInsuredAmount:
      row.insuredAmount === null
        ? null
        : formatInTenThousands(row.insuredAmount, minorUnitsOf(row.currencyCode)),
    totalActualPremium: amountText(row.premium, row.currencyCode),
    policyStatus: null,
    policyStatusName: '',
    businessStatus: row.status,
    businessStatusName: statusName(row.status),
    validity: null,
    validityName: '',
    renewalProgress: null,
    hasClaim: 'N',
    validPolicy: 'N',
    productClass: productClassOf(row.productCode),
    bidAddress: '',
    licensePlate: licensePlateOfConveyance(row.productCode, row.conveyanceName),
    reviewReasons: isUnderReview ? reasonsOf(row.referralKeys) : [],
  };
};

/** An application event as a review record (SPEC §4 review result codes). */
export const toReviewRecord = (event: ApplicationEventRow): ReviewRecord => {
  const language = callerLanguage();
  // A compliance officer's step shows as the insurer's (the customer learns nothing of screening).
  const operator = event.actorRole === 'customer' ? 'customer' : 'underwriter';
  return {
    id: event.id,
    reviewResult: event.reviewResult,
    reviewResultName:
      event.reviewResult === null ? '' : labelOf(REVIEW_RESULTS, event.reviewResult, language),
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    toStatusName: statusName(event.toStatus),
    reasons: reasonsOf(event.reasonKeys),
    comment: event.comment,
    operator,
    operatorName: translate(language, `insuring.operator.${operator}`),
    createdAt: chinaDateTime(event.createdAt),
  };
};

/** An application that has just changed status, with the message of what happened. */
export const toStatusChangeResult = (row: ApplicationRow, messageKey: string): StatusChangeResult => ({
  id: row.id,
  voucherNo: row.voucherNo,
  status: row.status,
  statusName: statusName(row.status),
  message: translate(callerLanguage(), messageKey),
});
