import { type ApplicationForm, type Quote, withDerivedClientFacts, ZApplication } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredBatchIssue } from '../../../db/schema/index.ts';
import { AppError, type FieldIssue } from '../../../platform/errors.ts';
import type { Session } from '../../../platform/session.ts';
import { punishedPartyIssues } from '../../basedata/basedata-lookups.service.ts';
import { priceForm } from '../../quotation/quotation.service.ts';
import { checkForm, referralKeysOf } from '../application.form.ts';

/** One row of a batch checked exactly like a single submit (applyPolicy), without writing anything. */

export type RowCheck =
  | { ok: true; form: ApplicationForm; quote: Quote; referralKeys: string[] }
  | { ok: false; issues: StoredBatchIssue[] };

/** Paths of the single submit start at the request's `form`; a row's start at the form itself. */
const withoutFormPrefix = (path: readonly (string | number)[]) => (path[0] === 'form' ? path.slice(1) : path);

const fromFieldIssues = (issues: readonly FieldIssue[]): StoredBatchIssue[] =>
  issues.map((issue) => ({
    path: [...withoutFormPrefix(issue.path)],
    messageKey: issue.messageKey,
    ...(issue.params ? { params: { ...issue.params } } : {}),
  }));

const numberOrUndefined = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** The schema, the server's rules (product, codes, quotation, punish state) and the price of a row's form. */
export const checkApplicationRow = async (
  app: FastifyInstance,
  session: Session,
  input: unknown,
): Promise<RowCheck> => {
  const parsed = ZApplication.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
        messageKey: issue.message,
        code: issue.code,
        minimum: 'minimum' in issue ? numberOrUndefined(issue.minimum) : undefined,
        maximum: 'maximum' in issue ? numberOrUndefined(issue.maximum) : undefined,
      })),
    };
  }
  const form = withDerivedClientFacts(parsed.data);
  try {
    await checkForm(app, session, form);
  } catch (error) {
    if (error instanceof AppError && error.issues.length > 0) {
      return { ok: false, issues: fromFieldIssues(error.issues) };
    }
    throw error;
  }
  const punished = await punishedPartyIssues(form);
  if (punished.length > 0) return { ok: false, issues: fromFieldIssues(punished) };
  const priced = await priceForm(app, form);
  if (!priced.ok) return { ok: false, issues: fromFieldIssues(priced.issues) };
  return { ok: true, form, quote: priced.quote, referralKeys: referralKeysOf(priced.quote, form) };
};
