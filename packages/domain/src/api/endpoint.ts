import type { z } from 'zod';
import type { AccountRole } from '../codes/account-role.ts';
import type { ApiScope } from '../codes/api-key.ts';
import type { StaffRole } from '../codes/staff-role.ts';

/**
 * One endpoint of the gateway, declared once for the server and the web: its method and path (under
 * `GATEWAY_PREFIX`, `:name` for a path parameter), who may call it, the schemas of what it takes and the
 * schema of the `data` of the envelope it answers. The server registers its route from the declaration
 * (validation, response serialisation, access check, OpenAPI); the web calls it through the same object.
 */

/**
 * Who may call an endpoint, checked before the request is validated:
 * - `public`: anyone;
 * - `{ customer: [...] }`: a logged-in customer session whose role in its current account is one of the
 *   listed (HTTP 401 / -99 without a session; 404 for a staff session: staff never act as a customer; 403
 *   `account.error.roleRequired` for a role not listed). Every customer endpoint states its roles through
 *   `customerAccess`: `read` (any role), `operate` (admin, operator), `admin`;
 * - `{ staff: [...] }`: a logged-in staff session holding one of the listed roles (401 without a session,
 *   404 for a customer session: staff routes do not exist for customers; 403 for staff without the role).
 *   Read routes list `auditor` too; a decision lists only the deciding role.
 */
export type Access = 'public' | CustomerAccess | StaffAccess | ApiKeyAccess;

/**
 * An endpoint of the customer API (`/api/v1`, `api/v1/`): a bearer API key holding the scope (401 problem without
 * a valid key, 403 problem without the scope). Never a session's.
 */
export interface ApiKeyAccess {
  readonly apiKey: ApiScope;
}

/** Whether an endpoint is the customer API's (`/api/v1`, an API key's). */
export const isApiKeyAccess = (access: Access): access is ApiKeyAccess =>
  typeof access === 'object' && 'apiKey' in access;

/** A customer endpoint: the account roles that may call it. */
export interface CustomerAccess {
  readonly customer: readonly AccountRole[];
}

/** The three decisions a customer endpoint makes (docs/business-rules.md "Member roles"). */
export const customerAccess = {
  /** Reads and downloads, and what a user does to its own login (password, phone, sessions): any role. */
  read: { customer: ['admin', 'operator', 'viewer'] },
  /** Changes business data: quote, insure, declare, correct, report claims, pay, invoices, uploads. */
  operate: { customer: ['admin', 'operator'] },
  /** Members, company details, account-wide preferences. */
  admin: { customer: ['admin'] },
} as const satisfies Record<string, CustomerAccess>;

/** A staff endpoint: the roles that may call it. */
export interface StaffAccess {
  readonly staff: readonly StaffRole[];
}

/** Whether an endpoint is the insurer's staff's. */
export const isStaffAccess = (access: Access): access is StaffAccess =>
  typeof access === 'object' && 'staff' in access;

/** Whether an endpoint is a customer's (a logged-in customer session with one of the listed roles). */
export const isCustomerAccess = (access: Access): access is CustomerAccess =>
  typeof access === 'object' && 'customer' in access;

/** The media types of file answers (`mediaType` of an `answers: 'file'` endpoint), for the OpenAPI documents. */
export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
  /** A stored upload: its own type (an image, a PDF, a spreadsheet…), sent as it was uploaded. */
  stored: 'application/octet-stream',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What an endpoint answers: the envelope `{ code, message, data, traceId }` with `data` matching the
 * `response` schema, or a file (a download: the bytes, or an error envelope).
 */
export type Answer = 'envelope' | 'file';

export interface EndpointDeclaration {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** JSON body of a POST/PUT (or the text fields of a multipart upload, see `upload`). */
  readonly body?: z.ZodType;
  /** Query string of a GET. */
  readonly query?: z.ZodType;
  /** Path parameters (`:name` in the path). */
  readonly params?: z.ZodType;
  /** Schema of the envelope's `data` (for `answers: 'file'`, of nothing: the answer is bytes). */
  readonly response: z.ZodType;
  /** 'envelope' when left out (`/api/v1` endpoints answer the resource itself, never an envelope). */
  readonly answers?: Answer;
  /** The media type of a file answer (`application/pdf`, the xlsx type, `text/html`), for the OpenAPI documents. */
  readonly mediaType?: string;
  /** The HTTP status of a successful answer (200 when left out; 201 for a created resource, 202 for queued work). */
  readonly successStatus?: 200 | 201 | 202;
  /** A customer API route that may also answer 202 Accepted with the same resource: when it does. */
  readonly acceptedWhen?: string;
  /** The request is multipart with one file in the field `file`. */
  readonly upload?: boolean;
  /** One line for the OpenAPI page. */
  readonly summary: string;
  /** At most `max` calls per caller IP in `timeWindowSeconds`, then HTTP 429 (public endpoints that cost). */
  readonly rateLimit?: { readonly max: number; readonly timeWindowSeconds: number };
}

/** Declares an endpoint; the declaration keeps its exact schema types for both sides. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type InputOf<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : Record<never, never>;

/** What a caller gives: the body, query and path parameters together, as the schemas take them. */
export type EndpointInput<E extends EndpointDeclaration> = InputOf<E['body']> &
  InputOf<E['query']> &
  InputOf<E['params']>;

/** The `data` of the endpoint's successful answer. */
export type EndpointOutput<E extends EndpointDeclaration> = z.output<E['response']>;

/** The parsed body, query and path parameters, as the server's handler receives them. */
export type EndpointRequest<E extends EndpointDeclaration> = {
  readonly body: OutputOf<E['body']>;
  readonly query: OutputOf<E['query']>;
  readonly params: OutputOf<E['params']>;
};

/** The names of the path's parameters: '/cargo/apply/withdraw/:id' → ['id']. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** The path with its parameters filled in (each URI-encoded). */
export const fillPath = (path: string, values: Record<string, unknown>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
