import {
  amountText,
  currencyIsoOf,
  DECLARATION_STATUS,
  type Declaration,
  ERROR_CODES,
  openPolicyIssues,
  shipmentKeyOf,
  ZDeclaration,
} from '@cargo/domain';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findHits,
  type ScreeningContext,
  type ScreeningHit,
  withoutCleared,
} from '../../platform/sanctions/screening.ts';
import { recordScreenings } from '../../platform/sanctions/screening-record.ts';
import { recordDeclarationEvents } from '../webhook/webhook-events.service.ts';
import { toPolicyTerms } from './declaration.mappers.ts';
import type { NewDeclaration } from './declaration.repository.ts';
import { nextDeclarationNumbers } from './declaration.repository.ts';
import type { SheetRow } from './declaration.xlsx.ts';
import {
  findDeclaredShipmentKeys,
  insertBatchErrors,
  insertDeclarations,
  type NewBatchError,
} from './declaration-batch.repository.ts';
import {
  BATCH_ERROR_LIST_MAX_CHARS,
  cellMaxChars,
  fieldAt,
  type mapHeader,
  rowToDeclarationInput,
} from './declaration-batch-columns.ts';
import {
  assessDeclaration,
  declarationNumbers,
  declarationValues,
  type PricedDeclaration,
} from './declaration-pricing.ts';
import { type ReferenceLists, referenceIssues } from './declaration-reference.ts';
import { declarationScreeningInput } from './declaration-screening.ts';
import { drawBalance, lockOpenPolicies, type OpenPolicyRow } from './open-policy.repository.ts';

/**
 * The rows of one batch upload in two steps. `checkRows`, a chunk at a time outside any transaction: each
 * row is read as a declaration (schema, cut cells, chosen policy); rows that fail go to the error list.
 * `declare`, in the batch's one transaction: the remaining rows are checked against their locked open
 * policy in file order (terms, duplicates, limit, balance), priced and inserted a chunk at a time, and each
 * policy's balance is drawn once.
 */

/** A failed row's issue as stored: a message key, with params for the messages that name amounts. */
export type RowIssue = NewBatchError['issues'][number];

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
  /** Possible sanctions hits (none when not screened); a row with any waits under review. */
  hits: ScreeningHit[];
}

/** Screening of a batch: the context read once, and the hits of each distinct party, vessel and route. */
export interface BatchScreening {
  context: ScreeningContext;
  known: Map<string, ScreeningHit[]>;
}

/** A row of a chunk read as a declaration. */
interface ParsedRow {
  row: SheetRow;
  /** It names another policy than the one chosen for the upload. */
  isOtherPolicy: boolean;
  result: ReturnType<typeof ZDeclaration.safeParse>;
}

/** A row that read as a declaration, waiting for its open policy's checks. */
interface Candidate {
  row: SheetRow;
  declaration: Declaration;
}

