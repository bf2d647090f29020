// Reads what one request sent to PostgreSQL from the server's log, written with `log_min_duration_statement=0`
// (the `scale` bench's capture instance sets it on its own connections only): every parse, bind and execute
// of the extended protocol and every simple-protocol statement is logged when it ends, with its duration and,
// for bind and execute, a `DETAIL:  parameters: $1 = '…', …` line. The log's order is the order in which the
// backends wrote, so it tells which statements were running at the same time.

/** One statement as the app sent it: its name, text and parameters as text (null for NULL). */
export interface CapturedStatement {
  /** The prepared statement's name, '' for an unnamed one (prepared anew each time). */
  name: string;
  sql: string;
  parameters: (string | null)[];
}

/**
 * What the bare reference runs for one request: the steps one after another; the chains of a step at once, each
 * chain on one connection in order (a chain of several statements is a transaction, BEGIN to COMMIT).
 */
export type ReplayPlan = CapturedStatement[][][];

interface LogEntry {
  pid: string;
  database: string;
  severity: string;
  message: string;
}

/** `%m [%p] %q%u@%d ` (this machine's `log_line_prefix`); background processes have no user@database. */
const PREFIX =
  /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[(\d+)\] (?:(\S*)@(\S*) )?([A-Z0-9]+): {2}(.*)$/;

/** Log entries; a message's further lines are written after a newline and a tab (elog.c `append_with_tabs`). */
export const entriesOf = (text: string): LogEntry[] => {
  const entries: LogEntry[] = [];
  for (const line of text.split('\n')) {
    const match = PREFIX.exec(line);
    if (match) {
      const [, pid, , database, severity, message] = match;
      entries.push({ pid: pid!, database: database ?? '', severity: severity!, message: message! });
    } else if (entries.length > 0 && line !== '') {
      entries[entries.length - 1]!.message += `\n${line.startsWith('\t') ? line.slice(1) : line}`;
    }
  }
  return entries;
};

/** `$1 = '…', $2 = NULL, …` (quotes inside a value doubled) as the values in order. */
export const parametersOf = (detail: string): (string | null)[] => {
  const values: (string | null)[] = [];
  const item = /\$(\d+) = (?:'((?:[^']|'')*)'|NULL)(?:, |$)/gy;
  const text = detail.replace(/^parameters: /, '');
  for (let match = item.exec(text); match !== null; match = item.exec(text)) {
    values[Number(match[1]) - 1] = match[2] === undefined ? null : match[2].replaceAll("''", "'");
  }
  return values;
};

/** A statement with where it began and ended in the log (entry indexes). */
interface Timed extends CapturedStatement {
  pid: string;
  start: number;
  end: number;
}

const STEP = /^duration: [\d.]+ ms {2}(parse|bind|execute|statement) ?([^:]*?): ([\s\S]*)$/;
/** `execute <unnamed>`, `execute live_policy_figures`; with a portal, `execute <unnamed>/C_1`. */
const nameOf = (logged: string) => {
  const name = logged.split('/')[0]!;
  return name === '<unnamed>' ? '' : name;
};
/** Not the request's: the job queue's polling and the notification listeners of the instance. */
const BACKGROUND = /pgboss\.|^\s*(un)?listen\b/i;

/** The request's statements of the entries of `database`, each from its parse (or its start) to its execute. */
export const statementsOf = (entries: readonly LogEntry[], database: string): Timed[] => {
  const statements: Timed[] = [];
  const begun = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (entry.database !== database || entry.severity !== 'LOG') return;
    const match = STEP.exec(entry.message);
    if (!match) return;
    const [, kind, logged, sql] = match;
    if (kind === 'parse' || kind === 'bind') {
      if (!begun.has(entry.pid)) begun.set(entry.pid, index);
      return;
    }
    const start = begun.get(entry.pid) ?? index;
    begun.delete(entry.pid);
    if (BACKGROUND.test(sql!)) return;
    const detail = entries[index + 1];
    const parameters =
      detail?.pid === entry.pid && detail.severity === 'DETAIL' && detail.message.startsWith('parameters: ')
        ? parametersOf(detail.message)
        : [];
    statements.push({ pid: entry.pid, start, end: index, name: nameOf(logged!), sql: sql!, parameters });
  });
  return statements;
};

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/** Statements on one connection from BEGIN to COMMIT or ROLLBACK as one chain; every other statement alone. */
const chainsOf = (statements: readonly Timed[]) => {
  const chains: Timed[][] = [];
  const open = new Map<string, Timed[]>();
  for (const statement of statements) {
    const transaction = open.get(statement.pid);
    if (transaction) {
      transaction.push(statement);
      if (END.test(statement.sql)) open.delete(statement.pid);
    } else if (BEGIN.test(statement.sql)) {
      const chain = [statement];
      open.set(statement.pid, chain);
      chains.push(chain);
    } else {
      chains.push([statement]);
    }
  }
  return chains;
};

/**
 * Whether `chain`, which began after the current step's last statement `last` ended (in the log's order), was
 * sent before that one answered, i.e. ran beside the step. The app's pool (node-pg) hands a connection to the
 * first query sent after `last` answered, the one released last: `last`'s. So a chain on another connection,
 * with `last`'s connection used by no later statement of the request, was sent before `last` answered. When
 * `last`'s connection is used again the log cannot tell (a query takes its connection before it is sent,
 * sometimes milliseconds before): the chain is taken as sent after.
 */
const sentBeside = (chain: readonly Timed[], last: Timed, later: readonly Timed[][]) =>
  chain[0]!.pid !== last.pid && !later.some((other) => other.some((statement) => statement.pid === last.pid));

/**
 * The plan of the request's statements: chains run at once go in one step, the steps one after another in the
 * order they began. A chain ran beside the current step when it began (its first log line) before the step's
 * last statement ended, or was sent before (`sentBeside`). A query's first line is written when its parse
 * ends, so a short query sent beside a longer one may have ended before the longer one's first line.
 */
export const planOf = (statements: readonly Timed[]): ReplayPlan => {
  const chains = chainsOf(statements).sort((a, b) => a[0]!.start - b[0]!.start);
  const steps: Timed[][][] = [];
  let last: Timed | undefined;
  chains.forEach((chain, index) => {
    const atOnce =
      last !== undefined && (chain[0]!.start < last.end || sentBeside(chain, last, chains.slice(index + 1)));
    if (atOnce) steps[steps.length - 1]!.push(chain);
    else steps.push([chain]);
    const ended = chain[chain.length - 1]!;
    if (last === undefined || ended.end > last.end) last = ended;
  });
  return steps.map((step) =>
    step.map((chain) => chain.map(({ name, sql, parameters }) => ({ name, sql, parameters }))),
  );
};
