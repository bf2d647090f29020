import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { DRAWN_ANSWERS_ELEMENT_ID, GATEWAY_PREFIX, isSuccessCode, type Language } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web build's renderer of the overview's frame (apps/web/src/app/shell/overview-frame-render.tsx). */
interface OverviewFrameRenderer {
  overviewFrameCalls: () => { name: string; method: string; path: string }[];
  renderOverviewFrame: (request: {
    language: Language;
    pathname: string;
    answers: Record<string, unknown>;
  }) => Promise<{ markup: string; queries: unknown[] } | undefined>;
}

/** Where the web build writes the renderer (apps/web/scripts/prerender-pages.mjs); never served. */
export const RENDERER_FOLDER = 'server-render';
const RENDERER_FILE = path.join(RENDERER_FOLDER, 'overview-frame.js');

/** What the web build put around the frame's markup in `#root`, for the server to draw it again. */
export const FRAME_MARKS = { start: '<!--frame-->', end: '<!--/frame-->' } as const;

const isRenderer = (
  module: Record<string, unknown>,
): module is Record<string, unknown> & OverviewFrameRenderer =>
  typeof module.overviewFrameCalls === 'function' && typeof module.renderOverviewFrame === 'function';

/**
 * JSON that can stand in a script element: no `<` (so no `</script>` or `<!--`), and the two line separators
 * some parsers end a line at, as escapes.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The renderer's calls answered as the visitor's browser would have had them: through the app's own routes (its
 * session, account, rules and answers), with the visitor's cookies, language and address. Undefined unless every
 * one succeeded (a session that ended, an initial password, an insurer's maintenance): the browser then finds out
 * by itself, as without a drawn frame.
 */
const answersFor = async (
  app: FastifyInstance,
  request: FastifyRequest,
  calls: ReturnType<OverviewFrameRenderer['overviewFrameCalls']>,
): Promise<Record<string, unknown> | undefined> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie !== undefined) headers.cookie = request.headers.cookie;
  const language = request.headers['accept-language'];
  if (typeof language === 'string') headers['accept-language'] = language;
  const answered = await Promise.all(
    calls.map(async (call) => {
      const isGet = call.method === 'GET';
      const response = await app.inject({
        method: call.method === 'GET' ? 'GET' : 'POST',
        url: `${GATEWAY_PREFIX}${call.path}`,
        headers: isGet ? headers : { ...headers, 'content-type': 'application/json' },
        ...(isGet ? {} : { payload: '{}' }),
        remoteAddress: request.ip,
      });
      if (response.statusCode !== 200) return undefined;
      const envelope = response.json<{ code?: string; data?: unknown }>();
      return isSuccessCode(envelope.code) ? ([call.name, envelope.data] as const) : undefined;
    }),
  );
  if (answered.some((answer) => answer === undefined)) return undefined;
  return Object.fromEntries(answered.filter((answer) => answer !== undefined));
};

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The parts of a built frame around its marks, its antd stylesheet's address and its head's module preloads (taken
 * out of the opening); undefined if it has no marks or stylesheet.
 */
const partsOf = (frame: string) => {
  const start = frame.indexOf(FRAME_MARKS.start);
  const end = frame.indexOf(FRAME_MARKS.end);
  const body = frame.lastIndexOf('</body>');
  const antdStyles = /<link[^>]* href="([^"]+)"[^>]* data-antd-styles>/.exec(frame)?.[1];
  if (start < 0 || end < start || body < end || antdStyles === undefined) return undefined;
  const opening = frame.slice(0, start + FRAME_MARKS.start.length);
  return {
    opening: opening.replace(MODULE_PRELOAD, ''),
    preloads: (opening.match(MODULE_PRELOAD) ?? []).join(''),
    built: frame.slice(start + FRAME_MARKS.start.length, end),
    closing: frame.slice(end, body),
    end: frame.slice(body),
    antdStyles,
  };
};

/**
 * The page's encoder, by Accept-Encoding (brotli at the quick level the app's other answers use, then gzip), so
 * that the frame's head can be flushed before the rest is drawn.
 */
