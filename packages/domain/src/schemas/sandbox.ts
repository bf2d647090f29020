import { z } from 'zod';

/** The sandbox twin of a live account (docs/business-rules.md "The sandbox"). */

/** What the account page shows of the sandbox: whether it exists, when it was made and last emptied. */
export const ZSandboxStatus = z.object({
  /** Whether the twin exists (it is made on the first switch into it, or by the first sandbox key). */
  exists: z.boolean(),
  /** The name the account switcher switches to (the live name and `~SANDBOX`). */
  accountName: z.string(),
  /** Whether the session is in the twin now. */
  isCurrent: z.boolean(),
  /** China time, `YYYY-MM-DD HH:mm:ss`; null while the twin does not exist. */
  createdAt: z.string().nullable(),
  /** The last reset, China time; null for never. */
  lastResetAt: z.string().nullable(),
  /** Open policies copied into the twin. */
  openPolicies: z.number().int(),
});
export type SandboxStatus = z.infer<typeof ZSandboxStatus>;
