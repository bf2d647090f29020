import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './generated/api-v1.ts';

/**
 * A typed client of the Cargo Portal customer API (`/api/v1`), its types generated from the server's OpenAPI
 * document (`npm run api:client`). `baseUrl` ends in `/api/v1`; the key goes in as a bearer token.
 */
export const createCargoApiClient = (options: ClientOptions & { apiKey: string }) => {
  const { apiKey, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    headers: { ...(headers as Record<string, string> | undefined), authorization: `Bearer ${apiKey}` },
  });
};

export type { components, operations, paths } from './generated/api-v1.ts';
