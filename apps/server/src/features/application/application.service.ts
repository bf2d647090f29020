import {
  APPLICATION_STATUS,
  type ApplicationForm,
  type ApplicationListQuery,
  type ApplicationView,
  type ApplyPolicyRequest,
  type ApplyResult,
  businessNow,
  chinaDayRange,
  type DraftListQuery,
  ENQUIRY_APPLICATION_STATUSES,
  ERROR_CODES,
  formatAmount,
  isBlank,
  isFullPolicyNo,
  type Language,
  labelOf,
  type Page,
  type PolicyListRow,
  PRODUCTS,
  parseAmount,
  type Quote,
  type ReviewDecisionRequest,
  type ReviewRecord,
  type StatusChangeResult,
  type TempApplyRequest,
  type TempApplyResult,
  translate,
  withDerivedClientFacts,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, type FieldIssue, fieldError, fieldErrors, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { describeFiles } from '../file/file.service.ts';
import {
  assertProductAllowed,
  checkReferenceCodes,
  formatDocumentNumber,
  isQuotationEffective,
  priceForm,
  toQuoteResult,
} from '../quotation/quotation.service.ts';
import {
  columnsOfForm,
  formOf,
  quoteOf,
  reasonsOf,
  statusName,
  toApplicationListRow,
  toReviewRecord,
} from './application.mapper.ts';
import {
  type ApplicationChanges,
  type ApplicationColumns,
  type ApplicationFilter,
  type ApplicationRow,
  countApplicationsByStatus,
  deleteApplication,
  findApplication,
  findApplicationByDraftKey,
  findApplicationBySubmitKey,
  findApplicationEvents,
  findApplicationsByIds,
  findApplicationsChangedSince,
  findSubmittedApplicationsInStatus,
  insertApplication,
  insertApplicationEvent,
  isUnderwriterUser,
  listApplications,
  lockApplication,
  lockApplicationOfAnyAccount,
  nextApplicationSequence,
  updateApplication,
} from './application.repository.ts';

export {
  licensePlateOf,
  planDetailOf,
  productClassOf,
  statusName,
} from './application.mapper.ts';
export type { ApplicationRow } from './application.repository.ts';

const { draft, pendingPayment, pendingReview, pendingModification, rejected, cancelled, issued } =
  APPLICATION_STATUS;

/** Review result codes (SPEC §4) written with a status change. */
const REVIEW_RESULT = {
  approved: '00',
  pendingAudit: '02',
  pendingPayment: '03',
  pendingModification: '04',
  auditFailed: '05',
} as const;

/** The portal's own underwriting rule on top of the pricing engine: free-edit agreements are referred. */
export const FREE_AGREEMENT_REFERRAL = 'insuring.refer.freeAgreement';
export const referralKeysOf = (quote: Quote, form: ApplicationForm): string[] => {
  const keys: string[] = [...quote.referrals];
  if ((form.specialAgreements ?? []).some((agreement) => agreement.agreementType === 'free')) {
    keys.push(FREE_AGREEMENT_REFERRAL);
  }
  return keys;
};

const conflict = (key: string) => new AppError(ERROR_CODES.conflict, key);

// ---------------------------------------------------------------------------------------------------
// Access checks (who may do what in which status).

/** Only drafts (B1) and applications pending modification (B5) can be changed by the customer. */
const assertModifiable = (row: ApplicationRow) => {
  if (row.status === cancelled) throw conflict('insuring.error.cancelledCannotRecover');
  // SPEC §4: an application under review must be withdrawn before modification.
  if (row.status === pendingReview) throw conflict('insuring.error.underReviewWithdrawFirst');
  if (row.status !== draft && row.status !== pendingModification)
    throw conflict('insuring.error.cannotModify');
};

const assertSameProduct = (row: ApplicationRow, form: ApplicationForm) => {
  if (row.productCode !== form.productCode) {
    throw fieldError(['form', 'productCode'], 'insuring.error.productChange');
  }
};

/** The application, or 404 (another account's application is not found either). */
const found = (row: ApplicationRow | undefined): ApplicationRow => {
  if (row === undefined) throw notFound();
  return row;
};

const findOwnApplication = async (app: FastifyInstance, session: Session, id: number) =>
  found(await findApplication(app.db, session.accountId, id));

const lockOwnApplication = async (db: Executor, session: Session, id: number) =>
  found(await lockApplication(db, session.accountId, id));

// ---------------------------------------------------------------------------------------------------
// Form checks and columns.

/**
 * Attachments are files the account uploaded (another account's id is "not found" like a missing one),
 * each classified, at most one per document type (SPEC §5).
 */
const checkAttachments = async (
  app: FastifyInstance,
  session: Session,
  form: ApplicationForm,
): Promise<FieldIssue[]> => {
  const ids = form.attachments ?? [];
  if (ids.length === 0) return [];
  const files = await describeFiles(app, session.accountId, ids, 'zh-CN');
  const issues: FieldIssue[] = [];
  const types = new Set<string>();
  ids.forEach((id, index) => {
    const path = ['form', 'attachments', index];
    const file = files.find((item) => item.fileId === id);
    if (file === undefined) {
      issues.push({ path, messageKey: 'insuring.error.attachmentNotFound' });
    } else if (file.documentType === null) {
      issues.push({ path, messageKey: 'insuring.error.attachmentUnclassified' });
    } else if (types.has(file.documentType)) {
      issues.push({ path, messageKey: 'insuring.error.attachmentTypeRepeated' });
    } else {
      types.add(file.documentType);
    }
  });
  return issues;
};

/**
 * The product, reference codes, quotation and attachments of a form; 400 naming the fields, before
 * anything is written.
 */
const checkForm = async (app: FastifyInstance, session: Session, form: ApplicationForm) => {
  await assertProductAllowed(app, session.accountId, form.productCode, ['form']);
  const issues: FieldIssue[] = await checkReferenceCodes(app, form, ['form']);
  issues.push(...(await checkAttachments(app, session, form)));
  if (!isBlank(form.quotationNo) && !(await isQuotationEffective(app, session.accountId, form.quotationNo))) {
    issues.push({ path: ['form', 'quotationNo'], messageKey: 'insuring.error.quotationExpired' });
  }
  if (issues.length > 0) throw fieldErrors(issues);
};

const newVoucherNo = async (db: Executor, productCode: string) =>
  formatDocumentNumber('application', productCode, await nextApplicationSequence(db));

/** Who changed an application's status. */
interface Actor {
  userId: number;
  role: 'customer' | 'underwriter';
}
const customer = (session: Session): Actor => ({ userId: session.userId, role: 'customer' });

/** What a history row says beside the two statuses. */
interface EventDetails {
  reviewResult?: string;
  reasonKeys?: string[];
  comment?: string;
}

/** The history row of an application that has just moved from `fromStatus` to its current status. */
const recordEvent = (
  db: Executor,
  row: ApplicationRow,
  fromStatus: string | null,
  actor: Actor,
  details: EventDetails = {},
) =>
  insertApplicationEvent(db, {
    applicationId: row.id,
    accountId: row.accountId,
    actorUserId: actor.userId,
    actorRole: actor.role,
    fromStatus,
    toStatus: row.status,
    reviewResult: details.reviewResult ?? null,
    reasonKeys: details.reasonKeys ?? [],
    comment: details.comment ?? '',
  });

/**
 * A new application of the session's account, numbered, with its first history row. When a concurrent
 * request with the same request key committed first, the application `findWinner` finds is answered.
 */
const insertNewApplication = async (
  db: Executor,
  session: Session,
  columns: ApplicationColumns & Pick<ApplicationRow, 'status'>,
  details: EventDetails,
  findWinner: () => Promise<ApplicationRow | undefined>,
): Promise<ApplicationRow> => {
  const inserted = await insertApplication(db, {
    ...columns,
    accountId: session.accountId,
    createdBy: session.userId,
    voucherNo: await newVoucherNo(db, columns.productCode),
  });
  if (inserted === undefined) {
    const winner = await findWinner();
    if (winner === undefined) throw new AppError(ERROR_CODES.conflict);
    return winner;
  }
  await recordEvent(db, inserted, null, customer(session), details);
  return inserted;
};

/** Moves an application to `changes.status` with its history row, in the caller's transaction. */
const changeStatus = async (
  db: Executor,
  current: ApplicationRow,
  changes: ApplicationChanges & Pick<ApplicationRow, 'status'>,
  actor: Actor,
  details: EventDetails = {},
): Promise<ApplicationRow> => {
  const updated = await updateApplication(db, current.id, changes);
  await recordEvent(db, updated, current.status, actor, details);
  return updated;
};

// ---------------------------------------------------------------------------------------------------
// Drafts (B1).

const toTempApplyResult = (row: ApplicationRow, language: Language): TempApplyResult => {
  const quote = quoteOf(row);
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    quote: quote === null ? null : toQuoteResult(quote, language),
  };
};

