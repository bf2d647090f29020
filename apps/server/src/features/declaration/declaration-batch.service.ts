import { createHash } from 'node:crypto';
import {
  additionPpmOf,
  amountText,
  BATCH_MAX_FILE_BYTES,
  type BatchResult,
  chinaDateTime,
  currencyIsoOf,
  type DeclarationTotal,
  ERROR_CODES,
  fieldLabel,
  formatPercent,
  issueReason,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { storeFileWithin } from '../../platform/file-store.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import type { UploadedFile } from '../../platform/upload.ts';
import { detectedFileType } from '../../platform/upload.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { buildErrorList, buildTemplate } from './declaration.xlsx.ts';
import {
  type BatchRecord,
  countUnfinishedBatches,
  EMPTY_RESULT,
  findBatch,
  findBatchByFile,
  findBatchErrors,
  insertBatchIfNew,
  requeueFailedBatch,
} from './declaration-batch.repository.ts';
import { withColumnLabels } from './declaration-batch-columns.ts';
import { queueDeclarationBatch } from './declaration-batch-job.ts';
import type { RowIssue } from './declaration-batch-run.ts';
import { loadReferenceLists } from './declaration-reference.ts';
import { findOpenPoliciesOfAccount } from './open-policy.repository.ts';
import { requireOpenPolicy } from './open-policy.service.ts';

/**
 * Batch declarations: the template, the upload (its rows are declared by `BatchRun`), its result and its
 * error list.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toBatchResult = (batch: BatchRecord, isRepeat: boolean): BatchResult => {
  const totals = (pick: 'insured' | 'premium'): DeclarationTotal[] =>
    batch.totals.map((total) => ({
      currencyCode: total.currencyCode,
      currency: currencyIsoOf(total.currencyCode),
      amount: amountText(total[pick], total.currencyCode),
    }));
  const time = (at: Date | null) => (at ? chinaDateTime(at) : null);
  const failure = batch.failure;
  return {
    batchId: String(batch.id),
    status: batch.status,
    progress: {
      read: batch.readRows,
      validated: batch.validatedRows,
      declared: batch.declaredRows + batch.reviewRows,
    },
    failureMessage: failure
      ? translate(callerLanguage(), failure.message, withColumnLabels(failure.params))
      : null,
    startedAt: time(batch.startedAt),
    finishedAt: time(batch.finishedAt),
    fileName: batch.fileName,
    mode: 'perRow',
    totalRows: batch.totalRows,
    declaredRows: batch.declaredRows,
    reviewRows: batch.reviewRows,
    failedRows: batch.failedRows,
    totalInsured: totals('insured'),
    totalPremium: totals('premium'),
    isRepeat,
    uploadedAt: chinaDateTime(batch.createdAt),
  };
};

/** Empty, over 4 MB, or not an xlsx workbook by its bytes (magic numbers, not the file name). */
const assertWorkbook = async (file: UploadedFile) => {
  if (file.content.length === 0) throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.empty');
  if (file.truncated || file.content.length > BATCH_MAX_FILE_BYTES) {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.tooLarge', {}, 413);
  }
  const type = await detectedFileType(file.content);
  if (type?.ext !== 'xlsx') throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.notXlsx');
};

/** A row issue in the caller's language: "Field: reason", or the reason alone when it concerns the row. */
export const describeRowIssue = (issue: RowIssue) => {
  const language = callerLanguage();
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

/** The same file for the same chosen policy is the same batch (rows without a policy number depend on it). */
const fingerprintOf = (file: UploadedFile, chosenPolicyNo: string | undefined) => {
  const hash = createHash('sha256').update(file.content);
  if (chosenPolicyNo !== undefined) hash.update(`\0policyNo:${chosenPolicyNo}`);
  return hash.digest('hex');
};

/** Batches of an account waiting or running at most; another upload answers 429 "try again later". */
export const MAX_UNFINISHED_BATCHES = 8;

const assertRoomForBatch = async (app: FastifyInstance, accountId: number) => {
  if ((await countUnfinishedBatches(app.db, accountId)) >= MAX_UNFINISHED_BATCHES) {
    throw new AppError(ERROR_CODES.tooManyRequests, 'declaration.batch.error.busy');
  }
};

/** A concurrent upload of the same file wrote its batch first: this one's file and row are undone. */
class SameFileQueued extends Error {}

/**
 * The workbook kept in the file store and the batch queued (a new one, or a failed one of the same file run
 * again), in one transaction; undefined when a concurrent upload of the same file queued it first.
 */
const storeBatch = async (
  app: FastifyInstance,
  session: Session,
  file: UploadedFile,
  upload: { fileSha256: string; chosenPolicyNo: string | undefined; earlier: BatchRecord | undefined },
) => {
  const { accountId } = session;
  const stored = {
    accountId,
    fileName: file.fileName,
    contentType: XLSX_TYPE,
    content: file.content,
    documentType: null,
  };
  try {
    return await storeFileWithin(app, stored, async (tx, record) => {
      const values = {
        fileName: file.fileName.slice(0, 255),
        fileId: record.id,
        chosenPolicyNo: upload.chosenPolicyNo ?? null,
        language: callerLanguage(),
      };
      const batch = upload.earlier
        ? await requeueFailedBatch(tx, upload.earlier.id, values)
        : await insertBatchIfNew(tx, {
            ...EMPTY_RESULT,
            ...values,
            accountId,
            fileSha256: upload.fileSha256,
            status: 'queued',
          });
      if (!batch) throw new SameFileQueued();
      return batch;
    });
  } catch (error) {
    if (error instanceof SameFileQueued) return undefined;
    throw error;
  }
};

/**
 * POST /cargo/declaration/batch/upload. The file's size and type are checked at once; its rows are read,
 * checked and declared by a background job (`declaration-batch-job.ts`) and the answer is the queued batch,
 * whose progress GET batch/{batchId} tells. Per row: every row is checked with `ZDeclaration` and the open
 * policy rules like a single declaration; valid rows are declared (or sent to review), the others go to the
 * error list. A refused file (formula, too many rows, missing columns, damaged) ends the batch failed with
 * nothing declared. The same file again (SHA-256 per account) answers the earlier batch, unless it failed:
 * then it is run again.
 */
export const uploadBatch = async (
  app: FastifyInstance,
  session: Session,
  file: UploadedFile,
  chosenPolicyNo: string | undefined,
): Promise<BatchResult> => {
  if (!(await isSwitchOn(app, 'isBatchDeclaration'))) {
    throw new AppError(ERROR_CODES.forbidden, 'declaration.batch.error.disabled');
  }
  // The chosen policy must be one of the account's ("not found" otherwise).
  if (chosenPolicyNo !== undefined) await requireOpenPolicy(app, session, chosenPolicyNo);
  await assertWorkbook(file);
  const fileSha256 = fingerprintOf(file, chosenPolicyNo);
  const { accountId } = session;
  const earlier = await findBatchByFile(app.db, accountId, fileSha256);
  if (earlier && earlier.status !== 'failed') return toBatchResult(earlier, true);
  await assertRoomForBatch(app, accountId);
  const batch = await storeBatch(app, session, file, { fileSha256, chosenPolicyNo, earlier });
  if (!batch) {
    // A concurrent upload of the same file queued it first.
    return toBatchResult((await findBatchByFile(app.db, accountId, fileSha256))!, true);
  }
  await queueDeclarationBatch(app, batch.id);
  return toBatchResult(batch, false);
};

const requireBatch = async (app: FastifyInstance, session: Session, batchId: string) => {
  const batch = await findBatch(app.db, session.accountId, Number(batchId));
  if (!batch) throw new AppError(ERROR_CODES.notFound, 'declaration.batch.error.batchNotFound');
  return batch;
};

export const getBatch = async (app: FastifyInstance, session: Session, batchId: string) =>
  toBatchResult(await requireBatch(app, session, batchId), false);

/** GET /cargo/declaration/batch/{batchId}/errors: the failed rows as uploaded, with the reason. */
export const batchErrorList = async (app: FastifyInstance, session: Session, batchId: string) => {
  const batch = await requireBatch(app, session, batchId);
  const errors = await findBatchErrors(app.db, batch.id);
  const content = await buildErrorList(
    batch.header,
    errors.map((error) => ({
      cells: error.cells,
      error: error.issues.map(describeRowIssue).join('; '),
    })),
  );
  return { fileName: `declaration-errors-${batch.id}.xlsx`, content };
};

/**
 * GET /cargo/declaration/batch/template: headers in the caller's language, lists of the account's policies.
 * With `policyNo` (one of the account's open policies) the example row shows that policy, its currency,
 * clauses and riders, and the policy number list offers only it.
 */
export const batchTemplate = async (app: FastifyInstance, session: Session, policyNo: string | undefined) => {
  const chosen = policyNo === undefined ? undefined : await requireOpenPolicy(app, session, policyNo);
  const [policies, lists] = await Promise.all([
    chosen ? Promise.resolve([chosen]) : findOpenPoliciesOfAccount(app.db, session.accountId),
    loadReferenceLists(app),
  ]);
  const content = await buildTemplate({
    policyNos: policies.map((policy) => policy.policyNo),
    mainClauses: [...new Set(policies.flatMap((policy) => policy.mainClauses))],
    datePrintFormats: [...lists.datePrintFormats].sort(),
    sailingDate: todayInChina(),
    example: chosen && {
      policyNo: chosen.policyNo,
      currency: currencyIsoOf(chosen.currencyCode),
      mainClause: chosen.mainClauses[0] ?? '',
      riders: chosen.riders.slice(0, 1).join(','),
      additionPercent: formatPercent(additionPpmOf({ additionPercent: undefined }, chosen.productCode), 0),
    },
  });
  const name = callerLanguage() === 'zh-CN' ? '运输申报批量导入模板' : 'declaration-batch-template';
  return { fileName: chosen ? `${name}-${chosen.policyNo}.xlsx` : `${name}.xlsx`, content };
};