/** Rows inserted with one statement: ~40 columns × 500 rows stays far below the 65 535 parameters. */
export const BATCH_CHUNK_ROWS = 500;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A row either accepted (priced and drawn from its policy's remaining balance) or failed with its issues. */
type RowOutcome = { accepted: Accepted } | { issues: RowIssue[] };

/** The schema's issues of a row as stored; array positions (riders[1]) are dropped: the array names the field. */
const schemaIssues = (
  issues: readonly { path: PropertyKey[]; message: string; code: string }[],
): RowIssue[] =>
  issues.map((issue) => ({
    path: issue.path.filter((segment) => typeof segment === 'string'),
    message: issue.message,
    code: issue.code,
    ...('minimum' in issue ? { minimum: Number(issue.minimum) } : {}),
    ...('maximum' in issue ? { maximum: Number(issue.maximum) } : {}),
  }));

const rowIssue = (message: string, params?: Record<string, string>): RowIssue => ({
  path: [],
  message,
  ...(params ? { params } : {}),
});
const rowFailure = (message: string, params?: Record<string, string>): RowOutcome => ({
  issues: [rowIssue(message, params)],
});

/** The work of one upload. */
export class BatchRun {
  readonly policies = new Map<string, PolicyState | null>();
  private readonly candidates: Candidate[] = [];
  readonly totals = new Map<string, { insured: number; premium: number }>();
  header: string[] | undefined;
  columns: ReturnType<typeof mapHeader> | undefined;
  totalRows = 0;
  declaredRows = 0;
  reviewRows = 0;
  failedRows = 0;
  /** Characters of the failed rows' cells kept so far. */
  private errorListChars = 0;
  /** Set by the job before `declare` (unset: rows are not screened, the benchmark's baseline). */
  screening: BatchScreening | undefined;

  constructor(
    readonly batchId: number,
    readonly accountId: number,
    readonly lists: ReferenceLists,
    readonly today: string,
    /** The open policy chosen for the upload: rows without a policy number use it, others may not differ. */
    readonly chosenPolicyNo: string | undefined,
  ) {}

  private country = (text: string) => this.lists.countries.get(text.trim().toUpperCase()) ?? text;

  /** Locks and loads the policies the rows name. */
  private async loadPolicies(tx: Transaction) {
    const wanted = [...new Set(this.candidates.map(({ declaration }) => declaration.policyNo))];
    if (wanted.length === 0) return;
    const locked = await lockOpenPolicies(tx, this.accountId, wanted);
    for (const policyNo of wanted) {
      const policy = locked.find((row) => row.policyNo === policyNo);
      this.policies.set(
        policyNo,
        policy ? { policy, remaining: policy.balance, drawn: 0, shipmentKeys: new Set() } : null,
      );
    }
  }

  /** The cells of each row checked by `ZDeclaration`; a blank policy number takes the chosen policy. */
  private parseRows(rows: SheetRow[]): ParsedRow[] {
    const chosen = this.chosenPolicyNo;
    return rows.map((row) => {
      const input = rowToDeclarationInput(row.cells, this.columns!, this.country);
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
  }

  /** Shipments already declared under each policy (checked while the policy is locked). */
  private async declaredShipments(tx: Transaction) {
    const keysByPolicy = new Map<number, string[]>();
    for (const { declaration } of this.candidates) {
      const state = this.policies.get(declaration.policyNo);
      if (!state) continue;
      const keys = keysByPolicy.get(state.policy.id) ?? [];
      keys.push(shipmentKeyOf(declaration));
      keysByPolicy.set(state.policy.id, keys);
    }
    const declared = new Map<number, Set<string>>();
    for (const [policyId, keys] of keysByPolicy) {
      declared.set(policyId, await findDeclaredShipmentKeys(tx, policyId, keys));
    }
    return declared;
  }

  /** One valid row against its open policy: the policy's rules, duplicates, the limit and the balance. */
  private checkDeclaration(
    row: SheetRow,
    declaration: Declaration,
    declared: ReadonlyMap<number, Set<string>>,
  ): RowOutcome {
    const state = this.policies.get(declaration.policyNo);
    if (!state) return { issues: [{ path: ['policyNo'], message: 'declaration.error.policyNotFound' }] };
    const { policy } = state;
    const issues = [
      ...openPolicyIssues(declaration, toPolicyTerms(policy)),
      ...referenceIssues(declaration, this.lists),
    ];
    if (issues.length > 0) {
      return { issues: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })) };
    }
    const assessed = assessDeclaration(declaration, policy, this.today);
    const hits = this.hitsOf(declaration, policy);
    const priced = hits.length > 0 ? { ...assessed, status: DECLARATION_STATUS.review } : assessed;
    const currency = currencyIsoOf(policy.currencyCode);
    if (declared.get(policy.id)?.has(priced.shipmentKey) || state.shipmentKeys.has(priced.shipmentKey)) {
      return rowFailure('declaration.error.duplicateShipment');
    }
    if (priced.insuredAmount > policy.perShipmentLimit) {
      return rowFailure('declaration.outcome.overPerShipmentLimit', {
        currency,
        limit: amountText(policy.perShipmentLimit, policy.currencyCode),
      });
    }
    // Rows draw in file order; a row that no longer fits fails, a later smaller one may still fit.
    if (priced.insuredAmount > state.remaining) {
      return rowFailure('declaration.outcome.insufficientBalance', {
        currency,
        balance: amountText(state.remaining, policy.currencyCode),
      });
    }
    state.remaining -= priced.insuredAmount;
    state.drawn += priced.insuredAmount;
    state.shipmentKeys.add(priced.shipmentKey);
    return { accepted: { row, declaration, priced, policy, hits } };
  }

  /** A row's possible sanctions hits, each distinct input screened once per batch. */
  private hitsOf(declaration: Declaration, policy: OpenPolicyRow): ScreeningHit[] {
    if (this.screening === undefined) return [];
    const input = declarationScreeningInput(declaration, policy);
    const key = JSON.stringify(input);
    let hits = this.screening.known.get(key);
    if (hits === undefined) {
      hits = findHits(this.screening.context, input);
      this.screening.known.set(key, hits);
    }
    return hits;
  }

  /** Hits cleared by compliance for the same party and unchanged entry let their row be declared. */
  private async withClearances(tx: Transaction, accepted: Accepted[]) {
    const source = this.screening?.context.index?.source;
    for (const [index, entry] of accepted.entries()) {
      if (entry.hits.length === 0) continue;
      const hits = await withoutCleared(tx, source, entry.hits);
      if (hits.length > 0) continue;
      accepted[index] = {
        ...entry,
        hits,
        priced: assessDeclaration(entry.declaration, entry.policy, this.today),
      };
    }
  }

  /** Each declared row's screening: no hit with the list version, or pending review with its hits. */
  private async recordScreeningsOf(
    tx: Transaction,
    chunk: Accepted[],
    ids: number[],
    records: NewDeclaration[],
  ) {
    if (this.screening === undefined) return;
    const listVersionId = this.screening.context.index?.listVersionId ?? null;
    await recordScreenings(
      tx,
      chunk.map((entry, index) => ({
        document: {
          accountId: this.accountId,
          subjectType: 'declaration' as const,
          subjectId: ids[index]!,
          subjectNo: records[index]!.declarationNo,
          stage: 'batchRow' as const,
        },
        outcome: { listVersionId, hits: entry.hits },
      })),
    );
  }

  /** A cell cut to its field's limit while read fails the row: "Field: longer than N characters". */
  private overLongIssues(row: SheetRow): RowIssue[] {
    return row.overLong.flatMap((column) => {
      const field = fieldAt(this.columns!, column);
      if (!field) return [];
      const max = String(cellMaxChars(field));
      return [{ path: [field], message: 'declaration.batch.error.cellTooLong', params: { max } }];
    });
  }

  /** The issues of a row read as a declaration; none when it goes on to its policy's checks. */
  private rowIssues({ row, result, isOtherPolicy }: ParsedRow): RowIssue[] {
    if (isOtherPolicy) {
      return [rowIssue('declaration.batch.error.otherPolicy', { policyNo: this.chosenPolicyNo ?? '' })];
    }
    const overLong = this.overLongIssues(row);
    const cut = new Set(overLong.map((issue) => issue.path[0]));
    const others = result.success ? [] : schemaIssues(result.error.issues);
    return [...overLong, ...others.filter((issue) => !cut.has(issue.path[0]))];
  }

  /** Keeps a failed row for the error list, within the list's size limit. */
  private keepFailedRow(errors: NewBatchError[], row: SheetRow, issues: RowIssue[]) {
    this.failedRows++;
    this.errorListChars += row.cells.reduce((sum, cell) => sum + cell.length, 0);
    if (this.errorListChars > BATCH_ERROR_LIST_MAX_CHARS) {
      throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.errorListTooLarge', {
        max: BATCH_ERROR_LIST_MAX_CHARS / 1_000_000,
      });
    }
    errors.push({ batchId: this.batchId, rowNumber: row.rowNumber, cells: row.cells, issues });
  }

  /** The columns of the accepted rows, numbered from the sequence; counts and totals follow. */
  private async recordsOf(tx: Transaction, accepted: Accepted[]): Promise<NewDeclaration[]> {
    const numbers = await nextDeclarationNumbers(tx, accepted.length);
    return accepted.map(({ row, declaration, priced, policy }, index) => {
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
        ...declarationNumbers(priced, seq, this.today),
      };
    });
  }

  /** Reads a chunk of rows as declarations: answers the failed rows for the error list. */
  checkRows(rows: SheetRow[]): NewBatchError[] {
    const errors: NewBatchError[] = [];
    for (const entry of this.parseRows(rows)) {
      const issues = this.rowIssues(entry);
      if (issues.length > 0) this.keepFailedRow(errors, entry.row, issues);
      else if (entry.result.success) this.candidates.push({ row: entry.row, declaration: entry.result.data });
    }
    return errors;
  }

  /**
   * In the batch's transaction: the rows read as declarations are checked against their locked policy in
   * file order, then declared a chunk at a time; the rows that fail here join the error list.
   */
  async declare(tx: Transaction) {
    await this.loadPolicies(tx);
    const declared = await this.declaredShipments(tx);
    const accepted: Accepted[] = [];
    const errors: NewBatchError[] = [];
    for (const { row, declaration } of this.candidates) {
      const outcome = this.checkDeclaration(row, declaration, declared);
      if ('accepted' in outcome) accepted.push(outcome.accepted);
      else this.keepFailedRow(errors, row, outcome.issues);
    }
    await this.withClearances(tx, accepted);
    for (let start = 0; start < accepted.length; start += BATCH_CHUNK_ROWS) {
      const chunk = accepted.slice(start, start + BATCH_CHUNK_ROWS);
      const r = await this.recordsOf(tx, chunk);
      const ids = await insertDeclarations(tx, r);
      await this.recordScreeningsOf(tx, chunk, ids, r);
      await recordDeclarationEvents(tx, r, (index) => chunk[index]!.policy.policyNo);
      await nextTurn();
    }
    for (let start = 0; start < errors.length; start += BATCH_CHUNK_ROWS) {
      await insertBatchErrors(tx, errors.slice(start, start + BATCH_CHUNK_ROWS));
    }
    await this.drawBalances(tx);
  }

  /** The balance of each policy is drawn once, for all its declared rows, under the lock taken above. */
  private async drawBalances(tx: Transaction) {
    for (const state of this.policies.values()) {
      if (!state || state.drawn === 0) continue;
      const balance = await drawBalance(tx, state.policy.id, state.drawn);
      if (balance === undefined)
        throw new Error(`balance of open policy ${state.policy.id} changed under lock`);
    }
  }
}
