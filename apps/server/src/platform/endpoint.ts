import {
  type EndpointDeclaration,
  type EndpointOutput,
  type EndpointRequest,
  isApiKeyAccess,
  SUCCESS_CODE,
} from '@cargo/domain';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from './errors.ts';
import type { Session } from './session.ts';

/**
 * Routes are registered from their declarations in `packages/domain/src/api` and nowhere else: the
 * declaration gives the method, path, schemas (validation, response serialisation, OpenAPI) and who may
 * call the route (checked by `access.ts` before the body is validated).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (absent on the web app's own routes). */
    endpoint?: EndpointDeclaration;
  }
}

/** What a route's handler gets: the parsed request and the session (the caller's language: `callerLanguage()`). */
export type EndpointContext<E extends EndpointDeclaration> = EndpointRequest<E> & {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** Never null on a `customer` or `underwriter` endpoint: the access check ran first. */
  readonly session: E['access'] extends 'public' ? Session | null : Session;
  /** Replaces the envelope's `message` ('success') with a sentence for the customer. */
  readonly say: (message: string) => void;
};

type Handler<E extends EndpointDeclaration> = (
  context: EndpointContext<E>,
) => Promise<E['answers'] extends 'file' ? FastifyReply : EndpointOutput<E>>;

/** The envelope around a `data` schema, as the OpenAPI page and the serialiser see it. */
const envelopeOf = (data: z.ZodType) =>
  z.object({ code: z.literal(SUCCESS_CODE), message: z.string(), data, traceId: z.string() });

const schemaOf = (endpoint: EndpointDeclaration) => ({
  summary: endpoint.summary,
  ...(endpoint.body !== undefined && endpoint.upload !== true ? { body: endpoint.body } : {}),
  ...(endpoint.query !== undefined ? { querystring: endpoint.query } : {}),
  ...(endpoint.params !== undefined ? { params: endpoint.params } : {}),
  ...(endpoint.answers === 'file' ? {} : { response: { 200: envelopeOf(endpoint.response) } }),
});

/** The route's `@fastify/rate-limit` settings (the plugin is registered with `global: false`). */
const rateLimitOf = (endpoint: EndpointDeclaration) =>
  endpoint.rateLimit === undefined
    ? {}
    : { rateLimit: { max: endpoint.rateLimit.max, timeWindow: endpoint.rateLimit.timeWindowSeconds * 1000 } };

type FieldPath = (string | number)[];

/** At most this many fields are named in one answer (a batch could hold thousands). */
const MAX_NAMED_FIELDS = 20;

/** A value met in a walk, and how it was reached (its path is only spelled out when it is named). */
interface Visit {
  readonly value: unknown;
  readonly segment?: string | number;
  readonly parent?: Visit;
}

const pathOf = (visit: Visit): FieldPath => {
  const path: FieldPath = [];
  for (let step: Visit | undefined = visit; step?.segment !== undefined; step = step.parent) {
    path.unshift(step.segment);
  }
  return path;
};

/**
 * Text no column can store: U+0000 (PostgreSQL refuses it in text), or text that is not well-formed Unicode (a
 * lone half of a surrogate pair, `"\ud800"`, which PostgreSQL refuses in JSON and text and no encoder can write).
 */
const unstorableReason = (text: string): string | undefined => {
  if (text.includes('\u0000')) return 'error.fieldForbiddenCharacter';
  return text.isWellFormed() ? undefined : 'error.fieldIllFormedText';
};
type UnstorableField = { path: FieldPath; messageKey: string };

/**
 * The fields of a parsed request part whose text cannot be stored (a key holding such text names its object).
 * The walk keeps its own stack and links to parents, so a body nested thousands deep costs neither the call
 * stack nor a copied path per level.
 */
const fieldsWithUnstorableText = (part: unknown): UnstorableField[] => {
  const found: UnstorableField[] = [];
  const pending: Visit[] = [{ value: part }];
  for (
    let next = pending.pop();
    next !== undefined && found.length < MAX_NAMED_FIELDS;
    next = pending.pop()
  ) {
    const visit = next;
    const { value } = visit;
    if (typeof value === 'string') {
      const messageKey = unstorableReason(value);
      if (messageKey) found.push({ path: pathOf(visit), messageKey });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        pending.push({ value: item, segment: index, parent: visit });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const messageKey = unstorableReason(key);
        if (messageKey) found.push({ path: pathOf(visit), messageKey });
        else pending.push({ value: item, segment: key, parent: visit });
      }
    }
  }
  return found;
};

/**
 * Such text has no use in any field and would fail where it is stored (a 500), so it is refused on every route
 * before validation, whatever the field's schema: "Field: contains a character that is not allowed".
 */
const refuseUnstorableText = async (request: FastifyRequest) => {
  const fields = [
    ...fieldsWithUnstorableText(request.params),
    ...fieldsWithUnstorableText(request.query),
    ...fieldsWithUnstorableText(request.body),
  ].slice(0, MAX_NAMED_FIELDS);
  if (fields.length > 0) throw fieldErrors(fields);
};

/** Registers the route of a declared endpoint; its handler runs counted in `app.handlersInFlight`. */
export const serve = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void => {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    let message = 'success';
    const data = await handler({
      request,
      reply,
      body: request.body as EndpointContext<E>['body'],
      query: request.query as EndpointContext<E>['query'],
      params: request.params as EndpointContext<E>['params'],
      session: request.session as EndpointContext<E>['session'],
      say: (text) => {
        message = text;
      },
    });
    if (endpoint.answers === 'file') return data;
    return { code: SUCCESS_CODE, message, data, traceId: request.id };
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { endpoint, ...rateLimitOf(endpoint) },
    preValidation: refuseUnstorableText,
    handler: (request, reply) => app.handlersInFlight.run(() => answer(request, reply)),
  });
};

type DocsTransform = (input: Parameters<SwaggerTransform>[0]) => ReturnType<SwaggerTransform>;

/**
 * `/docs`' transform of a route: zod's (`jsonSchemaTransform`), then a file answer's 200 as its declared media type
 * (`mediaType`: a PDF, a workbook, a stored upload's bytes), so every operation says what it answers. The customer
 * API's routes are left out: they have their own document (`/api/v1/openapi.json`).
 */
export const withFileAnswers =
  (transform: DocsTransform): DocsTransform =>
  (input) => {
    const output = transform(input);
    const endpoint = input.route.config?.endpoint;
    if (endpoint === undefined) return output;
    const schema = output.schema as Record<string, unknown>;
    if (isApiKeyAccess(endpoint.access)) return { ...output, schema: { ...schema, hide: true } };
    if (endpoint.answers !== 'file') return output;
    const mediaType = endpoint.mediaType ?? 'application/octet-stream';
    return {
      ...output,
      schema: {
        ...schema,
        response: {
          200: {
            description: 'The file',
            content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    };
  };
