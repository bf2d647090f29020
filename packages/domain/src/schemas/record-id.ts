import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column, the type of every table's id. */
export const MAX_RECORD_ID = 2_147_483_647;

const RANGE = 'error.recordIdRange';

/**
 * A record's id in a JSON body: a whole number from 1 to the id column's limit. No record has an id
 * beyond it, so a larger one is refused as "Field: must be a whole number from 1 to 2147483647" (HTTP 400) before a
 * query could fail on it.
 */
export const ZRecordId = z.number().int(RANGE).positive(RANGE).max(MAX_RECORD_ID, RANGE);

/** The same from text (a path parameter, a query, a form field) or a JSON number. */
export const ZRecordIdText = z.coerce.number().int(RANGE).positive(RANGE).max(MAX_RECORD_ID, RANGE);

/** A record id kept as its digits (ids some answers carry as text, like a batch number). */
export const ZRecordIdDigits = z
  .string()
  .regex(/^\d{1,10}$/, 'error.fieldInvalid')
  .refine((digits) => Number(digits) >= 1 && Number(digits) <= MAX_RECORD_ID, RANGE);