/** Creates a draft in its own transaction step (tempApply, copyPolicyInfo). */
const createDraft = async (
  db: Executor,
  session: Session,
  form: ApplicationForm,
  quote: Quote | null,
  requestKey: string | undefined,
): Promise<ApplicationRow> => {
  const findByKey = async () =>
    requestKey === undefined ? undefined : findApplicationByDraftKey(db, session.accountId, requestKey);
  const existing = await findByKey();
  if (existing !== undefined) return existing;
  return insertNewApplication(
    db,
    session,
    { ...columnsOfForm(form, quote), status: draft, draftRequestKey: requestKey ?? null },
    {},
    findByKey,
  );
};

/**
 * POST tempApply: saves a draft (B1). Without `id` a new draft (a repeat with the same `requestKey`
 * answers the same draft); with `id` the draft, or an application pending modification (B5), is updated.
 * A draft is priced when it can be, for display; drafts are never underwritten.
 */
export const saveDraft = async (
  app: FastifyInstance,
  session: Session,
  request: TempApplyRequest,
  language: Language,
): Promise<TempApplyResult> => {
  const form = withDerivedClientFacts(request.form);
  // Another account's id is "not found" before anything else is said about the form.
  if (request.id !== undefined) await findOwnApplication(app, session, request.id);
  await checkForm(app, session, form);
  const priced = await priceForm(app, form, ['form']);
  const quote = priced.ok ? priced.quote : null;
  const row = await app.db.transaction(async (tx) => {
    if (request.id === undefined) return createDraft(tx, session, form, quote, request.requestKey);
    const current = await lockOwnApplication(tx, session, request.id);
    assertModifiable(current);
    assertSameProduct(current, form);
    return updateApplication(tx, current.id, columnsOfForm(form, quote));
  });
  return toTempApplyResult(row, language);
};

