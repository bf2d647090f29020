import {
  currencyByCode,
  type Declaration,
  type DeclarationDetail,
  type DeclarationDraftRequest,
  type DeclarationFieldName,
  type DeclarationPrice,
  type DeclarationSubmitRequest,
  declarationFieldIssues,
  findPricingProduct,
  isInternational,
  isRequiredDeclarationField,
  type LetterOfCreditCheckInput,
  type OpenPolicyDetail,
  type OpenPolicyTerms,
  openPolicyIssues,
  type PrintHabit,
  parsePercent,
  priceDeclaration,
  todayInChina,
  type ValidationIssue,
  ZDeclaration,
  ZDeclarationDraftRequest,
  ZDeclarationSubmitRequest,
} from '@cargo/domain';

/**
 * The transport approval form: its values are the wire fields of `ZDeclaration` as the user typed them,
 * checked by the shared schema and the shared open-policy rules (SPEC §5), never by rules of its own.
 */

export type { DeclarationFieldName } from '@cargo/domain';

type TextFieldName = Exclude<DeclarationFieldName, 'riders'>;

export type DeclarationFormValues = { [K in TextFieldName]?: string } & { riders?: string[] };

/**
 * Whether a field carries the required mark: the fields the domain schema requires (the list the batch
 * template's required columns come from too), and the L/C number while a letter of credit is chosen.
 */
export const isRequiredMark = (name: DeclarationFieldName, values: DeclarationFormValues): boolean =>
  isRequiredDeclarationField(name) || (name === 'letterOfCreditNo' && values.letterOfCredit === '1');

/** Fields whose rule reads another field: they are checked again when that one changes. */
export const FIELD_DEPENDENCIES: Partial<Record<DeclarationFieldName, DeclarationFieldName[]>> = {
  invoiceNo: ['billOfLadingNo'],
  billOfLadingNo: ['invoiceNo'],
  sailingDate: ['issuingDate'],
  issuingDate: ['sailingDate'],
  letterOfCreditNo: ['letterOfCredit'],
  additionPercent: ['letterOfCredit'],
  invoiceAmount: ['invoiceCurrency'],
};

/** The open policy's terms in the shape the domain rules take. */
export const termsOf = (policy: OpenPolicyDetail): OpenPolicyTerms => {
  const cap = parsePercent(policy.additionCapPercent);
  return {
    effectiveDate: policy.effectiveDate,
    endDate: policy.endDate,
    currencyCode: policy.currencyCode,
    productCode: policy.productCode,
    mainClauses: policy.mainClauses.map((clause) => clause.code),
    riders: policy.riders.map((rider) => rider.code),
    additionCapPpm: cap.ok ? cap.value : 0,
  };
};

export const isInternationalPolicy = (productCode: string): boolean => {
  const product = findPricingProduct(productCode);
  return product !== undefined && isInternational(product.kind);
};

/**
 * A fresh form under an open policy: its currency and first clause, today's dates, and the print choices of
 * the user's print habit when it saved one (features/preference), else the usual ones.
 */
export const initialValues = (policy: OpenPolicyDetail, printHabit?: PrintHabit): DeclarationFormValues => {
  const today = todayInChina();
  const international = isInternationalPolicy(policy.productCode);
  return {
    policyNo: policy.policyNo,
    departureCountry: international ? undefined : 'CN',
    destinationCountry: international ? undefined : 'CN',
    sailingDate: today,
    issuingDate: today,
    letterOfCredit: '0',
    datePrintFormat: '01',
    mainClause: policy.mainClauses[0]?.code,
    riders: [],
    invoiceCurrency: policy.currencyCode,
    // International certificates are usually printed in English, domestic ones in Chinese.
    printLanguage: international ? '02' : '01',
    paperType: '01',
    sealType: '01',
    ...printHabit,
  };
};

