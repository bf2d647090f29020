import { z } from 'zod';

/** Global search in the header (SPEC §7 web/policyInfo/globalSearch, claim/globalSearch). */

export const SEARCH_KINDS = ['policy', 'openPolicy', 'application', 'certificate', 'claim'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A number typed in the header: letters, digits and dashes, at most 30. */
export const ZGlobalSearchRequest = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, 'error.fieldRequired')
    .max(30, 'search.error.keywordFormat')
    .regex(/^[A-Za-z0-9-]+$/, 'search.error.keywordFormat'),
});
export type GlobalSearchRequest = z.infer<typeof ZGlobalSearchRequest>;

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The number as stored (policy, voucher, certificate or report number). */
  number: z.string(),
  /** What it is about: the insured, the goods or the policy it belongs to. */
  description: z.string(),
  /** Its status, in the caller's language. */
  statusName: z.string(),
  /** The portal page that opens it. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchHits = z.object({ hits: z.array(ZSearchHit) });
export type SearchHits = z.infer<typeof ZSearchHits>;