/** POST deleteTempInsurancePolicy: deletes a draft of the account (only drafts). */
export const deleteDraft = async (app: FastifyInstance, session: Session, id: number): Promise<null> =>
  app.db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, session, id);
    if (row.status !== draft) throw conflict('insuring.error.cannotModify');
    await deleteApplication(tx, session.accountId, id);
    return null;
  });

/** A draft or application loaded into the form. */
export const loadApplication = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  language: Language,
): Promise<ApplicationView> => {
  const row = await findOwnApplication(app, session, id);
  const quote = quoteOf(row);
  const form = formOf(row);
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    statusName: statusName(row.status, language),
    productCode: row.productCode,
    productName: labelOf(PRODUCTS, row.productCode, language),
    form,
    quote: quote === null ? null : toQuoteResult(quote, language, { referralKeys: row.referralKeys }),
    isModifiable: row.status === draft || row.status === pendingModification,
    reviewReasons:
      row.status === pendingReview || row.status === rejected ? reasonsOf(row.referralKeys, language) : [],
    attachmentFiles: await describeFiles(app, session.accountId, form.attachments ?? [], language),
  };
};

/**
 * A new draft from the form of an issued application of the account (copyPolicyInfo), or from the
 * policy's corrected form when a correction changed it. Shipment-specific fields are cleared: dates,
 * invoice and bill of lading numbers, vessel details, signing, attachments.
 */
export const createDraftFromIssuedApplication = async (
  app: FastifyInstance,
  session: Session,
  applicationId: number,
  language: Language,
  correctedForm: ApplicationForm | null = null,
): Promise<TempApplyResult> => {
  const source = await findOwnApplication(app, session, applicationId);
  if (source.status !== issued) throw conflict('insuring.error.policyNotCopyable');
  const original = correctedForm ?? formOf(source);
  const form: ApplicationForm = {
    ...original,
    quotationNo: null,
    basic: { insuranceBeginDate: null, insuranceEndDate: null },
    transport: {
      ...original.transport,
      invoiceNo: null,
      blNo: null,
      conveyanceName: null,
      departureDate: null,
      creditNo: null,
      shipAge: undefined,
      trackingNo: null,
    },
    insurance: { ...original.insurance, insuredAmount: null, rate: null, premium: null },
    other: { signDate: null, antiDatedConfirmed: null, declaration: original.other.declaration },
    attachments: [],
  };
  const row = await app.db.transaction((tx) => createDraft(tx, session, form, null, undefined));
  return toTempApplyResult(row, language);
};