/** The form of a saved draft, as the user left it. */
export const draftValues = (draft: DeclarationDetail, policy: OpenPolicyDetail): DeclarationFormValues => {
  const text = (value: string | null) => (value === null || value === '' ? undefined : value);
  return {
    policyNo: draft.policyNo,
    goodsDescription: text(draft.goodsDescription),
    marks: text(draft.marks),
    invoiceNo: text(draft.invoiceNo),
    billOfLadingNo: text(draft.billOfLadingNo),
    conveyance: text(draft.conveyance),
    loadingPort: text(draft.loadingPort),
    dischargePort: text(draft.dischargePort),
    viaPort: text(draft.viaPort),
    departureCountry: text(draft.departureCountry),
    destinationCountry: text(draft.destinationCountry),
    sailingDate: text(draft.sailingDate),
    surveyAgent: text(draft.surveyAgent),
    claimPayableAt: text(draft.claimPayableAt),
    letterOfCredit: text(draft.letterOfCredit),
    letterOfCreditNo: text(draft.letterOfCreditNo),
    datePrintFormat: text(draft.datePrintFormat),
    mainClause: text(draft.mainClause),
    riders: draft.riders,
    invoiceAmount: text(draft.invoiceAmount),
    invoiceCurrency: text(draft.invoiceCurrency) ?? policy.currencyCode,
    additionPercent: text(draft.additionPercent),
    additionalInsurance: text(draft.additionalInsurance),
    otherInformation: text(draft.otherInformation),
    issuingDate: text(draft.issuingDate),
    printLanguage: text(draft.printLanguage),
    paperType: text(draft.paperType),
    sealType: text(draft.sealType),
  };
};

/** Blank optional texts are sent as '' (the schema's default), a blank addition as "not given". */
const wireValues = (values: DeclarationFormValues) => ({
  ...values,
  additionPercent: values.additionPercent?.trim() ? values.additionPercent : undefined,
  riders: values.riders ?? [],
});

const fieldOf = (issue: ValidationIssue): string | undefined => {
  const [field] = issue.path;
  return typeof field === 'string' ? field : undefined;
};

/** One field checked alone by its schema: the typed value, or undefined when it does not pass. */
const parsedField = <K extends DeclarationFieldName>(values: DeclarationFormValues, name: K) => {
  const result = ZDeclaration.shape[name].safeParse(wireValues(values)[name]);
  return result.success ? (result.data as Declaration[K]) : undefined;
};

/**
 * The cross-field and open-policy rules (SPEC §5: loading date not before the insurance start, issuing
 * date not before the loading date, addition not above the cap, invoice or B/L number, L/C number…) for
 * the fields already valid on their own, so a message shows next to its field while the form is filled.
 * Fields not valid yet take a neutral stand-in, and the issues that land on a stand-in are dropped.
 */
const crossFieldIssues = (values: DeclarationFormValues, terms: OpenPolicyTerms): ValidationIssue[] => {
  const given = new Set<string>();
  const pick = <K extends DeclarationFieldName>(name: K, standIn: Declaration[K]): Declaration[K] => {
    const value = parsedField(values, name);
    if (value === undefined) return standIn;
    given.add(name);
    return value;
  };
  const probe: Declaration = {
    policyNo: pick('policyNo', ''),
    goodsDescription: pick('goodsDescription', ''),
    marks: pick('marks', ''),
    invoiceNo: pick('invoiceNo', ''),
    billOfLadingNo: pick('billOfLadingNo', ''),
    conveyance: pick('conveyance', ''),
    loadingPort: pick('loadingPort', ''),
    dischargePort: pick('dischargePort', ''),
    viaPort: pick('viaPort', ''),
    departureCountry: pick('departureCountry', ''),
    destinationCountry: pick('destinationCountry', ''),
    sailingDate: pick('sailingDate', ''),
    surveyAgent: pick('surveyAgent', ''),
    claimPayableAt: pick('claimPayableAt', ''),
    letterOfCredit: pick('letterOfCredit', '0'),
    letterOfCreditNo: pick('letterOfCreditNo', ''),
    datePrintFormat: pick('datePrintFormat', ''),
    mainClause: pick('mainClause', ''),
    riders: pick('riders', []),
    invoiceAmount: pick('invoiceAmount', ''),
    invoiceCurrency: pick('invoiceCurrency', ''),
    additionPercent: pick('additionPercent', undefined),
    additionalInsurance: pick('additionalInsurance', ''),
    otherInformation: pick('otherInformation', ''),
    issuingDate: pick('issuingDate', ''),
    printLanguage: pick('printLanguage', '01'),
    paperType: pick('paperType', '01'),
    sealType: pick('sealType', '01'),
  };
  // A blank addition is a valid choice (the product's default), so it counts as given.
  if (values.additionPercent === undefined || values.additionPercent.trim() === '')
    given.add('additionPercent');
  const issues = [...declarationFieldIssues(probe), ...openPolicyIssues(probe, terms)];
  return issues.filter((issue) => {
    const field = fieldOf(issue);
    if (field === undefined || !given.has(field)) return false;
    // The date rules need both dates; the amount and currency rules both fields.
    if (field === 'issuingDate') return given.has('sailingDate');
    if (field === 'invoiceAmount') return given.has('invoiceCurrency');
    if (field === 'additionPercent' && issue.message === 'pricing.error.additionBelowLetterOfCredit')
      return given.has('letterOfCredit');
    return true;
  });
};

