import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ERROR_CODES,
  GATEWAY_PREFIX,
  LANGUAGES,
  type Language,
  SESSION_COOKIE,
  translate,
} from '@cargo/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { overviewFrameDrawer, RENDERER_FOLDER } from './overview-frame.ts';

/**
 * Headers that only mean something on a document (the policy a page runs under, framing, referrers, HSTS,
 * the trace id of an API answer). A page loads some 60 hashed scripts over HTTP/1.1, whose headers are not
 * compressed: without these each answers in about 300 bytes of headers instead of 1 KB (issue 14). A script
 * keeps `nosniff` and `Cross-Origin-Resource-Policy`, which protect a subresource.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-trace-id',
];

const trimAssetHeaders = (url: string, reply: FastifyReply) => {
  if (!url.startsWith('/assets/') || reply.statusCode !== 200) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
};

/** Serves the built SPA; any non-API GET falls back to index.html so client routes work on reload. */
export const registerWebApp = (app: FastifyInstance, config: AppConfig) => {
  const dist = config.webDistDir;
  const hasWeb = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  const framePage = hasWeb ? portalFramePage(dist) : () => undefined;
  const drawOverview = hasWeb ? overviewFrameDrawer(app, dist) : undefined;
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const frame = framePage(request);
    if (frame === undefined) return sendPage(reply, 'index.html');
    reply.header('vary', 'cookie, accept-language');
    const drawn = frame.startsWith(OVERVIEW_FRAME) && (await drawOverview?.(request, reply, frame));
    return drawn ? reply : sendPage(reply, frame);
  };
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: dist,
      index: false,
      // The `.br` / `.gz` twins written by the web build (apps/web/scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      // The server's own modules of the web build (overview-frame.ts) are not for browsers.
      allowedPath: (pathName) => !pathName.startsWith(`/${RENDERER_FOLDER}/`),
      // The plugin's own `max-age=0` would overwrite the header set below.
      cacheControl: false,
      // Hashed bundles never change; index.html is always revalidated.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  if (hasWeb) {
    app.addHook('onSend', async (request, reply) => trimAssetHeaders(request.url, reply));
    // The root is a folder to the static plugin; the SPA answers it.
    app.get('/', (request, reply) => sendAppPage(request, reply));
    registerLoginPage(app, dist);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(GATEWAY_PREFIX) || request.url.startsWith('/docs');
    const isAsset = request.url.startsWith('/assets/');
    if (hasWeb && request.method === 'GET' && !isApi && !isAsset) {
      return sendAppPage(request, reply);
    }
    return reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: translate(request.language, 'error.routeNotFound'),
      data: null,
      traceId: request.id,
    });
  });
};

/** A page of the web app: revalidated on every visit, so a new build is seen at once. */
const sendPage = (reply: FastifyReply, file: string) =>
  reply.type('text/html').header('cache-control', 'no-cache').sendFile(file);

/**
 * /login, the public home (SPEC §2), as the web build rendered it in the visitor's language
 * (`login.<language>.html`, apps/web/scripts/prerender-pages.mjs): the page paints before its script runs (issue
 * 14). The language is the one the page itself would choose (`lang` cookie, then Accept-Language); a build
 * without those files gets index.html, which renders the page in the browser.
 */
const registerLoginPage = (app: FastifyInstance, dist: string) => {
  const rendered = new Set<Language>(
    LANGUAGES.filter((language) => existsSync(path.join(dist, `login.${language}.html`))),
  );
  app.get('/login', (request, reply) => {
    if (!rendered.has(request.language)) return sendPage(reply, 'index.html');
    reply.header('vary', 'cookie, accept-language');
    return sendPage(reply, `login.${request.language}.html`);
  });
};

/** A route pattern of the web app (`:name` is one segment) as an anchored expression. */
const routePattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/**
 * The frames the web build renders (apps/web/scripts/prerender-pages.mjs), each `<name>.<language>.html` sent at
 * the addresses of `<name>.paths.json`, the first in `portal-frames.json` that lists the address winning: the
 * overview's (the shell's frame that also preloads the overview's code, at `/` and the overview), the heavy
 * pages' (the shell's frame with the page's outline), then the shell's. A build without the list has the first
 * and the last.
 */
const OVERVIEW_FRAME = 'portal-overview';
const DEFAULT_FRAMES = [OVERVIEW_FRAME, 'portal'];

const frameNamesOf = (dist: string): string[] => {
  const listFile = path.join(dist, 'portal-frames.json');
  if (!existsSync(listFile)) return DEFAULT_FRAMES;
  return z.array(z.string().regex(/^[a-z0-9-]+$/)).parse(JSON.parse(readFileSync(listFile, 'utf8')));
};

/** One frame's addresses and languages, or undefined when the build did not render it. */
const framePagesOf = (dist: string, name: string) => {
  const pathsFile = path.join(dist, `${name}.paths.json`);
  const rendered = LANGUAGES.filter((language) => existsSync(path.join(dist, `${name}.${language}.html`)));
  if (!existsSync(pathsFile) || rendered.length === 0) return undefined;
  const patterns = z
    .array(z.string())
    .parse(JSON.parse(readFileSync(pathsFile, 'utf8')))
    .map(routePattern);
  return { name, rendered, patterns };
};

/**
 * The page for a signed-in visitor (a session cookie, valid or not: the page finds out) at an address of the
 * portal's shell: the frame the web build rendered for that address in the visitor's language (`frameNamesOf`),
 * which paints before the scripts run (issue 14). Anyone else, and a build without those files, gets index.html.
 */
const portalFramePage = (dist: string): ((request: FastifyRequest) => string | undefined) => {
  const frames = frameNamesOf(dist)
    .map((name) => framePagesOf(dist, name))
    .filter((frame) => frame !== undefined);
  return (request) => {
    if (request.cookies[SESSION_COOKIE] === undefined) return undefined;
    const pathname = request.url.split('?', 1)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
    const frame = frames.find(
      (candidate) =>
        candidate.rendered.includes(request.language) &&
        candidate.patterns.some((pattern) => pattern.test(pathname)),
    );
    return frame === undefined ? undefined : `${frame.name}.${request.language}.html`;
  };
};
