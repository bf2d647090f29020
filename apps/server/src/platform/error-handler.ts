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

/** A failure as every answer tells it: HTTP status, portal code, localised message and, about fields, the issues. */
export interface Failure {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly issues?: readonly ErrorIssue[];
}

/**
 * Fields named: `message` joins the "Field: reason" texts, `issues` lists them with their paths (a repeated text
 * is listed once).
 */
const failureWithIssues = (status: number, code: string, issues: readonly ErrorIssue[]): Failure => {
  const unique = issues.filter(
    (issue, index) =>
      issues.findIndex(
        (other) => other.message === issue.message && other.path.join('.') === issue.path.join('.'),
      ) === index,
  );
  const message = [...new Set(unique.map((issue) => issue.message))].join('; ');
  return { status, code, message, issues: unique };
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

const appFailure = (language: Language, error: AppError): Failure =>
  error.issues.length > 0
    ? failureWithIssues(
        error.httpStatus,
        error.code,
        error.issues.map((issue) => describeFieldIssue(language, issue)),
      )
    : {
        status: error.httpStatus,
        code: error.code,
        message: translate(language, error.messageKey, error.params),
      };

const validationFailure = (request: FastifyRequest, language: Language, error: FastifyError): Failure => {
  const validation = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const issues = validation.map(
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
  return failureWithIssues(400, ERROR_CODES.badRequest, describeValidationIssues(language, issues, root));
};

/** Any failure as its status, code, message and issues, in the caller's language (5xx detail only in the log). */
export const failureOf = (error: FastifyError | Error, request: FastifyRequest): Failure => {
  const language = request.language ?? 'zh-CN';
  if (error instanceof AppError) return appFailure(language, error);
  if (hasZodFastifySchemaValidationErrors(error)) return validationFailure(request, language, error);
  if (error instanceof ZodError) {
    return failureWithIssues(
      400,
      ERROR_CODES.badRequest,
      describeValidationIssues(language, error.issues as ValidationIssue[]),
    );
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return { status: 429, code: ERROR_CODES.tooManyRequests, message: translate(language, 'error.429000') };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large…: the caller's fault, said plainly.
    request.log.info({ err: error }, 'rejected request');
    return { status, code: ERROR_CODES.badRequest, message: translate(language, 'error.bodyInvalid') };
  }
  if (isClientGone(error)) {
    // A closed tab or a cancelled download while the answer streamed: nobody is left to answer, nothing failed here.
    request.log.info({ err: error }, 'client closed the connection before the answer');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return { status: 500, code: ERROR_CODES.internal, message: translate(language, 'error.500000') };
};

/** One handler for every failure: the envelope with the localised message and the traceId (`data.issues` about fields). */
export const errorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const failure = failureOf(error, request);
  return send(
    reply,
    request,
    failure.status,
    failure.code,
    failure.message,
    failure.issues === undefined ? null : { issues: [...failure.issues] },
  );
};

/** The stream of an answer (a compressed one, a file) ended early because its client closed the connection. */
const isClientGone = (error: Error): boolean =>
  'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
};
