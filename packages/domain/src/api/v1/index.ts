import type { EndpointDeclaration } from '../endpoint.ts';
import { apiV1ClaimEndpoints } from './claims.ts';
import { apiV1OpenPolicyEndpoints } from './open-policies.ts';
import { apiV1PolicyEndpoints } from './policies.ts';
import { apiV1QuoteEndpoints } from './quotes.ts';
import { apiV1DeclarationEndpoints } from './shipments.ts';
import { apiV1WebhookEndpoints } from './webhooks.ts';

/**
 * The customer API (`/api/v1`): resources for the customers' own systems, declared like every gateway endpoint
 * (`endpoint()`, one `EndpointDeclaration` type) with `access: { apiKey: scope }`. Paths are under `API_V1_PREFIX`.
 */
export { API_V1_PREFIX } from './prefix.ts';

export const API_V1_GROUPS = {
  declaration: apiV1DeclarationEndpoints,
  openPolicy: apiV1OpenPolicyEndpoints,
  policy: apiV1PolicyEndpoints,
  quote: apiV1QuoteEndpoints,
  claim: apiV1ClaimEndpoints,
  webhook: apiV1WebhookEndpoints,
} as const;

export const API_V1_ENDPOINTS: readonly EndpointDeclaration[] = Object.values(API_V1_GROUPS).flatMap(
  (group): EndpointDeclaration[] => Object.values(group),
);
