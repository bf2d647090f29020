import {
  additionPpmOf,
  currencyByCode,
  DECLARATION_CORRECTION_TYPE,
  DECLARATION_STATUS,
  DECLARATION_STATUSES,
  type Declaration,
  type DeclarationDetail,
  type DeclarationDraftRequest,
  type DeclarationOutcome,
  type DeclarationPage,
  type DeclarationQuery,
  type DeclarationResult,
  type DeclarationReviewReason,
  type DeclarationRow,
  type DeclarationStatus,
  type DeclarationSubmitRequest,
  ERROR_CODES,
  fieldLabel,
  findMainClause,
  findRider,
  formatAmount,
  formatPercent,
  insuredAmountOf,
  isDeclarationReviewReason,
  issueReason,
  type Language,
  labelOf,
  minorUnitsOf,
  multiplyByRate,
  type OpenPolicyDetail,
  type OpenPolicyList,
  type OpenPolicySummary,
  type OpenPolicyTerms,
  openPolicyIssues,
  type PendingDeclarationQuery,
  PRODUCTS,
  parseAmount,
  selfCheckReasons,
  shipmentKeyOf,
  todayInChina,
  translate,
  type ValidationIssue,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, fieldErrors } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findOptions } from '../basedata/basedata.service.ts';
import {
  countInStatus,
  type DeclarationFilter,
  type DeclarationWithPolicy,
  deleteDraft,
  drawBalance,
  findDeclarationByDraftKey,
  findDeclarationByNo,
  findDeclarationByRequestKey,
  findDeclarationPage,
  findDeclaredShipment,
  findInStatusSince,
  findMonthlyDeclared,
  findOpenPoliciesOfAccount,
  findOpenPolicy,
  insertDeclaration,
  type MonthlyDeclaredRow,
  type NewDeclaration,
  nextDeclarationNumbers,
  type OpenPolicyRow,
  updateDraft,
} from './declaration.repository.ts';
import { buildCertificateSheet } from './declaration.xlsx.ts';

// ---------------------------------------------------------------------------------------------------------
// Mappers and shared rules (single declarations and batch rows).

const currencyFields = (currencyCode: string) => ({
  currencyCode,
  currency: currencyByCode(currencyCode)?.iso ?? currencyCode,
});

/** Minor units → exact decimal string of the currency. */
export const moneyText = (amount: number, currencyCode: string) =>
  formatAmount(amount, minorUnitsOf(currencyCode));
const moneyOrNull = (amount: number | null, currencyCode: string) =>
  amount === null ? null : moneyText(amount, currencyCode);

const productName = (code: string, language: Language) => labelOf(PRODUCTS, code, language);

export const toPolicyTerms = (policy: OpenPolicyRow): OpenPolicyTerms => ({
  effectiveDate: policy.effectiveDate,
  endDate: policy.endDate,
  currencyCode: policy.currencyCode,
  productCode: policy.productCode,
  mainClauses: policy.mainClauses,
  riders: policy.riders,
  additionCapPpm: policy.additionCapPpm,
});

const toOpenPolicySummary = (
  policy: OpenPolicyRow,
  language: Language,
  today: string,
): OpenPolicySummary => ({
  policyNo: policy.policyNo,
  productCode: policy.productCode,
  productName: productName(policy.productCode, language),
  insuredName: policy.insuredName,
  effectiveDate: policy.effectiveDate,
  endDate: policy.endDate,
  ...currencyFields(policy.currencyCode),
  totalInsuredAmount: moneyText(policy.totalInsuredAmount, policy.currencyCode),
  balance: moneyText(policy.balance, policy.currencyCode),
  perShipmentLimit: moneyText(policy.perShipmentLimit, policy.currencyCode),
  isInForce: policy.effectiveDate <= today && today <= policy.endDate,
});

const clauseName = (code: string, language: Language) => {
  const clause = findMainClause(code) ?? findRider(code);
  return clause ? (language === 'zh-CN' ? clause.zh : clause.en) : code;
};

/** Reference lists a declaration's codes must belong to (base data, cached by the basedata feature). */
export interface ReferenceLists {
  countries: ReadonlyMap<string, string>;
  datePrintFormats: ReadonlySet<string>;
}

