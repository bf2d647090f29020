import { z } from 'zod';
import {
  ZApiCallPage,
  ZApiCallQuery,
  ZApiKeyCreated,
  ZApiKeyCreateRequest,
  ZApiKeyIdRequest,
  ZApiKeyList,
} from '../schemas/api-key.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** The account's API keys and the calls made with them, for its administrator (Account → API keys). */
export const apiKeyEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/cargo/apiKey/list',
    access: customerAccess.admin,
    response: ZApiKeyList,
    summary: "The account's API keys (prefix, scopes, environment, expiry, last use, revoked)",
  }),
  create: endpoint({
    method: 'POST',
    path: '/cargo/apiKey/create',
    access: customerAccess.admin,
    body: ZApiKeyCreateRequest,
    response: ZApiKeyCreated,
    summary: 'Creates an API key; its secret is in this answer only',
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/cargo/apiKey/revoke',
    access: customerAccess.admin,
    body: ZApiKeyIdRequest,
    response: z.null(),
    summary: 'Revokes an API key of the account; its next call is refused',
  }),
  calls: endpoint({
    method: 'POST',
    path: '/cargo/apiKey/calls',
    access: customerAccess.admin,
    body: ZApiCallQuery,
    response: ZApiCallPage,
    summary: 'The calls made with the account’s API keys, newest first',
  }),
};
