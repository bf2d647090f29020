import {
  APPLICATION_BATCH_MAX_ROWS,
  APPLICATION_STATUS,
  type ApplicationBatchResult,
  type ApplicationForm,
  amountText,
  BATCH_MAX_FILE_BYTES,
  type BatchApplyRequest,
  businessNow,
  currencyIsoOf,
  ERROR_CODES,
  fieldLabel,
  issueReason,
  REVIEW_RESULT,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredBatchIssue, StoredBatchRow } from '../../../db/schema/index.ts';
import { assertProductAllowed } from '../../../platform/account-products.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { callerLanguage } from '../../../platform/request-language.ts';
import { screenDocument, screeningContext } from '../../../platform/sanctions/screening.ts';
import type { Session } from '../../../platform/session.ts';
import { detectedFileType, type UploadedFile } from '../../../platform/upload.ts';
import { buildErrorList, readFirstSheetRows } from '../../declaration/declaration.xlsx.ts';
import { insertNewApplication } from '../application.lifecycle.ts';
import { columnsOfForm, statusName } from '../application.mapper.ts';
import { findApplicationBySubmitKey, findApplicationsByIds } from '../application.repository.ts';
import { isStopped, recordApplicationScreening, screeningInputOf } from '../application-screening.ts';
import {
  type ApplicationBatchRecord,
  findApplicationBatch,
  insertApplicationBatch,
  lockApplicationBatch,
  markBatchApplied,
} from './application-batch.repository.ts';
import { buildApplicationTemplate, isExampleRow } from './application-batch.xlsx.ts';
import { checkApplicationRow, type RowCheck } from './application-batch-check.ts';
import { BATCH_CELL_LIMIT, columnsOfHeader, formInputOfRow } from './application-batch-columns.ts';

/**
 * Batch applications (issue 16): the template, the upload (every row checked like a single submit, stored
 * as a checked batch, nothing created) and batchApplyPolicy (one application per valid row, all in one
 * transaction, once per batch).
 */

const badRequest = (key: string, params: Record<string, string | number> = {}, status?: number) =>
  new AppError(ERROR_CODES.badRequest, key, params, status);

/** "Field: reason" of a stored issue, in the caller's language. */
const describeStoredIssue = (issue: StoredBatchIssue) => {
  const language = callerLanguage();
  const reason = issue.code
    ? issueReason(language, { ...issue, message: issue.messageKey, code: issue.code })
    : translate(language, issue.messageKey, issue.params ?? {});
  return issue.path.length === 0
    ? reason
    : translate(language, 'error.field', { field: fieldLabel(language, issue.path), reason });
};

const toResult = async (
  app: FastifyInstance,
  batch: ApplicationBatchRecord,
): Promise<ApplicationBatchResult> => {
  const valid = batch.rows.filter((row) => row.issues.length === 0);
  const totals = new Map<string, number>();
  for (const row of valid) {
    if (row.currencyCode !== null)
      totals.set(row.currencyCode, (totals.get(row.currencyCode) ?? 0) + (row.premium ?? 0));
  }
  const ids = batch.rows.flatMap((row) => (row.applicationId === undefined ? [] : [row.applicationId]));
  const created = await findApplicationsByIds(app.db, batch.accountId, ids);
  return {
    batchId: String(batch.id),
    productCode: batch.productCode,
    fileName: batch.fileName,
    status: batch.status,
    totalRows: batch.rows.length,
    validRows: valid.length,
    failedRows: batch.rows.length - valid.length,
    premiumTotals: [...totals].map(([code, amount]) => ({
      currency: currencyIsoOf(code),
      amount: amountText(amount, code),
    })),
    rows: batch.rows.map((row) => ({
      rowNumber: row.rowNumber,
      isValid: row.issues.length === 0,
      premium: row.currencyCode === null ? null : amountText(row.premium, row.currencyCode),
      currency: row.currencyCode === null ? null : currencyIsoOf(row.currencyCode),
      isReferred: row.isReferred,
      errors: row.issues.map(describeStoredIssue),
    })),
    applications: batch.rows.flatMap((row) => {
      const application = created.find((item) => item.id === row.applicationId);
      if (application === undefined) return [];
      return [
        {
          rowNumber: row.rowNumber,
          id: application.id,
          voucherNo: application.voucherNo,
          status: application.status,
          statusName: statusName(application.status),
        },
      ];
    }),
  };
};

