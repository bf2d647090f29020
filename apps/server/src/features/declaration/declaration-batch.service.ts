import { createHash } from 'node:crypto';
import {
  additionPpmOf,
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  type BatchResult,
  chinaDateTime,
  currencyByCode,
  DECLARATION_STATUS,
  type Declaration,
  type DeclarationTotal,
  ERROR_CODES,
  formatPercent,
  type Language,
  openPolicyIssues,
  shipmentKeyOf,
  todayInChina,
  ZDeclaration,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import type { UploadedFile } from '../../platform/upload.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import {
  type BatchRecord,
  drawBalance,
  findBatch,
  findBatchByFile,
  findBatchErrors,
  findDeclaredShipmentKeys,
  findOpenPoliciesOfAccount,
  insertBatch,
  insertBatchErrors,
  insertDeclarations,
  lockAccountBatches,
  lockOpenPolicies,
  type NewBatchError,
  type NewDeclaration,
  nextDeclarationNumbers,
  type OpenPolicyRow,
  updateBatch,
} from './declaration.repository.ts';
import {
  certificateNoOf,
  declarationNoOf,
  declarationValues,
  describeRowIssue,
  loadReferenceLists,
  moneyText,
  type PricedDeclaration,
  priceDeclaration,
  type ReferenceLists,
  type RowIssue,
  referenceIssues,
  requireOpenPolicy,
  toPolicyTerms,
} from './declaration.service.ts';
import {
  buildErrorList,
  buildTemplate,
  isExampleRow,
  mapHeader,
  readFirstSheetRows,
  rowToDeclarationInput,
  type SheetRow,
} from './declaration.xlsx.ts';

/** Rows validated and inserted together: ~40 columns × 500 rows stays far below the 65 535 parameters. */
export const BATCH_CHUNK_ROWS = 500;

