import { type EndpointDeclaration, ZApiProblem } from '@cargo/domain';
import { API_V1_ENDPOINTS, API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { z } from 'zod';

/**
 * The customer API's OpenAPI 3.1 document (`/api/v1/openapi.json`), drawn from the v1 declarations alone: each
 * schema through zod's own JSON Schema (2020-12, OpenAPI 3.1's dialect), inlined; bearer security; every
 * operation's problem answers. `packages/api-client` generates its types from this document.
 */

type JsonSchema = Record<string, unknown>;

/** The schema inlined (no registry ids, no `$schema`), as a request takes it or an answer gives it. */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    metadata: z.registry<{ id?: string }>(),
    unrepresentable: 'throw',
  }) as JsonSchema;
  return rest;
};

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: PROBLEM_REF } },
});

const rateLimitHeaders = {
  'RateLimit-Limit': { schema: { type: 'integer' }, description: 'Calls allowed per window for this key' },
  'RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Calls left in the current window' },
  'RateLimit-Reset': { schema: { type: 'integer' }, description: 'Seconds until the window ends' },
};

const PROBLEMS = {
  '400': problem('The request is not valid (`errors` names the fields)'),
  '401': problem('No API key, or one unknown, revoked or expired'),
  '403': problem('The key lacks the scope, or is a sandbox key (not available yet)'),
  '404': problem("Not found (another account's objects are never seen)"),
  '429': problem('Over the rate limit: retry after `Retry-After` seconds'),
};

const POST_PROBLEMS = {
  '409': problem('A request with the same Idempotency-Key is still running: retry after `Retry-After`'),
  '422': problem('The Idempotency-Key was used with another body'),
};

/** The path's parameters and the query's fields as OpenAPI parameters. */
const parametersOf = (endpoint: EndpointDeclaration) => {
  const listed = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (schema === undefined) return [];
    const json = jsonSchemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = (json.required ?? []) as string[];
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      schema: property,
    }));
  };
  const idempotency =
    endpoint.method === 'POST'
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 255 },
            description: 'Makes a retry safe: the same key and body within 24 h replays the first answer',
          },
        ]
      : [];
  return [...listed(endpoint.params, 'path'), ...listed(endpoint.query, 'query'), ...idempotency];
};

const successOf = (endpoint: EndpointDeclaration) => {
  if (endpoint.answers === 'file') {
    return {
      '200': {
        description: 'The file',
        headers: rateLimitHeaders,
        content: {
          [endpoint.mediaType ?? 'application/octet-stream']: {
            schema: { type: 'string', contentMediaType: endpoint.mediaType, format: 'binary' },
          },
        },
      },
    };
  }
  const answer = {
    headers: rateLimitHeaders,
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
  };
  const accepted =
    endpoint.acceptedWhen === undefined ? {} : { '202': { description: endpoint.acceptedWhen, ...answer } };
  if (endpoint.successStatus === 202) return { '202': { description: 'Accepted', ...answer } };
  return endpoint.successStatus === 201
    ? {
        '201': { description: 'Created', ...answer },
        ...accepted,
        '200': { description: 'Nothing created', ...answer },
      }
    : { '200': { description: 'OK', ...answer }, ...accepted };
};

/** An upload's body: one file in the multipart field `file`. */
const MULTIPART_FILE = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
        },
      },
    },
  },
};

const operationOf = (endpoint: EndpointDeclaration) => {
  const scope =
    typeof endpoint.access === 'object' && 'apiKey' in endpoint.access ? endpoint.access.apiKey : '';
  return {
    summary: endpoint.summary,
    description: `Scope: \`${scope}\``,
    security: [{ bearer: [scope] }],
    parameters: parametersOf(endpoint),
    ...(endpoint.upload === true ? { requestBody: MULTIPART_FILE } : {}),
    ...(endpoint.body === undefined || endpoint.upload === true
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
          },
        }),
    responses: { ...successOf(endpoint), ...PROBLEMS, ...(endpoint.method === 'POST' ? POST_PROBLEMS : {}) },
  };
};

/** The whole document. */
export const apiV1OpenApi = (endpoints: readonly EndpointDeclaration[] = API_V1_ENDPOINTS) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cargo Portal API',
      version: '1.0.0',
      description: `Read ${API_V1_PREFIX}/docs for the conventions (money, pagination, idempotency, rate limits, errors).`,
    },
    servers: [{ url: API_V1_PREFIX }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API key: cp_live_… or cp_test_…' },
      },
      schemas: { Problem: jsonSchemaOf(ZApiProblem, 'output') },
    },
    paths,
  };
};
