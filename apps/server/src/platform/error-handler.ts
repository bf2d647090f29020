import {
  describeIssue,
  ERROR_CODES,
  type ErrorIssue,
  type ErrorIssuesData,
  fieldLabel,
  type Language,
  translate,
  type ValidationIssue,
} from '@cargo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, type FieldIssue } from './errors.ts';

const send = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  data: ErrorIssuesData | null = null,
) =>
  // An error envelope is not the route's `data`: it skips the success schema's serialiser (the maintenance
  // notice, code 88888, is an error envelope at HTTP 200).
  reply.status(status).serializer(JSON.stringify).send({ code, message, data, traceId: request.id });

/** Array positions travel as digit strings: `path` is `string[]` on the wire. */
const wirePath = (path: readonly PropertyKey[]): string[] => path.map((segment) => String(segment));

/**
 * HTTP 400 naming fields: `message` joins the "Field: reason" texts, `data.issues` lists them with their
 * paths (a repeated text is listed once).
 */
const sendIssues = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  issues: readonly ErrorIssue[],
) => {
  const unique = issues.filter(
    (issue, index) =>
      issues.findIndex(
        (other) => other.message === issue.message && other.path.join('.') === issue.path.join('.'),
      ) === index,
  );
  const message = [...new Set(unique.map((issue) => issue.message))].join('; ');
  return send(reply, request, status, code, message, { issues: unique });
};

const describeValidationIssues = (
  language: Language,
  issues: readonly ValidationIssue[],
  root?: unknown,
): ErrorIssue[] =>
  issues.map((issue) => ({
    path: wirePath(issue.path),
    message: describeIssue(language, issue, root),
  }));

/** A business field error: "Field: reason" with the reason's own parameters. */
const describeFieldIssue = (language: Language, issue: FieldIssue): ErrorIssue => ({
  path: wirePath(issue.path),
  message: translate(language, 'error.field', {
    field: fieldLabel(language, [...issue.path]),
    reason: translate(language, issue.messageKey, issue.params ?? {}),
  }),
});

/** The part of the request that failed validation, so a missing value reads "cannot be empty". */
const validatedPart = (request: FastifyRequest, context: string | undefined): unknown => {
  if (context === 'querystring') return request.query ?? {};
  if (context === 'params') return request.params ?? {};
  if (context === 'headers') return request.headers;
  return request.body ?? {};
};

/** One handler for every failure: localised message, traceId, no stack trace, 5xx detail only in the log. */
export const errorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const language = request.language ?? 'zh-CN';
  if (error instanceof AppError) {
    if (error.issues.length > 0) {
      return sendIssues(
        reply,
        request,
        error.httpStatus,
        error.code,
        error.issues.map((issue) => describeFieldIssue(language, issue)),
      );
    }
    return send(
      reply,
      request,
      error.httpStatus,
      error.code,
      translate(language, error.messageKey, error.params),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map(
      (item): ValidationIssue => ({
        ...item.params,
        code: item.keyword,
        message: item.message ?? '',
        // Array indices come back as digits: keep them numbers so the field is named by its array.
        path: item.instancePath
          .split('/')
          .filter(Boolean)
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      }),
    );
    const root = validatedPart(request, error.validationContext);
    return sendIssues(
      reply,
      request,
      400,
      ERROR_CODES.badRequest,
      describeValidationIssues(language, issues, root),
    );
  }
  if (error instanceof ZodError) {
    return sendIssues(
      reply,
      request,
      400,
      ERROR_CODES.badRequest,
      describeValidationIssues(language, error.issues as ValidationIssue[]),
    );
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return send(reply, request, 429, ERROR_CODES.tooManyRequests, translate(language, 'error.429000'));
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large…: the caller's fault, said plainly.
    request.log.info({ err: error }, 'rejected request');
    return send(reply, request, status, ERROR_CODES.badRequest, translate(language, 'error.bodyInvalid'));
  }
  if (isClientGone(error)) {
    // A closed tab or a cancelled download while the answer streamed: nobody is left to answer, nothing failed here.
    request.log.info({ err: error }, 'client closed the connection before the answer');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return send(reply, request, 500, ERROR_CODES.internal, translate(language, 'error.500000'));
};

/** The stream of an answer (a compressed one, a file) ended early because its client closed the connection. */
const isClientGone = (error: Error): boolean =>
  'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
};
