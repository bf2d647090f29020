import { z } from 'zod';
import { codesOf } from '../codes/code-list.ts';
import { FEEDBACK_TYPES } from '../codes/feedback.ts';
import { isValidMobile, normalizeMobile } from '../validation/mobile.ts';

/** Limits of the feedback form, shared by the form and the server. */
export const FEEDBACK_LIMITS = { content: 1000, contactEmail: 100 } as const;

/**
 * POST /cargo/public/feedback: a suggestion, problem or complaint from anyone, logged in or not. The contact
 * fields are optional (an empty string is "not given"); `requestKey` is generated once per form fill so that a
 * double submit records one feedback.
 */
export const ZFeedbackRequest = z.object({
  requestKey: z.uuid(),
  // Nothing chosen reads "cannot be empty" rather than "invalid".
  feedbackType: z.enum(codesOf(FEEDBACK_TYPES), {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'error.fieldRequired' : 'error.fieldInvalid',
  }),
  feedbackContent: z.string().trim().min(1, 'error.fieldRequired').max(FEEDBACK_LIMITS.content),
  /** Mainland mobile, sent normalised; '' or left out when not given. */
  contactPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidMobile(value), 'validation.mobile.format')
    .transform((value) => (value === '' ? '' : normalizeMobile(value)))
    .optional(),
  contactEmail: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.contactEmail)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'error.emailInvalid')
    .optional(),
});
export type FeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export type FeedbackInput = z.input<typeof ZFeedbackRequest>;

/** The feedback's reference, quoted by the service desk when it answers. */
export const ZFeedbackResponse = z.object({ feedbackNo: z.string() });
export type FeedbackResponse = z.infer<typeof ZFeedbackResponse>;
