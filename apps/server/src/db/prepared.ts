import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A statement of a request's hot path, built once per database and sent as a named prepared statement (issue
 * 14): Drizzle's query building was a tenth of a list request's CPU, and PostgreSQL parses a named statement
 * once per connection. `build` makes it with `sql.placeholder` for every value and ends with `.prepare(name)`.
 * On a transaction it is built anew, so it runs inside that transaction.
 */
export const preparedStatement = <Statement>(build: (db: Executor) => Statement) => {
  const byDatabase = new WeakMap<Executor, Statement>();
  return (db: Executor): Statement => {
    if (is(db, PgTransaction)) return build(db);
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
};

/**
 * The name for `.prepare` of a statement PostgreSQL should plan for each execution's values: an unnamed statement
 * (its text is still built once). A named one is planned generically after five executions, which for some
 * statements (a page filtered by a list of statuses, sorted) means sorting every row of the range.
 */
export const UNNAMED = '';
