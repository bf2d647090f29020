import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log lines: by default two at info per request ("incoming request", "request completed"),
 * a few per cent of a list request's CPU (docs/performance.md). Here an answered request is one line at
 * debug (written only with `LOG_LEVEL=debug` or trace) and nothing on arrival; a request that ended in an
 * error is still logged at error, and Fastify's other lines (default error handler, 404, stream and
 * serialiser errors) stay as they are. The app's own error handler logs 4xx at info and 5xx at error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    reply.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request answered',
    );
  }
}