/** Countries by code and by Chinese or English name (upper-cased), and the date print format codes. */
export const loadReferenceLists = async (app: FastifyInstance): Promise<ReferenceLists> => {
  const [countries, formats] = await Promise.all([
    findOptions(app, 'portCountry'),
    findOptions(app, 'datePrintFormat'),
  ]);
  const byName = new Map<string, string>();
  for (const country of countries) {
    byName.set(country.valueCode.toUpperCase(), country.valueCode);
    byName.set(country.valueChineseName.toUpperCase(), country.valueCode);
    if (country.valueEnglishName) byName.set(country.valueEnglishName.toUpperCase(), country.valueCode);
  }
  return { countries: byName, datePrintFormats: new Set(formats.map((format) => format.valueCode)) };
};

/** Country and date print format codes must be in the base data. */
export const referenceIssues = (declaration: Declaration, lists: ReferenceLists): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  for (const path of ['departureCountry', 'destinationCountry'] as const) {
    if (lists.countries.get(declaration[path]) !== declaration[path]) {
      issues.push({ code: 'custom', path: [path], message: 'declaration.error.countryUnknown' });
    }
  }
  if (!lists.datePrintFormats.has(declaration.datePrintFormat)) {
    issues.push({
      code: 'custom',
      path: ['datePrintFormat'],
      message: 'declaration.error.datePrintFormatUnknown',
    });
  }
  return issues;
};

/** The money of a declaration: insured = invoice × (1 + addition); premium = insured × the policy's rate. */
export interface PricedDeclaration {
  invoiceAmount: number;
  additionPpm: number;
  insuredAmount: number;
  premium: number;
  reviewReasons: DeclarationReviewReason[];
  status: DeclarationStatus;
  shipmentKey: string;
}