/** Empty, over 4 MB, or not an xlsx workbook by its bytes. */
const assertWorkbook = async (file: UploadedFile) => {
  if (file.content.length === 0) throw badRequest('declaration.batch.error.empty');
  if (file.truncated || file.content.length > BATCH_MAX_FILE_BYTES) {
    throw badRequest('declaration.batch.error.tooLarge', {}, 413);
  }
  if ((await detectedFileType(file.content))?.ext !== 'xlsx') {
    throw badRequest('declaration.batch.error.notXlsx');
  }
};

interface SheetContent {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/** The header and the data rows (blank rows and the example skipped); refused over the row cap. */
const readSheet = async (content: Buffer): Promise<SheetContent> => {
  const sheet: SheetContent = { header: [], rows: [] };
  let nameColumn = -1;
  for await (const row of readFirstSheetRows(content, () => BATCH_CELL_LIMIT)) {
    if (sheet.header.length === 0) {
      sheet.header = row.cells.map((cell) => cell.trim());
      nameColumn = columnsOfHeader(sheet.header).fields.indexOf('appliName');
      continue;
    }
    if (row.cells.every((cell) => cell.trim() === '') || isExampleRow(row.cells, nameColumn)) continue;
    if (sheet.rows.length >= APPLICATION_BATCH_MAX_ROWS) {
      throw badRequest('applicationBatch.error.tooManyRows', { max: APPLICATION_BATCH_MAX_ROWS });
    }
    sheet.rows.push({ rowNumber: row.rowNumber, cells: row.cells });
  }
  return sheet;
};

const storedRowOf = (rowNumber: number, cells: string[], check: RowCheck): StoredBatchRow =>
  check.ok
    ? {
        rowNumber,
        cells,
        form: check.form,
        issues: [],
        premium: check.quote.premium,
        currencyCode: check.quote.currencyCode,
        isReferred: check.referralKeys.length > 0,
      }
    : {
        rowNumber,
        cells,
        form: null,
        issues: check.issues,
        premium: null,
        currencyCode: null,
        isReferred: false,
      };

/**
 * POST uploadBatchApplyList: reads the file (same caps and refusals as a batch declaration, at most
 * `APPLICATION_BATCH_MAX_ROWS` rows), checks every row like applyPolicy and stores the checked batch.
 */
export const uploadBatchApplyList = async (
  app: FastifyInstance,
  session: Session,
  file: UploadedFile,
  productCode: string,
): Promise<ApplicationBatchResult> => {
  await assertProductAllowed(app, session.accountId, productCode, []);
  await assertWorkbook(file);
  const sheet = await readSheet(file.content);
  const { fields, missing } = columnsOfHeader(sheet.header);
  if (missing.length > 0) {
    const language = callerLanguage();
    const names = missing.map((field) => fieldLabel(language, [field]));
    throw badRequest('applicationBatch.error.missingColumns', { columns: names.join(', ') });
  }
  if (sheet.rows.length === 0) throw badRequest('applicationBatch.error.noRows');
  const rows: StoredBatchRow[] = [];
  for (const row of sheet.rows) {
    const check = await checkApplicationRow(app, session, formInputOfRow(productCode, fields, row.cells));
    rows.push(storedRowOf(row.rowNumber, row.cells, check));
  }
  const batch = await insertApplicationBatch(app.db, {
    accountId: session.accountId,
    productCode,
    fileName: file.fileName.slice(0, 255),
    header: sheet.header,
    rows,
  });
  return toResult(app, batch);
};

const requireBatch = async (app: FastifyInstance, session: Session, batchId: string) => {
  const batch = await findApplicationBatch(app.db, session.accountId, Number(batchId));
  if (batch === undefined) throw notFound();
  return batch;
};

/** Each valid row's submit key: a batch row becomes at most one application, whatever the request key. */
const rowSubmitKey = (batchId: number, rowNumber: number) => `batch:${batchId}:${rowNumber}`;

type ScreeningOutcome = Awaited<ReturnType<typeof screenDocument>>;

/**
 * Valid rows are checked again (the day, rates or punish list may have changed since the upload) and each is
 * screened against the sanctions list like a single submit (the list and switches read once for the batch).
 */
const recheckRows = async (app: FastifyInstance, session: Session, rows: StoredBatchRow[]) => {
  const checked: { row: StoredBatchRow; check: RowCheck; screening?: ScreeningOutcome }[] = [];
  const context = await screeningContext(app, app.db);
  for (const row of rows) {
    if (row.issues.length > 0) {
      checked.push({ row, check: { ok: false, issues: row.issues } });
      continue;
    }
    const check = await checkApplicationRow(app, session, row.form);
    const screening = check.ok
      ? await screenDocument(app, app.db, screeningInputOf(check.form as ApplicationForm), context)
      : undefined;
    checked.push({ row, check, screening });
  }
  return checked;
};

/** A row's status like a single submit: under review (H0) on a possible sanctions hit, else B4 or B3. */
const rowStatusOf = (referralKeys: readonly string[], screening: ScreeningOutcome | undefined) =>
  screening !== undefined && isStopped(screening)
    ? APPLICATION_STATUS.internalReview
    : referralKeys.length > 0
      ? APPLICATION_STATUS.pendingReview
      : APPLICATION_STATUS.pendingPayment;

/**
 * POST batchApplyPolicy: one application per valid row (B3, B4 when referred, H0 under review on a possible
 * sanctions hit), each numbered, all in
 * one transaction under the batch's lock. Applied once: a repeat (same or another request key) answers
 * the batch as applied, with no new application. Invalid rows are not created (error list download).
 */
export const batchApplyPolicy = async (
  app: FastifyInstance,
  session: Session,
  request: BatchApplyRequest,
): Promise<ApplicationBatchResult> => {
  const batch = await requireBatch(app, session, request.batchId);
  if (batch.status === 'applied') return toResult(app, batch);
  const checked = await recheckRows(app, session, batch.rows);
  if (!checked.some(({ check }) => check.ok)) throw badRequest('applicationBatch.error.nothingValid');
  const applied = await app.db.transaction(async (tx) => {
    const current = await lockApplicationBatch(tx, session.accountId, batch.id);
    if (current === undefined) throw notFound();
    if (current.status === 'applied') return current;
    const rows: StoredBatchRow[] = [];
    for (const { row, check, screening } of checked) {
      const stored = storedRowOf(row.rowNumber, row.cells, check);
      if (!check.ok) {
        rows.push(stored);
        continue;
      }
      const submitRequestKey = rowSubmitKey(batch.id, row.rowNumber);
      const toStatus = rowStatusOf(check.referralKeys, screening);
      const application = await insertNewApplication(
        tx,
        session,
        {
          ...columnsOfForm(check.form as ApplicationForm, check.quote),
          status: toStatus,
          referralKeys: check.referralKeys,
          submitRequestKey,
          submittedAt: businessNow(),
        },
        {
          reviewResult:
            toStatus === APPLICATION_STATUS.pendingPayment
              ? REVIEW_RESULT.pendingPayment
              : REVIEW_RESULT.pendingAudit,
          reasonKeys: check.referralKeys,
        },
        () => findApplicationBySubmitKey(tx, session.accountId, submitRequestKey),
      );
      if (screening !== undefined) await recordApplicationScreening(tx, application, 'batchRow', screening);
      rows.push({ ...stored, applicationId: application.id });
    }
    return markBatchApplied(tx, batch.id, rows, request.requestKey);
  });
  return toResult(app, applied);
};

/** GET batchApply/{batchId}/errors: the invalid rows as uploaded, with an Error column. */
export const batchApplyErrorList = async (app: FastifyInstance, session: Session, batchId: string) => {
  const batch = await requireBatch(app, session, batchId);
  const failed = batch.rows.filter((row) => row.issues.length > 0);
  const content = await buildErrorList(
    batch.header,
    failed.map((row) => ({ cells: row.cells, error: row.issues.map(describeStoredIssue).join('; ') })),
  );
  return { fileName: `application-batch-errors-${batch.id}.xlsx`, content };
};

/** GET batchApplyTemplate: the product's template, headers in the caller's language. */
export const batchApplyTemplate = async (app: FastifyInstance, session: Session, productCode: string) => {
  await assertProductAllowed(app, session.accountId, productCode, []);
  const name = callerLanguage() === 'zh-CN' ? '批量投保模板' : 'batch-application-template';
  return { fileName: `${name}-${productCode}.xlsx`, content: await buildApplicationTemplate(productCode) };
};
