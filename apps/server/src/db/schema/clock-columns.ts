import { businessNow } from '@cargo/domain';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A timestamp column stamped on insert by the business clock (`businessNow`), not by the database's
 * `now()`: the instant a record is dated with and the "today" it is checked against come from one clock,
 * so a test that moves the clock moves both. The SQL default stays for rows written outside the app.
 */
export const stampedAt = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow().$defaultFn(businessNow);