// ---------------------------------------------------------------------------------------------------
// Submit, withdraw, cancel, review.

const outcomeMessage = (status: string, referralKeys: readonly string[], language: Language) =>
  status === pendingReview
    ? translate(language, 'insuring.message.pendingReview', {
        reasons: reasonsOf(referralKeys, language).join(language === 'zh-CN' ? '；' : '; '),
      })
    : status === pendingPayment
      ? translate(language, 'insuring.message.pendingPayment')
      : statusName(status, language);

const toApplyResult = (
  row: ApplicationRow,
  clientPremium: string | null,
  language: Language,
): ApplyResult => {
  const quote = quoteOf(row)!;
  const clientMinor = clientPremium === null ? undefined : parseAmount(clientPremium, quote.minorUnits);
  const isPremiumChanged =
    clientMinor !== undefined && (!clientMinor.ok || clientMinor.value !== quote.premium);
  const messages = [outcomeMessage(row.status, row.referralKeys, language)];
  if (isPremiumChanged) {
    messages.push(
      translate(language, 'insuring.message.premiumChanged', {
        currency: quote.currency,
        server: formatAmount(quote.premium, quote.minorUnits),
        client: clientPremium ?? '',
      }),
    );
  }
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    statusName: statusName(row.status, language),
    quote: toQuoteResult(quote, language, { referralKeys: row.referralKeys }),
    referrals: row.referralKeys.map((key) => ({ key, message: translate(language, key) })),
    isPremiumChanged,
    clientPremium,
    message: messages.join(' '),
  };
};

/**
 * POST applyPolicy. The server prices the form again (the page's premium is only compared), applies the
 * underwriting rules and moves the application to B3 pending payment, or B4 pending review with the
 * reasons. Input errors answer 400 and write nothing. Idempotent by `requestKey`: a double click or a
 * retry answers the same application.
 */
export const submitApplication = async (
  app: FastifyInstance,
  session: Session,
  request: ApplyPolicyRequest,
  language: Language,
): Promise<ApplyResult> => {
  const form = withDerivedClientFacts(request.form);
  const clientPremium = isBlank(form.insurance.premium) ? null : form.insurance.premium;
  const replay = await findApplicationBySubmitKey(app.db, session.accountId, request.requestKey);
  if (replay !== undefined) return toApplyResult(replay, clientPremium, language);

  if (request.id !== undefined) await findOwnApplication(app, session, request.id);
  await checkForm(app, session, form);
  const priced = await priceForm(app, form, ['form']);
  if (!priced.ok) throw fieldErrors(priced.issues);
  const quote = priced.quote;
  const referralKeys = referralKeysOf(quote, form);
  const toStatus = referralKeys.length > 0 ? pendingReview : pendingPayment;
  const changes = {
    ...columnsOfForm(form, quote),
    status: toStatus,
    referralKeys,
    submitRequestKey: request.requestKey,
    submittedAt: businessNow(),
  };
  const details = {
    reviewResult: toStatus === pendingReview ? REVIEW_RESULT.pendingAudit : REVIEW_RESULT.pendingPayment,
    reasonKeys: referralKeys,
  };

  const row = await app.db.transaction(async (tx) => {
    if (request.id !== undefined) {
      const current = await lockOwnApplication(tx, session, request.id);
      // The same submit already went through while this one waited for the lock.
      if (current.submitRequestKey === request.requestKey) return current;
      assertModifiable(current);
      assertSameProduct(current, form);
      return changeStatus(tx, current, changes, customer(session), details);
    }
    return insertNewApplication(tx, session, changes, details, () =>
      findApplicationBySubmitKey(tx, session.accountId, request.requestKey),
    );
  });
  return toApplyResult(row, clientPremium, language);
};

const toStatusChangeResult = (
  row: ApplicationRow,
  messageKey: string,
  language: Language,
): StatusChangeResult => ({
  id: row.id,
  voucherNo: row.voucherNo,
  status: row.status,
  statusName: statusName(row.status, language),
  message: translate(language, messageKey),
});