const toBatchResult = (batch: BatchRecord, isRepeat: boolean): BatchResult => {
  const totals = (pick: 'insured' | 'premium'): DeclarationTotal[] =>
    batch.totals.map((total) => ({
      currencyCode: total.currencyCode,
      currency: currencyByCode(total.currencyCode)?.iso ?? total.currencyCode,
      amount: moneyText(total[pick], total.currencyCode),
    }));
  return {
    batchId: String(batch.id),
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
  const type = await fileTypeFromBuffer(file.content);
  if (type?.ext !== 'xlsx') throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.notXlsx');
};

/** One open policy's state while its rows are declared: it stays locked until the batch commits. */
interface PolicyState {
  policy: OpenPolicyRow;
  remaining: number;
  drawn: number;
  shipmentKeys: Set<string>;
}

interface Accepted {
  row: SheetRow;
  declaration: Declaration;
  priced: PricedDeclaration;
  policy: OpenPolicyRow;
}

/** The work of one upload inside its transaction. */
class BatchRun {
  readonly policies = new Map<string, PolicyState | null>();
  readonly totals = new Map<string, { insured: number; premium: number }>();
  header: string[] | undefined;
  columns: ReturnType<typeof mapHeader> | undefined;
  totalRows = 0;
  declaredRows = 0;
  reviewRows = 0;
  failedRows = 0;

  constructor(
    readonly tx: Transaction,
    readonly batchId: number,
    readonly accountId: number,
    readonly lists: ReferenceLists,
    readonly language: Language,
    readonly today: string,
    /** The open policy chosen for the upload: rows without a policy number use it, others may not differ. */
    readonly chosenPolicyNo: string | undefined,
  ) {}

  private country = (text: string) => this.lists.countries.get(text.trim().toUpperCase()) ?? text;

  /** Locks and loads the policies named in a chunk that are not loaded yet. */
  private async loadPolicies(policyNos: string[]) {
    const wanted = [...new Set(policyNos)].filter((policyNo) => !this.policies.has(policyNo));
    if (wanted.length === 0) return;
    const locked = await lockOpenPolicies(this.tx, this.accountId, wanted);
    for (const policyNo of wanted) {
      const policy = locked.find((row) => row.policyNo === policyNo);
      this.policies.set(
        policyNo,
        policy ? { policy, remaining: policy.balance, drawn: 0, shipmentKeys: new Set() } : null,
      );
    }
  }

  async processChunk(rows: SheetRow[]) {
    const columns = this.columns!;
    const chosen = this.chosenPolicyNo;
    const parsed = rows.map((row) => {
      const input = rowToDeclarationInput(row.cells, columns, this.country);
      const policyNo = input.policyNo?.trim() ?? '';
      // A row naming another policy than the one chosen for the upload is refused, not declared elsewhere.
      const isOtherPolicy = chosen !== undefined && policyNo !== '' && policyNo !== chosen;
      return {
        row,
        isOtherPolicy,
        result: ZDeclaration.safeParse(
          chosen !== undefined && policyNo === '' ? { ...input, policyNo: chosen } : input,
        ),
      };
    });
    await this.loadPolicies(
      parsed.flatMap(({ result, isOtherPolicy }) =>
        result.success && !isOtherPolicy ? [result.data.policyNo] : [],
      ),
    );
    // Shipments already declared under each policy (checked while the policy is locked).
    const keysByPolicy = new Map<number, string[]>();
    for (const { result, isOtherPolicy } of parsed) {
      const state = result.success && !isOtherPolicy ? this.policies.get(result.data.policyNo) : undefined;
      if (!state || !result.success) continue;
      const keys = keysByPolicy.get(state.policy.id) ?? [];
      keys.push(shipmentKeyOf(result.data));
      keysByPolicy.set(state.policy.id, keys);
    }
    const declared = new Map<number, Set<string>>();
    for (const [policyId, keys] of keysByPolicy) {
      declared.set(policyId, await findDeclaredShipmentKeys(this.tx, policyId, keys));
    }

    const accepted: Accepted[] = [];
    const errors: NewBatchError[] = [];
    const fail = (row: SheetRow, issues: RowIssue[]) => {
      this.failedRows++;
      errors.push({ batchId: this.batchId, rowNumber: row.rowNumber, cells: row.cells, issues });
    };
    for (const { row, result, isOtherPolicy } of parsed) {
      if (isOtherPolicy) {
        fail(row, [
          {
            path: [],
            message: 'declaration.batch.error.otherPolicy',
            params: { policyNo: this.chosenPolicyNo ?? '' },
          },
        ]);
        continue;
      }
      if (!result.success) {
        fail(
          row,
          result.error.issues.map((issue) => ({
            // Array positions (riders[1]) are dropped: the field is named by its array.
            path: issue.path.filter((segment) => typeof segment === 'string'),
            message: issue.message,
            code: issue.code,
            ...('minimum' in issue ? { minimum: Number(issue.minimum) } : {}),
            ...('maximum' in issue ? { maximum: Number(issue.maximum) } : {}),
          })),
        );
        continue;
      }
      const declaration = result.data;
      const state = this.policies.get(declaration.policyNo);
      if (!state) {
        fail(row, [{ path: ['policyNo'], message: 'declaration.error.policyNotFound' }]);
        continue;
      }
      const { policy } = state;
      const issues = [
        ...openPolicyIssues(declaration, toPolicyTerms(policy)),
        ...referenceIssues(declaration, this.lists),
      ];
      if (issues.length > 0) {
        fail(
          row,
          issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
        );
        continue;
      }
      const priced = priceDeclaration(declaration, policy, this.today);
      const currency = { currency: currencyByCode(policy.currencyCode)?.iso ?? policy.currencyCode };
      if (declared.get(policy.id)?.has(priced.shipmentKey) || state.shipmentKeys.has(priced.shipmentKey)) {
        fail(row, [{ path: [], message: 'declaration.error.duplicateShipment' }]);
        continue;
      }
      if (priced.insuredAmount > policy.perShipmentLimit) {
        fail(row, [
          {
            path: [],
            message: 'declaration.outcome.overPerShipmentLimit',
            params: { ...currency, limit: moneyText(policy.perShipmentLimit, policy.currencyCode) },
          },
        ]);
        continue;
      }
      // Rows draw in file order; a row that no longer fits fails, a later smaller one may still fit.
      if (priced.insuredAmount > state.remaining) {
        fail(row, [
          {
            path: [],
            message: 'declaration.outcome.insufficientBalance',
            params: { ...currency, balance: moneyText(state.remaining, policy.currencyCode) },
          },
        ]);
        continue;
      }
      state.remaining -= priced.insuredAmount;
      state.drawn += priced.insuredAmount;
      state.shipmentKeys.add(priced.shipmentKey);
      accepted.push({ row, declaration, priced, policy });
    }

    const numbers = await nextDeclarationNumbers(this.tx, accepted.length);
    const values: NewDeclaration[] = accepted.map(({ row, declaration, priced, policy }, index) => {
      const seq = numbers[index]!;
      if (priced.status === DECLARATION_STATUS.review) this.reviewRows++;
      else this.declaredRows++;
      const total = this.totals.get(policy.currencyCode) ?? { insured: 0, premium: 0 };
      total.insured += priced.insuredAmount;
      total.premium += priced.premium;
      this.totals.set(policy.currencyCode, total);
      return {
        ...declarationValues(declaration, priced, policy, this.today),
        accountId: this.accountId,
        openPolicyId: policy.id,
        batchId: this.batchId,
        batchRow: row.rowNumber,
        numberSeq: seq,
        declarationNo: declarationNoOf(seq, this.today),
        certificateNo:
          priced.status === DECLARATION_STATUS.declared ? certificateNoOf(seq, this.today) : null,
      };
    });
    await insertDeclarations(this.tx, values);
    await insertBatchErrors(this.tx, errors);
  }

  /** The balance of each policy is drawn once, for all its declared rows, under the lock taken above. */
  async drawBalances() {
    for (const state of this.policies.values()) {
      if (!state || state.drawn === 0) continue;
      const balance = await drawBalance(this.tx, state.policy.id, state.drawn);
      if (balance === undefined)
        throw new Error(`balance of open policy ${state.policy.id} changed under lock`);
    }
  }
}

const isBlankRow = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

/**
 * POST /cargo/declaration/batch/upload. Per row: every row is checked with `ZDeclaration` and the open
 * policy rules like a single declaration; valid rows are declared (or sent to review), the others go to
 * the error list. All of it in one transaction: a refused file (formula, too many rows, missing columns,
 * damaged) changes nothing. The same file again (SHA-256 per account) answers the earlier batch.
 */
export const uploadBatch = async (
  app: FastifyInstance,
  session: Session,
  file: UploadedFile,
  chosenPolicyNo: string | undefined,
  language: Language,
): Promise<BatchResult> => {
  if (!(await isSwitchOn(app, 'isBatchDeclaration'))) {
    throw new AppError(ERROR_CODES.forbidden, 'declaration.batch.error.disabled');
  }
  // The chosen policy must be one of the account's ("not found" otherwise).
  if (chosenPolicyNo !== undefined) await requireOpenPolicy(app, session, chosenPolicyNo);
  await assertWorkbook(file);
  // The same file for the same chosen policy is the same batch (rows without a policy number depend on it).
  const hash = createHash('sha256').update(file.content);
  if (chosenPolicyNo !== undefined) hash.update(`\0policyNo:${chosenPolicyNo}`);
  const fileSha256 = hash.digest('hex');
  const { accountId } = session;
  const earlier = await findBatchByFile(app.db, accountId, fileSha256);
  if (earlier) return toBatchResult(earlier, true);
  const lists = await loadReferenceLists(app);
  const today = todayInChina();

  return app.db.transaction(async (tx) => {
    // One batch of an account at a time: two batches never wait on each other's policy locks.
    await lockAccountBatches(tx, accountId);
    const concurrent = await findBatchByFile(tx, accountId, fileSha256);
    if (concurrent) return toBatchResult(concurrent, true);
    const batch = await insertBatch(tx, {
      accountId,
      fileSha256,
      fileName: file.fileName.slice(0, 255),
      header: [],
      totalRows: 0,
      declaredRows: 0,
      reviewRows: 0,
      failedRows: 0,
      totals: [],
    });
    const run = new BatchRun(tx, batch.id, accountId, lists, language, today, chosenPolicyNo);
    let chunk: SheetRow[] = [];
    for await (const row of readFirstSheetRows(file.content)) {
      if (isBlankRow(row)) continue;
      if (!run.header) {
        run.header = row.cells;
        run.columns = mapHeader(row.cells, language);
        continue;
      }
      if (isExampleRow(row.cells, run.columns!)) continue;
      run.totalRows++;
      if (run.totalRows > BATCH_MAX_ROWS) {
        throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.tooManyRows', {
          max: BATCH_MAX_ROWS,
        });
      }
      chunk.push(row);
      if (chunk.length >= BATCH_CHUNK_ROWS) {
        await run.processChunk(chunk);
        chunk = [];
      }
    }
    if (run.totalRows === 0) throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.noRows');
    if (chunk.length > 0) await run.processChunk(chunk);
    await run.drawBalances();
    const saved = await updateBatch(tx, batch.id, {
      header: run.header!,
      totalRows: run.totalRows,
      declaredRows: run.declaredRows,
      reviewRows: run.reviewRows,
      failedRows: run.failedRows,
      totals: [...run.totals].map(([currencyCode, total]) => ({ currencyCode, ...total })),
    });
    return toBatchResult(saved, false);
  });
};