/** The first issue of one field: its own schema first, then the rules that involve other fields. */
export const fieldIssue = (
  values: DeclarationFormValues,
  name: DeclarationFieldName,
  terms: OpenPolicyTerms | undefined,
): ValidationIssue | undefined => {
  const own = ZDeclaration.shape[name].safeParse(wireValues(values)[name]);
  if (!own.success) {
    const [first] = own.error.issues;
    return first ? { ...first, path: [name, ...first.path] } : undefined;
  }
  if (!terms) return undefined;
  return crossFieldIssues(values, terms).find((issue) => fieldOf(issue) === name);
};

export type SubmitCheck =
  | { ok: true; request: DeclarationSubmitRequest }
  | { ok: false; issues: ValidationIssue[] };

/** The whole form before a submit: the shared request schema, then the open policy's rules. */
export const checkSubmit = (
  values: DeclarationFormValues,
  terms: OpenPolicyTerms,
  keys: { requestKey: string; draftNo?: string },
): SubmitCheck => {
  const parsed = ZDeclarationSubmitRequest.safeParse({ ...wireValues(values), ...keys });
  if (!parsed.success) {
    // The schema stops before its cross-field rules when a field fails: add the ones already decidable.
    const own = parsed.error.issues as ValidationIssue[];
    const fields = new Set(own.map(fieldOf));
    const cross = crossFieldIssues(values, terms).filter((issue) => !fields.has(fieldOf(issue)));
    return { ok: false, issues: [...own, ...cross] };
  }
  const policyIssues = openPolicyIssues(parsed.data, terms);
  return policyIssues.length > 0 ? { ok: false, issues: policyIssues } : { ok: true, request: parsed.data };
};

export type DraftCheck =
  | { ok: true; request: DeclarationDraftRequest }
  | { ok: false; issues: ValidationIssue[] };

/** A draft needs only the policy number; every text keeps its limit. */
export const checkDraft = (
  values: DeclarationFormValues,
  keys: { requestKey: string; draftNo?: string },
): DraftCheck => {
  const parsed = ZDeclarationDraftRequest.safeParse({
    ...values,
    additionPercent: values.additionPercent ?? '',
    riders: values.riders ?? [],
    ...keys,
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, issues: parsed.error.issues as ValidationIssue[] };
};

/** The figures of the form: the declaration's price in minor units of the policy currency. */
export type QuoteFigures = DeclarationPrice;

/**
 * What the server will compute (`priceDeclaration`: insured = invoice × (1 + addition), premium = insured ×
 * the open cover's rate, both exact), shown while the form is filled; undefined until the amount is valid.
 */
export const quoteOf = (
  values: DeclarationFormValues,
  policy: OpenPolicyDetail,
): QuoteFigures | undefined => {
  const rate = parsePercent(policy.ratePercent);
  if (!rate.ok) return undefined;
  const price = priceDeclaration(
    {
      invoiceAmount: values.invoiceAmount ?? '',
      invoiceCurrency: policy.currencyCode,
      additionPercent: values.additionPercent,
    },
    { productCode: policy.productCode, ratePpm: rate.value },
  );
  return price.ok ? price.value : undefined;
};

/**
 * The cover a letter of credit check reads from the form: the server completes it from the open policy (its
 * default addition when blank; cover from the sailing date). Null until the policy, currency and amount are in.
 */
export const creditCoverOf = (values: DeclarationFormValues): LetterOfCreditCheckInput['cover'] | null => {
  const currency = currencyByCode(values.invoiceCurrency ?? '');
  if (!values.policyNo || !currency || !values.invoiceAmount) return null;
  return {
    currencyCode: currency.code,
    invoiceAmount: values.invoiceAmount,
    additionPercent: values.additionPercent ?? '',
    shipmentDate: values.sailingDate ?? '',
    mainClause: values.mainClause ?? '',
    riders: values.riders ?? [],
    openPolicyNo: values.policyNo,
  };
};
