/**
 * The satisfaction rating (SPEC §3 "Rating", §5): evaluationType 1 good, 2 bad (a comment is required),
 * 3 rate later (postpones the question). The comment is trimmed; at most 500 characters.
 */
export const EVALUATION_TYPES = ['1', '2', '3'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];
export const EVALUATION_GOOD: EvaluationType = '1';
export const EVALUATION_BAD: EvaluationType = '2';
export const EVALUATION_LATER: EvaluationType = '3';
export const EVALUATION_CONTENT_MAX = 500;
