import type { z } from 'zod';
import { isGatewayError } from '../../api/request.ts';

export type RatingField = 'evaluationType' | 'evaluationContent';

/**
 * What is wrong with a rating, per field: an issue of the schema (worded when shown, in the UI language then) or
 * the server's text of an HTTP 400 (already worded).
 */
export type RatingIssues = Partial<Record<RatingField, z.core.$ZodIssue | string>>;

const RATING_FIELDS: readonly string[] = ['evaluationType', 'evaluationContent'] satisfies RatingField[];

const isRatingField = (name: unknown): name is RatingField =>
  typeof name === 'string' && RATING_FIELDS.includes(name);

/** The first issue of each field of a failed parse. */
export const ratingIssuesOf = (issues: readonly z.core.$ZodIssue[]): RatingIssues => {
  const byField: RatingIssues = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (isRatingField(field) && byField[field] === undefined) byField[field] = issue;
  }
  return byField;
};

/** The fields the server named in its refusal, or undefined when it named none (another failure). */
export const serverRatingIssuesOf = (error: unknown): RatingIssues | undefined => {
  if (!isGatewayError(error)) return undefined;
  const byField: RatingIssues = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (isRatingField(field) && byField[field] === undefined) byField[field] = issue.message;
  }
  return Object.keys(byField).length > 0 ? byField : undefined;
};
