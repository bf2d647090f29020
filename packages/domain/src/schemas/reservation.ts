import { z } from 'zod';
import { codesOf } from '../codes/code-list.ts';
import { RESERVATION_INTENTIONS, type ReservationIntention } from '../codes/reservation.ts';
import { mobileSchema } from '../validation/mobile.ts';
import { usccSchema } from '../validation/uscc.ts';

/** Limits of the business appointment form (SPEC §3 "Reservation form"), shared by the form and the server. */
export const RESERVATION_LIMITS = {
  name: 50,
  companyName: 100,
  address: 200,
  agentCode: 32,
  branch: 50,
  detail: 500,
} as const;

/** Intention code of "other" (codes/reservation.ts). */
export const RESERVATION_INTENTION_OTHER = '04' satisfies ReservationIntention;

const requiredText = (max: number) => z.string().trim().min(1, 'error.fieldRequired').max(max);

/**
 * POST /cargo/reservation/submit: a prospect asks to be contacted about cargo insurance. `requestKey` is
 * generated once per form fill so that a double submit or a retry creates one reservation only.
 */
export const ZReservationRequest = z
  .object({
    requestKey: z.uuid(),
    name: requiredText(RESERVATION_LIMITS.name),
    /** Mainland mobile, 11 digits starting with 1; sent normalised (no +86, spaces or hyphens). */
    mobile: mobileSchema,
    companyName: requiredText(RESERVATION_LIMITS.companyName),
    address: requiredText(RESERVATION_LIMITS.address),
    /** Unified social credit code, GB 32100-2015 with its check character; sent upper-cased. */
    creditCode: usccSchema,
    agentCode: z.string().trim().max(RESERVATION_LIMITS.agentCode).optional(),
    /** Servicing branch: a province code from GET /cargo/basedata/provinces, or free text if that list failed. */
    branch: requiredText(RESERVATION_LIMITS.branch),
    // The codes of RESERVATION_INTENTIONS; nothing chosen reads "cannot be empty" rather than "invalid".
    intention: z.enum(codesOf(RESERVATION_INTENTIONS), {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'error.fieldRequired' : 'error.fieldInvalid',
    }),
    detail: z.string().trim().max(RESERVATION_LIMITS.detail).optional(),
  })
  // "Other" says nothing by itself: the prospect must describe the need.
  .superRefine((value, ctx) => {
    if (value.intention === RESERVATION_INTENTION_OTHER && !value.detail) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: 'public.reservation.error.detailRequired' });
    }
  });
export type ReservationRequest = z.infer<typeof ZReservationRequest>;
/** What the form holds before parsing (the mobile and credit code are normalised by the schema). */
export type ReservationInput = z.input<typeof ZReservationRequest>;

export const ZReservationResponse = z.object({ reservationId: z.string() });
export type ReservationResponse = z.infer<typeof ZReservationResponse>;
