import {
  currencyByCode,
  DECLARATION_STATUS,
  type Declaration,
  ERROR_CODES,
  openPolicyIssues,
  shipmentKeyOf,
  ZDeclaration,
} from '@cargo/domain';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyText, toPolicyTerms } from './declaration.mappers.ts';
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
  certificateNoOf,
  declarationNoOf,
  declarationValues,
  type PricedDeclaration,
  priceDeclaration,
} from './declaration-pricing.ts';
import { type ReferenceLists, referenceIssues } from './declaration-reference.ts';
import { drawBalance, lockOpenPolicies, type OpenPolicyRow } from './open-policy.repository.ts';

/**
 * The rows of one batch upload inside its transaction, a chunk at a time: each row is checked like a single
 * declaration, valid rows are priced against their (locked) open policy and inserted together, the others
 * go to the error list.
 */

/** A failed row's issue as stored: a message key, with params for the messages that name amounts. */
export interface RowIssue {
  path: string[];
  message: string;
  code?: string;
  params?: Record<string, string>;
  minimum?: number;
  maximum?: number;
}

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

/** A row of a chunk read as a declaration. */
interface ParsedRow {
  row: SheetRow;
  /** It names another policy than the one chosen for the upload. */
  isOtherPolicy: boolean;
  result: ReturnType<typeof ZDeclaration.safeParse>;
}

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

const rowFailure = (message: string, params?: Record<string, string>): RowOutcome => ({
  issues: [{ path: [], message, ...(params ? { params } : {}) }],
});

/** The work of one upload inside its transaction. */
export class BatchRun {
  readonly policies = new Map<string, PolicyState | null>();
  readonly totals = new Map<string, { insured: number; premium: number }>();
  header: string[] | undefined;
  columns: ReturnType<typeof mapHeader> | undefined;
  totalRows = 0;
  declaredRows = 0;
  reviewRows = 0;
  failedRows = 0;
  /** Characters of the failed rows' cells kept so far. */
  private errorListChars = 0;

  constructor(
    readonly tx: Transaction,
    readonly batchId: number,
    readonly accountId: number,
    readonly lists: ReferenceLists,
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

  /** Shipments already declared under each policy of the chunk (checked while the policy is locked). */
  private async declaredShipments(parsed: ParsedRow[]) {
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
    const priced = priceDeclaration(declaration, policy, this.today);
    const currency = currencyByCode(policy.currencyCode)?.iso ?? policy.currencyCode;
    if (declared.get(policy.id)?.has(priced.shipmentKey) || state.shipmentKeys.has(priced.shipmentKey)) {
      return rowFailure('declaration.error.duplicateShipment');
    }
    if (priced.insuredAmount > policy.perShipmentLimit) {
      return rowFailure('declaration.outcome.overPerShipmentLimit', {
        currency,
        limit: moneyText(policy.perShipmentLimit, policy.currencyCode),
      });
    }
    // Rows draw in file order; a row that no longer fits fails, a later smaller one may still fit.
    if (priced.insuredAmount > state.remaining) {
      return rowFailure('declaration.outcome.insufficientBalance', {
        currency,
        balance: moneyText(state.remaining, policy.currencyCode),
      });
    }
    state.remaining -= priced.insuredAmount;
    state.drawn += priced.insuredAmount;
    state.shipmentKeys.add(priced.shipmentKey);
    return { accepted: { row, declaration, priced, policy } };
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

  private checkRow({ row, result, isOtherPolicy }: ParsedRow, declared: ReadonlyMap<number, Set<string>>) {
    if (isOtherPolicy) {
      return rowFailure('declaration.batch.error.otherPolicy', { policyNo: this.chosenPolicyNo ?? '' });
    }
    const overLong = this.overLongIssues(row);
    if (overLong.length > 0 || !result.success) {
      const cut = new Set(overLong.map((issue) => issue.path[0]));
      const others = result.success ? [] : schemaIssues(result.error.issues);
      return { issues: [...overLong, ...others.filter((issue) => !cut.has(issue.path[0]))] };
    }
    return this.checkDeclaration(row, result.data, declared);
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
  private async recordsOf(accepted: Accepted[]): Promise<NewDeclaration[]> {
    const numbers = await nextDeclarationNumbers(this.tx, accepted.length);
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
        numberSeq: seq,
        declarationNo: declarationNoOf(seq, this.today),
        certificateNo:
          priced.status === DECLARATION_STATUS.declared ? certificateNoOf(seq, this.today) : null,
      };
    });
  }

  async processChunk(rows: SheetRow[]) {
    const parsed = this.parseRows(rows);
    await this.loadPolicies(
      parsed.flatMap(({ result, isOtherPolicy }) =>
        result.success && !isOtherPolicy ? [result.data.policyNo] : [],
      ),
    );
    const declared = await this.declaredShipments(parsed);
    const accepted: Accepted[] = [];
    const errors: NewBatchError[] = [];
    for (const entry of parsed) {
      const outcome = this.checkRow(entry, declared);
      if ('accepted' in outcome) {
        accepted.push(outcome.accepted);
        continue;
      }
      this.keepFailedRow(errors, entry.row, outcome.issues);
    }
    await insertDeclarations(this.tx, await this.recordsOf(accepted));
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
