import type { CodeOf } from './code-list.ts';

/** What a feedback is about (SPEC §2 toolbar "Feedback"); the codes are this portal's own. */
export const FEEDBACK_TYPES = [
  { code: '01', zh: '建议', en: 'Suggestion' },
  { code: '02', zh: '问题', en: 'Problem' },
  { code: '03', zh: '投诉', en: 'Complaint' },
] as const;
export type FeedbackType = CodeOf<typeof FEEDBACK_TYPES>;