/** POST /cargo/apply/withdraw/{id}: an application pending review or payment goes back to B5 for modification. */
export const withdrawApplication = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  language: Language,
): Promise<StatusChangeResult> => {
  const row = await app.db.transaction(async (tx) => {
    const current = await lockOwnApplication(tx, session, id);
    if (current.status === cancelled) throw conflict('insuring.error.cancelledCannotRecover');
    if (current.status !== pendingReview && current.status !== pendingPayment) {
      throw conflict('insuring.error.cannotWithdraw');
    }
    return changeStatus(tx, current, { status: pendingModification }, customer(session), {
      reviewResult: REVIEW_RESULT.pendingModification,
    });
  });
  return toStatusChangeResult(row, 'insuring.message.withdrawn', language);
};

const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set([
  pendingPayment,
  pendingReview,
  pendingModification,
]);

/** POST deletePolicyApply: cancels an unpaid application (B3, B4, B5) for good; repeating it is harmless. */
export const cancelApplication = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  language: Language,
): Promise<StatusChangeResult> => {
  const row = await app.db.transaction(async (tx) => {
    const current = await lockOwnApplication(tx, session, id);
    if (current.status === cancelled) return current;
    if (!CANCELLABLE_STATUSES.has(current.status)) {
      throw conflict('insuring.error.cannotCancel');
    }
    return changeStatus(tx, current, { status: cancelled }, customer(session));
  });
  return toStatusChangeResult(row, 'insuring.message.cancelled', language);
};

/**
 * POST /cargo/backoffice/review/{id}: an underwriter approves (→ B3) or rejects (→ B6) an application under
 * review. Only underwriters reach it (the endpoint's access, checked before the request is read).
 */
export const decideReview = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: ReviewDecisionRequest,
  language: Language,
): Promise<StatusChangeResult> => {
  const isApproved = decision.result === '00';
  const row = await app.db.transaction(async (tx) => {
    const current = found(await lockApplicationOfAnyAccount(tx, id));
    if (current.status !== pendingReview) throw conflict('insuring.error.notUnderReview');
    return changeStatus(
      tx,
      current,
      { status: isApproved ? pendingPayment : rejected },
      { userId: session.userId, role: 'underwriter' },
      {
        reviewResult: isApproved ? REVIEW_RESULT.approved : REVIEW_RESULT.auditFailed,
        comment: decision.comment ?? '',
      },
    );
  });
  return toStatusChangeResult(
    row,
    isApproved ? 'insuring.message.reviewApproved' : 'insuring.message.reviewRejected',
    language,
  );
};

/** POST queryReviewRecordByApplyPolicyNo/{id}: the application's history, oldest first. */
export const listReviewRecords = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  language: Language,
): Promise<ReviewRecord[]> => {
  await findOwnApplication(app, session, id);
  const events = await findApplicationEvents(app.db, session.accountId, id);
  return events.map((event) => toReviewRecord(event, language));
};

// ---------------------------------------------------------------------------------------------------
// Enquiries.

/** Input dates of a China-day range: the end date runs to 23:59:59 (SPEC §5). */
const chinaTimeRange = (startDate: string, endDate: string) => {
  const { from, to } = chinaDayRange(startDate, endDate);
  return { inputFrom: from, inputTo: to };
};

/** The range is skipped with a full 20-digit number or a query type (SPEC §5). */
const hasDateRange = (query: { startDate?: string; endDate?: string }, number: string | undefined) =>
  !isFullPolicyNo(number) && !isBlank(query.startDate) && !isBlank(query.endDate);

