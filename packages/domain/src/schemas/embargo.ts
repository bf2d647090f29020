import { z } from 'zod';
import { ZRecordId } from './record-id.ts';

/**
 * Embargoed destinations and the name-match threshold of sanctions screening, kept by operations staff
 * (docs/business-rules.md "Sanctions screening"): countries by ISO code, ports by UN/LOCODE.
 */

/** The lowest and highest match threshold operations may set (below 0.80 ordinary names alert). */
export const MATCH_THRESHOLD_MIN = 0.8;
export const MATCH_THRESHOLD_MAX = 1;

export const EMBARGO_KINDS = ['country', 'port'] as const;
export type EmbargoKind = (typeof EMBARGO_KINDS)[number];

export const ZEmbargoedDestination = z.object({
  id: z.number().int(),
  kind: z.enum(EMBARGO_KINDS),
  code: z.string(),
  /** The country's or port's name in the caller's language (a port with its country). */
  name: z.string(),
  programme: z.string(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type EmbargoedDestination = z.infer<typeof ZEmbargoedDestination>;

export const ZEmbargoList = z.object({
  list: z.array(ZEmbargoedDestination),
  threshold: z.number(),
});
export type EmbargoList = z.infer<typeof ZEmbargoList>;

/** A country (ISO alpha-2) or a port (UN/LOCODE, five letters or digits) of the portal's lists, with its programme. */
export const ZEmbargoAddBody = z
  .object({
    kind: z.enum(EMBARGO_KINDS, { message: 'error.fieldRequired' }),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'error.fieldRequired')
      .regex(/^[A-Z]{2}([A-Z0-9]{3})?$/, 'error.fieldInvalid'),
    programme: z.string().trim().min(1, 'error.fieldRequired').max(100),
    note: z.string().trim().max(500).optional().default(''),
  })
  .refine((value) => value.code.length === (value.kind === 'country' ? 2 : 5), {
    path: ['code'],
    message: 'error.fieldInvalid',
  });
export type EmbargoAddBody = z.infer<typeof ZEmbargoAddBody>;

export const ZEmbargoRemoveBody = z.object({ id: ZRecordId });

export const ZMatchThresholdBody = z.object({
  threshold: z
    .number({ message: 'error.fieldRequired' })
    .min(MATCH_THRESHOLD_MIN, 'embargo.error.threshold')
    .max(MATCH_THRESHOLD_MAX, 'embargo.error.threshold'),
});
export type MatchThresholdBody = z.infer<typeof ZMatchThresholdBody>;

/** The places offered to the pickers: every country, or the ports of one country narrowed by a keyword. */
export const ZEmbargoPlacesQuery = z.object({
  kind: z.enum(EMBARGO_KINDS),
  countryCode: z.string().trim().toUpperCase().max(2).optional().default(''),
  keyword: z.string().trim().max(64).optional().default(''),
});
export type EmbargoPlacesQuery = z.infer<typeof ZEmbargoPlacesQuery>;
export const ZEmbargoPlaces = z.array(z.object({ code: z.string(), name: z.string() }));
export type EmbargoPlaces = z.infer<typeof ZEmbargoPlaces>;