const requireBatch = async (app: FastifyInstance, session: Session, batchId: string) => {
  const batch = await findBatch(app.db, session.accountId, Number(batchId));
  if (!batch) throw new AppError(ERROR_CODES.notFound, 'declaration.batch.error.batchNotFound');
  return batch;
};

export const getBatch = async (app: FastifyInstance, session: Session, batchId: string) =>
  toBatchResult(await requireBatch(app, session, batchId), false);

/** GET /cargo/declaration/batch/{batchId}/errors: the failed rows as uploaded, with the reason. */
export const batchErrorList = async (
  app: FastifyInstance,
  session: Session,
  batchId: string,
  language: Language,
) => {
  const batch = await requireBatch(app, session, batchId);
  const errors = await findBatchErrors(app.db, batch.id);
  const content = await buildErrorList(
    language,
    batch.header,
    errors.map((error) => ({
      cells: error.cells,
      error: error.issues.map((issue) => describeRowIssue(language, issue)).join('; '),
    })),
  );
  return { fileName: `declaration-errors-${batch.id}.xlsx`, content };
};

/**
 * GET /cargo/declaration/batch/template: headers in the caller's language, lists of the account's policies.
 * With `policyNo` (one of the account's open policies) the example row shows that policy, its currency,
 * clauses and riders, and the policy number list offers only it.
 */