/** One page of the account's applications: the filters both enquiries share, and each one's own. */
const listPage = async (
  app: FastifyInstance,
  session: Session,
  query: Pick<DraftListQuery, 'voucherNo' | 'productCode' | 'insuredName' | 'pageNo' | 'pageSize'>,
  filter: Pick<ApplicationFilter, 'statuses' | 'beginFrom' | 'beginTo' | 'inputFrom' | 'inputTo'>,
  language: Language,
): Promise<Page<PolicyListRow>> => {
  const { rows, total } = await listApplications(app.db, session.accountId, {
    ...filter,
    voucherNo: query.voucherNo || undefined,
    productCode: query.productCode || undefined,
    insuredName: query.insuredName || undefined,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => toApplicationListRow(row, language)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** POST queryTempInsurancePolicy: the account's drafts, newest first; dates on the input date. */
export const listDrafts = async (
  app: FastifyInstance,
  session: Session,
  query: DraftListQuery,
  language: Language,
): Promise<Page<PolicyListRow>> => {
  const range =
    hasDateRange(query, query.voucherNo) && query.startDate && query.endDate
      ? chinaTimeRange(query.startDate, query.endDate)
      : {};
  return listPage(app, session, query, { statuses: [draft], ...range }, language);
};

/** POST queryPolicyApplyList: applications B3, B4, B5, H0, B6, newest first; dates on the insurance start. */
export const listSubmittedApplications = async (
  app: FastifyInstance,
  session: Session,
  query: ApplicationListQuery,
  language: Language,
): Promise<Page<PolicyListRow>> => {
  const withRange = hasDateRange(query, query.voucherNo);
  return listPage(
    app,
    session,
    query,
    {
      statuses: query.businessStatus ? [query.businessStatus] : ENQUIRY_APPLICATION_STATUSES,
      beginFrom: withRange ? query.startDate?.slice(0, 10) : undefined,
      beginTo: withRange ? query.endDate?.slice(0, 10) : undefined,
    },
    language,
  );
};

// ---------------------------------------------------------------------------------------------------
// Used by payment and policy (through this service, never through the tables).

/** The application to be paid, locked for the payment transaction; 404 for another account's. */
export const lockApplicationForPayment = (db: Executor, session: Session, id: number) =>
  lockOwnApplication(db, session, id);

/** An application of the account, for the payment details. */
export const findApplicationOfAccount = (app: FastifyInstance, session: Session, id: number) =>
  findOwnApplication(app, session, id);

/** Marks a paid application as issued (P1), with its history row, in the caller's transaction. */
export const markApplicationIssued = (db: Executor, session: Session, row: ApplicationRow) =>
  changeStatus(db, row, { status: issued }, customer(session));

/**
 * Whether the user is insurer-side underwriting staff.
 * @deprecated The endpoint's `access: 'underwriter'` checks the role (account feature's `isUnderwriter`);
 * kept only until the declaration and correction reviews stop importing it.
 */
export const isUnderwriter = (app: FastifyInstance, userId: number) => isUnderwriterUser(app.db, userId);

/** Applications of the account by id (policy rows show their plan detail). */
export const findApplicationsOfAccount = (app: FastifyInstance, accountId: number, ids: number[]) =>
  findApplicationsByIds(app.db, accountId, ids);

/**
 * Used by settlement: the account's applications pending payment (B3), submitted within the China-day
 * range when one is given ('YYYY-MM-DD', both ends inclusive), newest first.
 */
export const findApplicationsPendingPayment = (
  app: FastifyInstance,
  session: Session,
  range: { startDate?: string; endDate?: string },
): Promise<ApplicationRow[]> => {
  const { inputFrom, inputTo } =
    range.startDate && range.endDate
      ? chinaTimeRange(range.startDate, range.endDate)
      : { inputFrom: undefined, inputTo: undefined };
  return findSubmittedApplicationsInStatus(app.db, session.accountId, pendingPayment, {
    submittedFrom: inputFrom,
    submittedTo: inputTo,
  });
};

export { formOf, quoteOf };

// ---------------------------------------------------------------------------------------------------
// Used by the dashboard.

/** Applications the insurer or the customer still has to act on (not drafts, not final). */
export const PENDING_APPLICATION_STATUSES = [pendingPayment, pendingReview, pendingModification] as const;

/** How many of the account's applications are in each status asked for (0 when none). */
export const countApplicationsInStatuses = async (
  app: FastifyInstance,
  session: Session,
  statuses: readonly string[],
): Promise<Record<string, number>> => {
  const counts = await countApplicationsByStatus(app.db, session.accountId, statuses);
  return Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0]));
};

/** The account's pending applications (B3, B4, B5) last changed since the instant: the newest `limit` and the total. */
export const findPendingApplicationsSince = (
  app: FastifyInstance,
  session: Session,
  since: Date,
  limit: number,
) => findApplicationsChangedSince(app.db, session.accountId, PENDING_APPLICATION_STATUSES, since, limit);