const encoderFor = (request: FastifyRequest): { encoding?: string; stream: Transform } => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };
    return { encoding: 'br', stream: zlib.createBrotliCompress({ params }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', stream: zlib.createGzip() };
  return { stream: new PassThrough() };
};

/**
 * Resolves once what was written to `stream` has come out of it (compressed and flushed), and the event loop has
 * had a turn to write it to the socket: the drawing that follows holds the event loop for tens of milliseconds,
 * and the encoder's output (from the thread pool) would otherwise wait behind it.
 */
const flushed = (stream: Transform): Promise<void> =>
  new Promise((resolve) => {
    const afterward = () => setImmediate(resolve);
    if (stream instanceof PassThrough) afterward();
    else (stream as zlib.Gzip).flush(afterward);
  });

/**
 * Draws one page: the overview's frame file of the visitor's language, with the user's overview in it. True once
 * the page is on its way (the reply is sent); false when the frame file has no marks (send it as it is). Never
 * the reply itself: a reply is thenable, and a promise resolved with it waits for the whole page to be sent.
 */
export type OverviewFrameDrawer = (
  request: FastifyRequest,
  reply: FastifyReply,
  frameFile: string,
) => Promise<boolean>;

/**
 * The overview's frame drawn for a signed-in visitor (issue 14): the user's figures in the first paint instead of
 * after some 2 MB of script have run, and the answers they were drawn with in the page, so the browser asks
 * again for none of them. The frame's head goes out at once (the browser fetches the entry script and styles while
 * the server draws), then the drawn overview, headed by antd's stylesheet (which its components need; the head
 * links it for print), and the answers. The head goes without its module preloads: with them, Chromium requested
 * and compiled some 60 scripts before it painted the drawn page (1 s later at a 4× CPU throttle); the entry
 * script asks for them after the paint. When a call fails, or the renderer draws nothing (another first page, an
 * initial password) or fails (logged), the rest of the frame goes as built, its preloads at the end. Undefined when
 * the web build has no renderer.
 */
export const overviewFrameDrawer = (app: FastifyInstance, dist: string): OverviewFrameDrawer | undefined => {
  const file = path.join(dist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  let renderer: Promise<OverviewFrameRenderer> | undefined;
  const load = () => {
    renderer ??= import(pathToFileURL(file).href).then((module: Record<string, unknown>) => {
      if (!isRenderer(module)) throw new Error(`${RENDERER_FILE} is not the overview's frame renderer`);
      return module;
    });
    return renderer;
  };
  const draw = async (request: FastifyRequest) => {
    try {
      const module = await load();
      const answers = await answersFor(app, request, module.overviewFrameCalls());
      if (answers === undefined) return undefined;
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return await module.renderOverviewFrame({ language: request.language, pathname, answers });
    } catch (error) {
      request.log.error(
        { err: error },
        "The overview's frame could not be drawn; the frame is sent as built",
      );
      return undefined;
    }
  };
  return async (request, reply, frameFile) => {
    const parts = partsOf(await readFile(path.join(dist, frameFile), 'utf8'));
    if (parts === undefined) return false;
    const { encoding, stream } = encoderFor(request);
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    // The user's own figures: for this browser only, never kept by a cache.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie, accept-language, accept-encoding');
    // A visitor who leaves before the overview is drawn ends the stream: nothing more is written to it.
    stream.on('error', (error) => request.log.debug({ err: error }, 'The overview page was left unfinished'));
    stream.write(parts.opening);
    void flushed(stream)
      .then(() => (stream.destroyed ? undefined : draw(request)))
      .then((overview) => {
        if (stream.destroyed) return;
        if (overview === undefined) {
          stream.end(parts.built + parts.closing + parts.preloads + parts.end);
          return;
        }
        const styles = `<link rel="stylesheet" crossorigin href="${parts.antdStyles}">`;
        const answers = `<script type="application/json" id="${DRAWN_ANSWERS_ELEMENT_ID}">${jsonForScript(overview.queries)}</script>`;
        stream.end(styles + overview.markup + parts.closing + answers + parts.end);
      });
    reply.send(stream);
    return true;
  };
};
