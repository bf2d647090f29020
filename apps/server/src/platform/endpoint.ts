import {
  type EndpointDeclaration,
  type EndpointOutput,
  type EndpointRequest,
  SUCCESS_CODE,
} from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/** Registers the route of a declared endpoint. */
export const serve = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { endpoint, ...rateLimitOf(endpoint) },
    handler: async (request, reply) => {
      let message = 'success';
      const answer = await handler({
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
      if (endpoint.answers === 'file') return answer;
      return { code: SUCCESS_CODE, message, data: answer, traceId: request.id };
    },
  });
};
