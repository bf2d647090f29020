import { z } from 'zod';
import { usccSchema } from '../validation/uscc.ts';

/** Guarantee policy numbers: letters and digits, e.g. GB3101202600001. */
export const GUARANTEE_NO_PATTERN = /^[A-Z0-9]{6,32}$/;

/**
 * POST /cargo/public/guaranteeQuery: both the policy number and the applicant's unified social credit code
 * are required, so that the query confirms a policy to whoever holds both and lists nothing to anyone else.
 */
export const ZGuaranteeQueryRequest = z.object({
  guaranteeNo: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'error.fieldRequired')
    .refine(
      (value) => value === '' || GUARANTEE_NO_PATTERN.test(value),
      'public.guaranteeQuery.error.numberFormat',
    ),
  creditCode: usccSchema,
});
export type GuaranteeQueryRequest = z.infer<typeof ZGuaranteeQueryRequest>;
export type GuaranteeQueryInput = z.input<typeof ZGuaranteeQueryRequest>;

export const ZGuaranteePolicyView = z.object({
  guaranteeNo: z.string(),
  productName: z.string(),
  applicantName: z.string(),
  /** Who the guarantee is given to (e.g. the customs district). */
  beneficiaryName: z.string(),
  status: z.string(),
  statusName: z.string(),
  /** 'YYYY-MM-DD', China days, both included. */
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  /** Guaranteed amount, integer minor units. */
  guaranteedAmount: z.number().int(),
  issueDate: z.string(),
});
export type GuaranteePolicyView = z.infer<typeof ZGuaranteePolicyView>;
