import type { EndpointDeclaration, EndpointOutput, EndpointRequest } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../platform/session.ts';
import type { ApiCaller } from '../api-key/api-key.service.ts';

/** What a customer API handler gets: the parsed request, the key and the account's session-like scope. */
export type ApiContext<E extends EndpointDeclaration> = EndpointRequest<E> & {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly caller: ApiCaller;
  /** The account the key acts on (`apiAccountOf`), as the portal's services take it. */
  readonly session: Session;
};

type ApiHandler<E extends EndpointDeclaration> = (
  context: ApiContext<E>,
) => Promise<E['answers'] extends 'file' ? FastifyReply : EndpointOutput<E>>;

/** The schemas Fastify validates and serialises with (and `/api/v1/openapi.json` is drawn from). */
const schemaOf = (endpoint: EndpointDeclaration) => ({
  summary: endpoint.summary,
  ...(endpoint.body !== undefined ? { body: endpoint.body } : {}),
  ...(endpoint.query !== undefined ? { querystring: endpoint.query } : {}),
  ...(endpoint.params !== undefined ? { params: endpoint.params } : {}),
  ...(endpoint.answers === 'file'
    ? {}
    : { response: { 200: endpoint.response, 201: endpoint.response, 202: endpoint.response } }),
});

/**
 * Registers a customer API route from its declaration (`packages/domain/src/api/v1/`): the answer is the resource
 * itself (no envelope), HTTP `successStatus` unless the handler set another; never compressed, so the
 * idempotency store sees the body as sent. The key, its scope and its account are checked before (api-caller.ts).
 */
export const serveApi = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: ApiHandler<E>,
): void => {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { apiCaller, apiSession } = request;
    if (apiCaller === undefined || apiSession === undefined) throw new Error('API route without its key');
    reply.status(endpoint.successStatus ?? 200);
    return handler({
      request,
      reply,
      caller: apiCaller,
      session: apiSession,
      body: request.body as ApiContext<E>['body'],
      query: request.query as ApiContext<E>['query'],
      params: request.params as ApiContext<E>['params'],
    });
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { endpoint },
    compress: false,
    handler: (request, reply) => app.handlersInFlight.run(() => answer(request, reply)),
  });
};
