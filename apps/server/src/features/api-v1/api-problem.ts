import { STATUS_CODES } from 'node:http';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type Failure, failureOf } from '../../platform/error-handler.ts';

/**
 * RFC 9457 problem details, the customer API's only error answer (`application/problem+json`): `type` points at
 * the code's entry on the docs page, `title` the HTTP status's name, `detail` the portal's message in the caller's
 * language, `code` the portal's error code, `instance` the trace id, `errors` the fields' issues.
 */
export const problemOf = (failure: Failure, traceId: string) => ({
  type: `${API_V1_PREFIX}/docs#problem-${failure.code}`,
  title: STATUS_CODES[failure.status] ?? 'Error',
  status: failure.status,
  detail: failure.message,
  code: failure.code,
  instance: traceId,
  ...(failure.issues === undefined ? {} : { errors: failure.issues }),
});

export const sendProblem = (reply: FastifyReply, request: FastifyRequest, failure: Failure) =>
  reply
    .status(failure.status)
    .type('application/problem+json')
    .serializer(JSON.stringify)
    .send(problemOf(failure, request.id));

/** The customer API's error handler: every failure as a problem. */
export const problemHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) =>
  sendProblem(reply, request, failureOf(error, request));
