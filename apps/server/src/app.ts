import { constants as zlib } from 'node:zlib';
import { GATEWAY_PREFIX } from '@cargo/domain';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { apiV1Plugin } from './features/api-v1/api-v1.plugin.ts';
import { registerBatchJobs } from './features/declaration/declaration-batch-job.ts';
import { featureRoutes } from './features/index.ts';
import { isUnderMaintenance } from './features/switch/maintenance.service.ts';
import { registerAccessCheck } from './platform/access.ts';
import { registerCrossSiteRefusal } from './platform/cross-site.ts';
import { registerOutboxDelivery } from './platform/delivery/outbox-delivery.ts';
import { withFileAnswers } from './platform/endpoint.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import type { FileBytes } from './platform/file-bytes.ts';
import { HandlersInFlight } from './platform/handlers-in-flight.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { registerJobs } from './platform/jobs/jobs.ts';
import { languagePlugin } from './platform/language.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { registerMaintenanceGate } from './platform/maintenance-gate.ts';
import { openFileBytes } from './platform/open-file-bytes.ts';
import { databaseRateLimitStore } from './platform/rate-limit-store.ts';
import { RequestLog } from './platform/request-log.ts';
import { registerRequestTrace } from './platform/request-trace.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { sanctionsIndexPlugin } from './platform/sanctions/list-index.ts';
import { registerSpecimenScope } from './platform/sandbox-account.ts';
import { registerDocsPage, registerSecurityHeaders } from './platform/security-headers.ts';
import { sessionPlugin } from './platform/session.ts';
import { staffRolesOf } from './platform/staff-roles.ts';
import { nextTraceId } from './platform/trace-id.ts';
import { registerUploads } from './platform/upload.ts';
import { registerWebApp } from './platform/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's routes as registered (method, URL and declaration), for the contract test. */
    gatewayRoutes: { method: string; url: string; isDeclared: boolean }[];
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    /** The route handlers still running, for a shutdown to wait for (main.ts). */
    handlersInFlight: HandlersInFlight;
    /** Where stored files' bytes live (disk or S3: platform/file-bytes.ts). */
    fileBytes: FileBytes;
  }
}

/** Fastify's JSON Schema compiler builders, never called: zod's compilers replace them (buildApp). */
const zodOnly = (): never => {
  throw new Error('Routes are checked with zod; no JSON Schema compiler is built.');
};

/** Every gateway route as it is registered (`app.gatewayRoutes`, compared with the endpoint table by a test). */
const recordGatewayRoutes = (app: FastifyInstance) => {
  app.decorate('gatewayRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(GATEWAY_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.gatewayRoutes.push({ method, url: route.url, isDeclared: route.config?.endpoint !== undefined });
    }
  });
};

/** The whole server as one plugin tree; `main.ts` only starts it, tests use `app.inject()`. */
export const buildApp = async (config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One debug line per answered request instead of two at info (platform/request-log.ts).
    logController: new RequestLog(),
    genReqId: nextTraceId,
    trustProxy: config.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    connectionTimeout: config.httpTimeouts.connection,
    requestTimeout: config.httpTimeouts.request,
    keepAliveTimeout: config.httpTimeouts.keepAlive,
    // zod checks every request and answer (set just below). Without builders of its own here, Fastify would load
    // its JSON Schema compilers, ajv and fast-json-stringify, at once (about 10 MB of idle memory, issue 14).
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('handlersInFlight', new HandlersInFlight());
  const fileBytes = await openFileBytes(config);
  app.decorate('fileBytes', fileBytes);
  app.addHook('onClose', () => fileBytes.close());

  await app.register(cookie);
  // Answers over 1 KB (lists, base data) go gzip or brotli; brotli at a quick level, as it runs per request.
  // Built web files are compressed once at build time and sent as they are (see registerWebApp).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Multipart once for every route that takes a file (declaration batches, attachments).
  await registerUploads(app);
  await registerSecurityHeaders(app);
  // Only the endpoints whose declaration sets `rateLimit` are limited (per caller IP; 429 / 429000), counted
  // in the database so that every instance on it shares the counts.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  // The OpenAPI document exists for /docs only: without it (production) the plugins are not loaded and the
  // route schemas never converted and held (about 6 MB of idle memory, issue 14).
  if (config.exposeDocs) {
    const swagger = (await import('@fastify/swagger')).default;
    await app.register(swagger, {
      openapi: { info: { title: 'Cargo Portal gateway', version: '1.0.0' } },
      transform: withFileAnswers(jsonSchemaTransform),
    });
    await registerDocsPage(app);
  }
  await app.register(languagePlugin);
  // Before the session and every route's hooks: a request turned away costs no database call and no body read.
  registerLoadShedding(app, config.loadLimits);
  registerRequestTrace(app);
  registerCrossSiteRefusal(app);
  await app.register(sessionPlugin);
  await app.register(sanctionsIndexPlugin);
  registerAccessCheck(app, staffRolesOf);
  // A sandbox account's requests render every document stamped SPECIMEN.
  registerSpecimenScope(app);
  // During maintenance customer routes answer 88888; staff and public routes keep working.
  registerMaintenanceGate(app, isUnderMaintenance);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });

  recordGatewayRoutes(app);
  // Background jobs (batches, deliveries, schedules): features define their queues as they register.
  await registerJobs(app);
  await registerOutboxDelivery(app);
  registerBatchJobs(app);
  await app.register(featureRoutes, { prefix: GATEWAY_PREFIX });
  // The customer API (issue 45): resources for the customers' own systems, API keys, problem details.
  await app.register(apiV1Plugin, { prefix: API_V1_PREFIX });
  registerHealthRoutes(app);
  registerWebApp(app, config);
  return app;
};
