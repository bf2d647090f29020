import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Directives = Record<string, readonly string[]>;

/**
 * The Content-Security-Policy of the web app and of every API answer. Scripts only from the portal's own
 * files (the built index.html has no inline script); styles also inline, because antd 6 writes its
 * component styles into <style> tags at run time (a nonce would need index.html rendered per request,
 * giving up its precompressed, cached copy; business-rules.md "Headers, origins and the outbox").
 * Images also `data:` and `blob:` (the image code, previews of generated files).
 */
const CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Helmet with the policy above on every answer; over HTTPS (secure cookies) also upgrade-insecure-requests.
 * Helmet's middleware is built once here: @fastify/helmet built it anew on every request (its directives parsed
 * each time, 1.6 % of a list request's CPU under load, issue 47). No route has helmet options of its own.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const isHttps = app.config.secureCookies;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...Object.fromEntries(
          Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
        ),
        ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
};

/**
 * The OpenAPI page, registered only when `exposeDocs` (development, tests, or EXPOSE_DOCS=1; app.ts). It keeps
 * the app's policy: Swagger UI loads its scripts from files but, like antd, writes <style> elements at run time.
 */
export const registerDocsPage = async (app: FastifyInstance): Promise<void> => {
  const swaggerUi = (await import('@fastify/swagger-ui')).default;
  await app.register(swaggerUi, { routePrefix: '/docs' });
};
