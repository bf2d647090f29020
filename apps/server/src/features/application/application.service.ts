import {
  APPLICATION_STATUS,
  type ApplicationForm,
  type ApplicationView,
  type ApplyPolicyRequest,
  type ApplyResult,
  amountText,
  businessNow,
  isBlank,
  labelOf,
  PRODUCTS,
  parseAmountIn,
  type Quote,
  REVIEW_RESULT,
  type TempApplyRequest,
  type TempApplyResult,
  translate,
  withDerivedClientFacts,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { fieldErrors } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { punishedPartyIssues } from '../basedata/basedata-lookups.service.ts';
import { describeFiles } from '../file/file.service.ts';
import { priceForm, toQuoteResult } from '../quotation/quotation.service.ts';
import { assertSameProduct, checkForm, referralKeysOf } from './application.form.ts';
import {
  assertModifiable,
  changeStatus,
  conflict,
  customer,
  findOwnApplication,
  insertNewApplication,
  lockOwnApplication,
  ownApplicationStep,
} from './application.lifecycle.ts';
import { columnsOfForm, formOf, quoteOf, reasonsOf, statusName } from './application.mapper.ts';
import {
  type ApplicationRow,
  deleteApplication,
  findApplicationByDraftKey,
  findApplicationBySubmitKey,
  findApplicationListFactsByIds,
  findApplicationsByIds,
  updateApplication,
} from './application.repository.ts';
import { isStopped, recordApplicationScreening, screenApplicationForm } from './application-screening.ts';

/**
 * Drafts (B1), submitting (B3 or B4) and cancelling (B7) an application of the customer's account. The
 * review is in application-review.service.ts, the enquiries in application-enquiry.service.ts; other
 * features use the application feature through this file.
 */

export { referralKeysOf } from './application.form.ts';
export {
  formOf,
  licensePlateOfConveyance,
  planDetailOfRiders,
  productClassOf,
  quoteOf,
  statusName,
} from './application.mapper.ts';
export type { ApplicationListFacts, ApplicationRow, RiderNames } from './application.repository.ts';
export {
  type CurrencyTotal,
  countApplicationsInStatuses,
  findApplicationPendingPayment,
  findApplicationsPendingPayment,
  findPendingApplicationsSince,
  type StatusCurrencyTotal,
  totalApplicationsPendingPayment,
  totalApplicationsPendingPaymentWithin,
} from './application-enquiry.service.ts';

const {
  draft,
  pendingPayment,
  pendingReview,
  pendingModification,
  rejected,
  cancelled,
  issued,
  internalReview,
} = APPLICATION_STATUS;

// ---------------------------------------------------------------------------------------------------
// Drafts (B1).

const toTempApplyResult = (row: ApplicationRow): TempApplyResult => {
  const quote = quoteOf(row);
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    quote: quote === null ? null : toQuoteResult(quote),
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
  return toTempApplyResult(row);
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
): Promise<ApplicationView> => {
  const row = await findOwnApplication(app, session, id);
  const quote = quoteOf(row);
  const form = formOf(row);
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    statusName: statusName(row.status),
    productCode: row.productCode,
    productName: labelOf(PRODUCTS, row.productCode, callerLanguage()),
    form,
    quote: quote === null ? null : toQuoteResult(quote, { referralKeys: row.referralKeys }),
    isModifiable: row.status === draft || row.status === pendingModification,
    reviewReasons: row.status === pendingReview || row.status === rejected ? reasonsOf(row.referralKeys) : [],
    attachmentFiles: await describeFiles(app, session.accountId, form.attachments ?? []),
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
  return toTempApplyResult(row);
};

// ---------------------------------------------------------------------------------------------------
// Submit and cancel.

const outcomeMessage = (status: string, referralKeys: readonly string[]) =>
  status === pendingReview
    ? translate(callerLanguage(), 'insuring.message.pendingReview', {
        reasons: reasonsOf(referralKeys).join(callerLanguage() === 'zh-CN' ? '；' : '; '),
      })
    : status === pendingPayment
      ? translate(callerLanguage(), 'insuring.message.pendingPayment')
      : status === internalReview
        ? translate(callerLanguage(), 'sanctions.message.underReview')
        : statusName(status);

const toApplyResult = (row: ApplicationRow, clientPremium: string | null): ApplyResult => {
  const language = callerLanguage();
  const quote = quoteOf(row)!;
  const clientMinor = clientPremium === null ? undefined : parseAmountIn(clientPremium, quote.currencyCode);
  const isPremiumChanged =
    clientMinor !== undefined && (!clientMinor.ok || clientMinor.value !== quote.premium);
  const messages = [outcomeMessage(row.status, row.referralKeys)];
  if (isPremiumChanged) {
    messages.push(
      translate(language, 'insuring.message.premiumChanged', {
        currency: quote.currency,
        server: amountText(quote.premium, quote.currencyCode),
        client: clientPremium ?? '',
      }),
    );
  }
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status: row.status,
    statusName: statusName(row.status),
    quote: toQuoteResult(quote, { referralKeys: row.referralKeys }),
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
): Promise<ApplyResult> => {
  const form = withDerivedClientFacts(request.form);
  const clientPremium = isBlank(form.insurance.premium) ? null : form.insurance.premium;
  const replay = await findApplicationBySubmitKey(app.db, session.accountId, request.requestKey);
  if (replay !== undefined) return toApplyResult(replay, clientPremium);

  if (request.id !== undefined) await findOwnApplication(app, session, request.id);
  await checkForm(app, session, form);
  const punished = await punishedPartyIssues(form);
  if (punished.length > 0) throw fieldErrors(punished);
  const priced = await priceForm(app, form, ['form']);
  if (!priced.ok) throw fieldErrors(priced.issues);
  const quote = priced.quote;
  const referralKeys = referralKeysOf(quote, form);
  // A possible sanctions hit stops the application "under review" (H0) for compliance, whatever else.
  const screening = await screenApplicationForm(app, form);
  const toStatus = isStopped(screening)
    ? internalReview
    : referralKeys.length > 0
      ? pendingReview
      : pendingPayment;
  const changes = {
    ...columnsOfForm(form, quote),
    status: toStatus,
    referralKeys,
    submitRequestKey: request.requestKey,
    submittedAt: businessNow(),
  };
  const details = {
    reviewResult: toStatus === pendingPayment ? REVIEW_RESULT.pendingPayment : REVIEW_RESULT.pendingAudit,
    reasonKeys: referralKeys,
  };

  const row = await app.db.transaction(async (tx) => {
    if (request.id !== undefined) {
      const current = await lockOwnApplication(tx, session, request.id);
      // The same submit already went through while this one waited for the lock.
      if (current.submitRequestKey === request.requestKey) return current;
      assertModifiable(current);
      assertSameProduct(current, form);
      const changed = await changeStatus(tx, current, changes, customer(session), details);
      await recordApplicationScreening(tx, changed, 'submit', screening);
      return changed;
    }
    const inserted = await insertNewApplication(tx, session, changes, details, () =>
      findApplicationBySubmitKey(tx, session.accountId, request.requestKey),
    );
    await recordApplicationScreening(tx, inserted, 'submit', screening);
    return inserted;
  });
  return toApplyResult(row, clientPremium);
};

const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set([
  pendingPayment,
  pendingReview,
  pendingModification,
]);

/** POST deletePolicyApply: cancels an unpaid application (B3, B4, B5) for good; repeating it is harmless. */
export const cancelApplication = (app: FastifyInstance, session: Session, id: number) =>
  ownApplicationStep(app, session, id, 'insuring.message.cancelled', async (tx, current) => {
    if (current.status === cancelled) return current;
    if (!CANCELLABLE_STATUSES.has(current.status)) {
      throw conflict('insuring.error.cannotCancel');
    }
    return changeStatus(tx, current, { status: cancelled }, customer(session));
  });

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

/** Applications of the account by id (policy rows show their plan detail). */
export const findApplicationsOfAccount = (app: FastifyInstance, accountId: number, ids: number[]) =>
  findApplicationsByIds(app.db, accountId, ids);

/** What policy list rows show of the account's applications among `ids`. */
export const findApplicationListFacts = (app: FastifyInstance, accountId: number, ids: number[]) =>
  findApplicationListFactsByIds(app.db, accountId, ids);