export const batchTemplate = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string | undefined,
  language: Language,
) => {
  const chosen = policyNo === undefined ? undefined : await requireOpenPolicy(app, session, policyNo);
  const [policies, lists] = await Promise.all([
    chosen ? Promise.resolve([chosen]) : findOpenPoliciesOfAccount(app.db, session.accountId),
    loadReferenceLists(app),
  ]);
  const content = await buildTemplate(language, {
    policyNos: policies.map((policy) => policy.policyNo),
    mainClauses: [...new Set(policies.flatMap((policy) => policy.mainClauses))],
    datePrintFormats: [...lists.datePrintFormats].sort(),
    sailingDate: todayInChina(),
    example: chosen && {
      policyNo: chosen.policyNo,
      currency: currencyByCode(chosen.currencyCode)?.iso ?? chosen.currencyCode,
      mainClause: chosen.mainClauses[0] ?? '',
      riders: chosen.riders.slice(0, 1).join(','),
      additionPercent: formatPercent(additionPpmOf({ additionPercent: undefined }, chosen.productCode), 0),
    },
  });
  const name = language === 'zh-CN' ? '运输申报批量导入模板' : 'declaration-batch-template';
  return { fileName: chosen ? `${name}-${chosen.policyNo}.xlsx` : `${name}.xlsx`, content };
};
