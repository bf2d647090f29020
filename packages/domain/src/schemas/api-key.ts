import { z } from 'zod';
import { apiKeyEnvironmentSchema, apiScopeSchema } from '../codes/code-schemas.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZRecordId } from './record-id.ts';

/** An account's API keys, managed by its administrator (docs/business-rules.md "The customer API"). */

const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** POST /cargo/apiKey/create: a name, at least one scope, live or sandbox, an optional last day (China day). */
export const ZApiKeyCreateRequest = z.object({
  name: z.string().trim().min(1, 'error.fieldRequired').max(60),
  scopes: z.array(apiScopeSchema).min(1, 'error.fieldRequired').max(6),
  environment: apiKeyEnvironmentSchema,
  /** The key's last valid day, 'YYYY-MM-DD' (it ends at the end of that China day); none: no expiry. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'error.fieldInvalid')
    .refine(isCalendarDay, 'error.fieldInvalid')
    .optional(),
});
export type ApiKeyCreateRequest = z.infer<typeof ZApiKeyCreateRequest>;

/** A key as the list shows it: never its secret, only its first characters. */
export const ZApiKeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiScopeSchema),
  environment: apiKeyEnvironmentSchema,
  /** China times, "YYYY-MM-DD HH:mm:ss". */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKeySummary = z.infer<typeof ZApiKeySummary>;

export const ZApiKeyList = z.object({ list: z.array(ZApiKeySummary) });
export type ApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer of a creation: the key and its whole secret, shown this once. */
export const ZApiKeyCreated = ZApiKeySummary.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyIdRequest = z.object({ id: ZRecordId });

/** POST /cargo/apiKey/calls: the account's recent API calls, newest first. */
export const ZApiCallQuery = z.object({ ...ZPaging });
export type ApiCallQuery = z.infer<typeof ZApiCallQuery>;

export const ZApiCall = z.object({
  id: z.number().int(),
  keyName: z.string(),
  keyPrefix: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number().int(),
  traceId: z.string(),
  createdAt: z.string(),
});
export type ApiCall = z.infer<typeof ZApiCall>;
export const ZApiCallPage = pageOf(ZApiCall);
export type ApiCallPage = z.infer<typeof ZApiCallPage>;
