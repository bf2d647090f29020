import { z } from 'zod';

/** Agreement management (SPEC §7 getClientAgreement, term/getViewTermUrlByTermCode). */

export const AGREEMENT_KINDS = ['portal', 'openPolicy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export const ZClientAgreement = z.object({
  /** SERVICE, PRIVACY, or the open policy's number. */
  code: z.string(),
  kind: z.enum(AGREEMENT_KINDS),
  title: z.string(),
  version: z.string(),
  /** China day it took effect (an open policy: its start). */
  effectiveDate: z.string(),
  /** An open policy's last day; null for the portal's agreements. */
  endDate: z.string().nullable(),
  /** The product it covers (open policies). */
  productName: z.string().nullable(),
});
export type ClientAgreement = z.infer<typeof ZClientAgreement>;

export const ZProductTerm = z.object({
  termCode: z.string(),
  title: z.string(),
  /** The account's products this clause serves. */
  productNames: z.array(z.string()),
  version: z.string(),
});
export type ProductTerm = z.infer<typeof ZProductTerm>;

/** POST getClientAgreement: the account's agreements and the clauses of its products. */
export const ZClientAgreements = z.object({
  agreements: z.array(ZClientAgreement),
  terms: z.array(ZProductTerm),
});
export type ClientAgreements = z.infer<typeof ZClientAgreements>;

export const ZTermCodeParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/, 'error.fieldInvalid'),
});

/** GET getViewTermUrlByTermCode/{code}: the portal page showing the term. */
export const ZTermUrl = z.object({ termCode: z.string(), url: z.string() });
export type TermUrl = z.infer<typeof ZTermUrl>;

/** GET term/view/{code}: the term's text in the caller's language, one paragraph per item. */
export const ZTermText = z.object({
  termCode: z.string(),
  title: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
  paragraphs: z.array(z.string()),
});
export type TermText = z.infer<typeof ZTermText>;