export const priceDeclaration = (
  declaration: Declaration,
  policy: OpenPolicyRow,
  today: string,
): PricedDeclaration => {
  const invoice = parseAmount(declaration.invoiceAmount, minorUnitsOf(declaration.invoiceCurrency));
  if (!invoice.ok) throw new Error('invoice amount not validated');
  const additionPpm = additionPpmOf(declaration, policy.productCode);
  const insuredAmount = insuredAmountOf(invoice.value, additionPpm);
  const reviewReasons = selfCheckReasons(declaration, today);
  return {
    invoiceAmount: invoice.value,
    additionPpm,
    insuredAmount,
    premium: multiplyByRate(insuredAmount, policy.ratePpm),
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

const reviewReasonTexts = (reasons: readonly string[], language: Language) =>
  reasons
    .filter(isDeclarationReviewReason)
    .map((reason) => translate(language, `declaration.review.${reason}`));

const asStatus = (status: string): DeclarationStatus =>
  DECLARATION_STATUSES.find((entry) => entry.code === status)?.code ?? DECLARATION_STATUS.draft;

/**
 * The outcome a recorded declaration answers (a repeat of its submit). An approved one is declared; a
 * rejected one answers what its submit did (sent to review), its status telling the decision.
 */
const OUTCOME_OF_STATUS: Record<DeclarationStatus, DeclarationOutcome> = {
  [DECLARATION_STATUS.draft]: 'draft',
  [DECLARATION_STATUS.review]: 'review',
  [DECLARATION_STATUS.declared]: 'declared',
  [DECLARATION_STATUS.rejected]: 'review',
};
const outcomeOfStatus = (status: string): DeclarationOutcome => OUTCOME_OF_STATUS[asStatus(status)];

/** The answer for a recorded declaration (new, or found again by its request key). */
const resultOf = (
  { declaration, policy }: DeclarationWithPolicy,
  language: Language,
  balance = policy.balance,
): DeclarationResult => {
  const outcome = outcomeOfStatus(declaration.status);
  const currencyCode = declaration.currencyCode || policy.currencyCode;
  return {
    outcome,
    message: translate(language, `declaration.outcome.${outcome}`, {
      certificateNo: declaration.certificateNo ?? '',
      declarationNo: declaration.declarationNo,
    }),
    declarationNo: declaration.declarationNo,
    certificateNo: declaration.certificateNo,
    status: asStatus(declaration.status),
    ...currencyFields(currencyCode),
    insuredAmount: moneyOrNull(declaration.insuredAmount, currencyCode),
    premium: moneyOrNull(declaration.premium, currencyCode),
    balance: moneyText(balance, policy.currencyCode),
    perShipmentLimit: moneyText(policy.perShipmentLimit, policy.currencyCode),
    reviewReasons: reviewReasonTexts(declaration.reviewReasons, language),
  };
};

/** Over the per-shipment limit or not enough balance: nothing is recorded. */
const refusalOf = (
  outcome: 'overPerShipmentLimit' | 'insufficientBalance',
  policy: OpenPolicyRow,
  priced: PricedDeclaration,
  language: Language,
): DeclarationResult => {
  const currency = currencyFields(policy.currencyCode);
  return {
    outcome,
    message: translate(language, `declaration.outcome.${outcome}`, {
      currency: currency.currency,
      limit: moneyText(policy.perShipmentLimit, policy.currencyCode),
      balance: moneyText(policy.balance, policy.currencyCode),
    }),
    declarationNo: null,
    certificateNo: null,
    status: null,
    ...currency,
    insuredAmount: moneyText(priced.insuredAmount, policy.currencyCode),
    premium: moneyText(priced.premium, policy.currencyCode),
    balance: moneyText(policy.balance, policy.currencyCode),
    perShipmentLimit: moneyText(policy.perShipmentLimit, policy.currencyCode),
    reviewReasons: [],
  };
};

/** A failed row's issue as stored: a message key, with params for the messages that name amounts. */
export interface RowIssue {
  path: string[];
  message: string;
  code?: string;
  params?: Record<string, string>;
  minimum?: number;
  maximum?: number;
}

/** A row issue in the caller's language: "Field: reason", or the reason alone when it concerns the row. */
export const describeRowIssue = (language: Language, issue: RowIssue) => {
  const reason = issue.params
    ? translate(language, issue.message, issue.params)
    : issueReason(language, {
        code: issue.code ?? 'custom',
        path: issue.path,
        message: issue.message,
        minimum: issue.minimum,
        maximum: issue.maximum,
      });
  return issue.path.length === 0
    ? reason
    : translate(language, 'error.field', { field: fieldLabel(language, issue.path), reason });
};

/** Rule failures of a single declaration: HTTP 400 naming each field, listed in `data.issues`. */
const invalid = (issues: ValidationIssue[]) =>
  fieldErrors(
    issues.map((issue) => ({
      path: issue.path.filter((segment) => typeof segment !== 'symbol'),
      messageKey: issue.message,
    })),
  );

/** Thrown inside the transaction to roll it back; the answer is decided outside. */
class Rollback extends Error {
  constructor(readonly reason: 'insufficientBalance' | 'repeated') {
    super(reason);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Open policies.

export const listOpenPolicies = async (
  app: FastifyInstance,
  session: Session,
  language: Language,
): Promise<OpenPolicyList> => {
  const today = todayInChina();
  const policies = await findOpenPoliciesOfAccount(app.db, session.accountId);
  return { list: policies.map((policy) => toOpenPolicySummary(policy, language, today)) };
};

/** The account's open policy, or "not found" (another account's policy is never seen). */
export const requireOpenPolicy = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const policy = await findOpenPolicy(app.db, session.accountId, policyNo);
  if (!policy) throw new AppError(ERROR_CODES.notFound, 'declaration.error.policyNotFound');
  return policy;
};

export const getOpenPolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
  language: Language,
): Promise<OpenPolicyDetail> => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  return {
    ...toOpenPolicySummary(policy, language, todayInChina()),
    insuredContact: policy.insuredContact,
    insuredPhone: policy.insuredPhone,
    insuredAddress: policy.insuredAddress,
    insuredEmail: policy.insuredEmail,
    mainClauses: policy.mainClauses.map((code) => ({ code, name: clauseName(code, language) })),
    riders: policy.riders.map((code) => ({ code, name: clauseName(code, language) })),
    additionCapPercent: formatPercent(policy.additionCapPpm, 0),
    defaultAdditionPercent: formatPercent(
      additionPpmOf({ additionPercent: undefined }, policy.productCode),
      0,
    ),
    ratePercent: formatPercent(policy.ratePpm),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Single declarations.

/**
 * POST /cargo/declaration/submit. Checks the shipment against the open policy, then in one transaction
 * draws the insured amount from the balance (a conditional update that waits for concurrent draws and
 * never overdraws) and records the declaration: declared with a certificate number, or under review when
 * the self-check finds something. Over the per-shipment limit or without enough balance nothing is
 * recorded. Idempotent by `requestKey`: a repeat answers the first result. Drafts keep their saveDraft
 * key apart, so a submit never answers with a draft saved earlier under the same key.
 */
export const submitDeclaration = async (
  app: FastifyInstance,
  session: Session,
  request: DeclarationSubmitRequest,
  language: Language,
): Promise<DeclarationResult> => {
  const { accountId } = session;
  const earlier = await findDeclarationByRequestKey(app.db, accountId, request.requestKey);
  if (earlier) return resultOf(earlier, language);
  const policy = await requireOpenPolicy(app, session, request.policyNo);
  const draft = request.draftNo ? await findDeclarationByNo(app.db, accountId, request.draftNo) : undefined;
  if (request.draftNo && (!draft || draft.policy.id !== policy.id)) {
    throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
  }
  // A draft submitted before (a double click on "submit" of a draft) answers its result.
  if (draft && draft.declaration.status !== DECLARATION_STATUS.draft) return resultOf(draft, language);

  const issues = [
    ...openPolicyIssues(request, toPolicyTerms(policy)),
    ...referenceIssues(request, await loadReferenceLists(app)),
  ];
  if (issues.length > 0) throw invalid(issues);
  const today = todayInChina();
  const priced = priceDeclaration(request, policy, today);
  if (priced.insuredAmount > policy.perShipmentLimit) {
    return refusalOf('overPerShipmentLimit', policy, priced, language);
  }

  try {
    return await app.db.transaction(async (tx) => {
      // The draw takes the policy's row lock: every other declaration of this policy waits here.
      const balance = await drawBalance(tx, policy.id, priced.insuredAmount);
      if (balance === undefined) throw new Rollback('insufficientBalance');
      // A concurrent repeat of this request (or of this draft's submit) may have committed while we waited.
      const repeated =
        (await findDeclarationByRequestKey(tx, accountId, request.requestKey)) !== undefined ||
        (draft !== undefined &&
          (await findDeclarationByNo(tx, accountId, draft.declaration.declarationNo))?.declaration.status !==
            DECLARATION_STATUS.draft);
      if (repeated) throw new Rollback('repeated');
      const duplicate = await findDeclaredShipment(tx, policy.id, priced.shipmentKey);
      // The shipment is known by its invoice number, B/L number and sailing date: named on the first.
      if (duplicate) throw fieldError(['invoiceNo'], 'declaration.error.duplicateShipment');
      const values = declarationValues(request, priced, policy, today);
      let row: NewDeclaration | undefined;
      if (draft) {
        const seq = draft.declaration.numberSeq;
        row = await updateDraft(tx, draft.declaration.id, {
          ...values,
          // From now on a repeat of this submit is answered by its key, like a new declaration's.
          requestKey: request.requestKey,
          certificateNo: priced.status === DECLARATION_STATUS.declared ? certificateNoOf(seq, today) : null,
        });
      } else {
        const [seq] = await nextDeclarationNumbers(tx, 1);
        row = await insertDeclaration(tx, {
          ...values,
          accountId,
          openPolicyId: policy.id,
          requestKey: request.requestKey,
          numberSeq: seq!,
          declarationNo: declarationNoOf(seq!, today),
          certificateNo: priced.status === DECLARATION_STATUS.declared ? certificateNoOf(seq!, today) : null,
        });
      }
      // A concurrent request with the same key (or the same draft) recorded it first.
      if (!row) throw new Rollback('repeated');
      const saved = await findDeclarationByNo(tx, accountId, row.declarationNo);
      return resultOf(saved!, language, balance);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (error.reason === 'insufficientBalance') {
      const current = (await findOpenPolicy(app.db, accountId, policy.policyNo)) ?? policy;
      return refusalOf('insufficientBalance', current, priced, language);
    }
    const winner =
      (await findDeclarationByRequestKey(app.db, accountId, request.requestKey)) ??
      (draft ? await findDeclarationByNo(app.db, accountId, draft.declaration.declarationNo) : undefined);
    if (!winner) throw new AppError(ERROR_CODES.conflict);
    return resultOf(winner, language);
  }
};

/** The columns of a draft: what is valid is kept as typed; nothing is priced and no balance is drawn. */
const draftValues = (draft: DeclarationDraftRequest, policy: OpenPolicyRow, today: string) => {
  const currencyCode = currencyByCode(draft.invoiceCurrency) ? draft.invoiceCurrency : '';
  const invoice = parseAmount(draft.invoiceAmount, minorUnitsOf(currencyCode || policy.currencyCode));
  return {
    status: DECLARATION_STATUS.draft,
    shipmentKey: null,
    goodsDescription: draft.goodsDescription,
    marks: draft.marks,
    invoiceNo: draft.invoiceNo,
    billOfLadingNo: draft.billOfLadingNo,
    conveyance: draft.conveyance,
    loadingPort: draft.loadingPort,
    dischargePort: draft.dischargePort,
    viaPort: draft.viaPort,
    departureCountry: draft.departureCountry.toUpperCase(),
    destinationCountry: draft.destinationCountry.toUpperCase(),
    sailingDate: draft.sailingDate || null,
    surveyAgent: draft.surveyAgent,
    claimPayableAt: draft.claimPayableAt,
    letterOfCredit: draft.letterOfCredit,
    letterOfCreditNo: draft.letterOfCreditNo,
    datePrintFormat: draft.datePrintFormat,
    mainClause: draft.mainClause,
    riders: draft.riders,
    currencyCode,
    invoiceAmount: invoice.ok ? invoice.value : null,
    invoiceAmountText: draft.invoiceAmount,
    additionPercent: draft.additionPercent,
    additionPpm: null,
    insuredAmount: null,
    ratePpm: null,
    premium: null,
    additionalInsurance: draft.additionalInsurance,
    otherInformation: draft.otherInformation,
    issuingDate: draft.issuingDate || null,
    printLanguage: draft.printLanguage,
    paperType: draft.paperType,
    sealType: draft.sealType,
    reviewReasons: [],
    declarationDate: today,
  };
};

/**
 * POST /cargo/declaration/saveDraft: a new draft gets its declaration number (the draft certificate
 * number); with `draftNo` the draft is changed. Drafts draw no balance. Idempotent by `requestKey`.
 */
export const saveDraft = async (
  app: FastifyInstance,
  session: Session,
  request: DeclarationDraftRequest,
  language: Language,
): Promise<DeclarationResult> => {
  const { accountId } = session;
  const earlier = await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (earlier && !request.draftNo) return resultOf(earlier, language);
  const policy = await requireOpenPolicy(app, session, request.policyNo);
  const today = todayInChina();
  if (request.draftNo) {
    const draft = await findDeclarationByNo(app.db, accountId, request.draftNo);
    if (!draft || draft.declaration.status !== DECLARATION_STATUS.draft) {
      throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
    }
    const updated = await updateDraft(app.db, draft.declaration.id, {
      ...draftValues(request, policy, today),
      openPolicyId: policy.id,
    });
    if (!updated) throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
    return resultOf({ declaration: updated, policy }, language);
  }
  const [seq] = await nextDeclarationNumbers(app.db, 1);
  const row = await insertDeclaration(app.db, {
    ...draftValues(request, policy, today),
    accountId,
    openPolicyId: policy.id,
    draftRequestKey: request.requestKey,
    numberSeq: seq!,
    declarationNo: declarationNoOf(seq!, today),
  });
  const saved = row
    ? { declaration: row, policy }
    : await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (!saved) throw new AppError(ERROR_CODES.conflict);
  return resultOf(saved, language);
};

/** POST /cargo/declaration/deleteDraft: only a draft of the account can be deleted. */
export const deleteDraftDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
) => {
  if (!(await deleteDraft(app.db, session.accountId, declarationNo))) {
    throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
  }
  return null;
};

// ---------------------------------------------------------------------------------------------------------
// Enquiry.

/** The underwriter's comment on a decided declaration, as an optional field of its row. */
const reviewCommentField = (comment: string | null): Pick<DeclarationRow, 'reviewComment'> =>
  comment === null ? {} : { reviewComment: comment };

export const toDeclarationRow = (
  { declaration, policy }: DeclarationWithPolicy,
  language: Language,
): DeclarationRow => {
  const currencyCode = declaration.currencyCode || policy.currencyCode;
  return {
    declarationNo: declaration.declarationNo,
    certificateNo: declaration.certificateNo,
    status: asStatus(declaration.status),
    statusName: labelOf(DECLARATION_STATUSES, declaration.status, language),
    policyNo: policy.policyNo,
    productName: productName(policy.productCode, language),
    insuredName: policy.insuredName,
    goodsDescription: declaration.goodsDescription,
    invoiceNo: declaration.invoiceNo,
    billOfLadingNo: declaration.billOfLadingNo,
    conveyance: declaration.conveyance,
    loadingPort: declaration.loadingPort,
    dischargePort: declaration.dischargePort,
    sailingDate: declaration.sailingDate,
    declarationDate: declaration.declarationDate,
    ...currencyFields(currencyCode),
    invoiceAmount: moneyOrNull(declaration.invoiceAmount, currencyCode),
    insuredAmount: moneyOrNull(declaration.insuredAmount, currencyCode),
    premium: moneyOrNull(declaration.premium, currencyCode),
    batchId: declaration.batchId === null ? null : String(declaration.batchId),
    reviewReasons: reviewReasonTexts(declaration.reviewReasons, language),
    ...reviewCommentField(declaration.reviewComment),
  };
};

const toDeclarationDetail = (found: DeclarationWithPolicy, language: Language): DeclarationDetail => {
  const { declaration } = found;
  return {
    ...toDeclarationRow(found, language),
    correctionType: declaration.correctionType,
    marks: declaration.marks,
    viaPort: declaration.viaPort,
    departureCountry: declaration.departureCountry,
    destinationCountry: declaration.destinationCountry,
    surveyAgent: declaration.surveyAgent,
    claimPayableAt: declaration.claimPayableAt,
    letterOfCredit: declaration.letterOfCredit,
    letterOfCreditNo: declaration.letterOfCreditNo,
    datePrintFormat: declaration.datePrintFormat,
    mainClause: declaration.mainClause,
    riders: declaration.riders,
    invoiceCurrency: declaration.currencyCode,
    // The amount as typed: a draft's form is refilled with it.
    invoiceAmount: declaration.invoiceAmountText || null,
    additionPercent: declaration.additionPercent,
    ratePercent: declaration.ratePpm === null ? '' : formatPercent(declaration.ratePpm),
    additionalInsurance: declaration.additionalInsurance,
    otherInformation: declaration.otherInformation,
    issuingDate: declaration.issuingDate,
    printLanguage: declaration.printLanguage,
    paperType: declaration.paperType,
    sealType: declaration.sealType,
  };
};

const page = async (
  app: FastifyInstance,
  filter: DeclarationFilter,
  query: { pageNo: number; pageSize: number },
  language: Language,
): Promise<DeclarationPage> => {
  const { total, rows } = await findDeclarationPage(app.db, filter, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    list: rows.map((row) => toDeclarationRow(row, language)),
  };
};

/** POST /cargo/declaration/query: the account's declarations, newest first. */
export const queryDeclarations = (
  app: FastifyInstance,
  session: Session,
  query: DeclarationQuery,
  language: Language,
) =>
  page(
    app,
    {
      accountId: session.accountId,
      policyNo: query.policyNo || undefined,
      number: query.certificateNo || undefined,
      statuses: query.status ? [query.status] : undefined,
      dateColumn: query.dateType,
      startDate: query.startDate?.slice(0, 10) || undefined,
      endDate: query.endDate?.slice(0, 10) || undefined,
      keyword: query.keyword || undefined,
    },
    query,
    language,
  );

/** POST /cargo/declaration/pending: drafts and declarations under review. */
export const queryPendingDeclarations = (
  app: FastifyInstance,
  session: Session,
  query: PendingDeclarationQuery,
  language: Language,
) =>
  page(
    app,
    {
      accountId: session.accountId,
      policyNo: query.policyNo || undefined,
      statuses: [DECLARATION_STATUS.draft, DECLARATION_STATUS.review],
    },
    query,
    language,
  );

const requireDeclaration = async (app: FastifyInstance, session: Session, declarationNo: string) => {
  const found = await findDeclarationByNo(app.db, session.accountId, declarationNo);
  if (!found) throw new AppError(ERROR_CODES.notFound);
  return found;
};

export const getDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  language: Language,
): Promise<DeclarationDetail> =>
  toDeclarationDetail(await requireDeclaration(app, session, declarationNo), language);

/**
 * GET /cargo/declaration/certificate/{declarationNo}: the certificate of a declared shipment as an xlsx
 * sheet. The printed PDF certificate comes with the document-printing issue.
 */
export const certificateFile = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  language: Language,
) => {
  const found = await requireDeclaration(app, session, declarationNo);
  if (found.declaration.status !== DECLARATION_STATUS.declared || !found.declaration.certificateNo) {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.error.notDeclared');
  }
  const detail = toDeclarationDetail(found, language);
  const label = (key: string) => translate(language, key);
  const field = (name: string) => label(`field.${name}`);
  const money = (amount: string | null) => `${detail.currency} ${amount ?? ''}`;
  const lines: [string, string][] = [
    [field('certificateNo'), detail.certificateNo ?? ''],
    [field('policyNo'), detail.policyNo],
    [label('declaration.certificate.productName'), detail.productName],
    [label('declaration.certificate.insuredName'), detail.insuredName],
    [field('goodsDescription'), detail.goodsDescription],
    [field('marks'), detail.marks],
    [field('invoiceNo'), detail.invoiceNo],
    [field('billOfLadingNo'), detail.billOfLadingNo],
    [field('conveyance'), detail.conveyance],
    [field('loadingPort'), detail.loadingPort],
    [field('viaPort'), detail.viaPort],
    [field('dischargePort'), detail.dischargePort],
    [field('sailingDate'), detail.sailingDate ?? ''],
    [field('mainClause'), clauseName(detail.mainClause, language)],
    [field('riders'), detail.riders.map((code) => clauseName(code, language)).join(', ')],
    [field('invoiceAmount'), money(detail.invoiceAmount)],
    [field('additionPercent'), detail.additionPercent || ''],
    [label('declaration.certificate.insuredAmount'), money(detail.insuredAmount)],
    [label('declaration.certificate.premium'), money(detail.premium)],
    [field('surveyAgent'), detail.surveyAgent],
    [field('claimPayableAt'), detail.claimPayableAt],
    [field('letterOfCreditNo'), detail.letterOfCreditNo],
    [field('additionalInsurance'), detail.additionalInsurance],
    [field('otherInformation'), detail.otherInformation],
    [field('issuingDate'), detail.issuingDate ?? ''],
    [label('declaration.certificate.declarationDate'), detail.declarationDate],
  ];
  return {
    fileName: `certificate-${detail.certificateNo}.xlsx`,
    content: await buildCertificateSheet(label('declaration.certificate.title'), lines),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Used by settlement (through this service, never through the tables).

export type { MonthlyDeclaredRow } from './declaration.repository.ts';

/**
 * The account's declared certificates (03) per open policy and calendar month of the declaration date:
 * open-cover premium is billed monthly (docs/business-rules.md "Settlements"). Dates 'YYYY-MM-DD'.
 */
export const findMonthlyDeclaredPremiums = (
  app: FastifyInstance,
  session: Session,
  range: { startDate?: string; endDate?: string },
): Promise<MonthlyDeclaredRow[]> => findMonthlyDeclared(app.db, session.accountId, range);

// ---------------------------------------------------------------------------------------------------------
// Used by the dashboard.

/** How many of the account's declarations wait for an underwriter (02). */
export const countDeclarationsUnderReview = (app: FastifyInstance, session: Session) =>
  countInStatus(app.db, session.accountId, DECLARATION_STATUS.review);

/** The account's declarations under review (02) declared since the day: the newest `limit` and the total. */
export const findDeclarationsUnderReviewSince = async (
  app: FastifyInstance,
  session: Session,
  sinceDay: string,
  limit: number,
  language: Language,
) => {
  const { rows, total } = await findInStatusSince(
    app.db,
    session.accountId,
    DECLARATION_STATUS.review,
    sinceDay,
    limit,
  );
  return {
    total,
    list: rows.map((row) => ({
      ...row,
      statusName: labelOf(DECLARATION_STATUSES, row.status, language),
    })),
  };
};
