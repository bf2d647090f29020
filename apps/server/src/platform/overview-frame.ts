import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAY_PREFIX, isSuccessCode, type Language } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * antd's styles computed at build time, linked for print so that the frame paints without waiting for them
 * (apps/web/scripts/prerender-pages.mjs): the drawn overview holds antd's components, so its page waits for them.
 */
const ANTD_STYLES_FOR_PRINT = ' media="print" data-antd-styles>';
const ANTD_STYLES_FOR_ALL = ' data-antd-styles>';

/** The element whose JSON the web app puts in its query cache (apps/web/src/app/seeded-answers.ts). */
const ANSWERS_ELEMENT_ID = 'portal-answers';

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

/** `frame` with `markup` between its marks and the answers for the browser's cache before `</body>`. */
const drawnPage = (frame: string, markup: string, queries: unknown[]): string | undefined => {
  const start = frame.indexOf(FRAME_MARKS.start);
  const end = frame.indexOf(FRAME_MARKS.end);
  const body = frame.lastIndexOf('</body>');
  if (start < 0 || end < start || body < end) return undefined;
  const answers = `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${jsonForScript(queries)}</script>`;
  return [
    frame.slice(0, start + FRAME_MARKS.start.length).replace(ANTD_STYLES_FOR_PRINT, ANTD_STYLES_FOR_ALL),
    markup,
    frame.slice(end, body),
    answers,
    frame.slice(body),
  ].join('');
};

/** Draws one page: the overview's frame file of the visitor's language, with the user's overview in it. */
export type OverviewFrameDrawer = (request: FastifyRequest, frameFile: string) => Promise<string | undefined>;

/**
 * The overview's frame drawn for a signed-in visitor (issue 14): the user's figures in the first paint instead of
 * after some 2 MB of script have run, and the answers they were drawn with in the page, so the browser asks
 * again for none of them. Undefined when the web build has no renderer; the drawer answers undefined (send the
 * frame as built) when a call fails or the renderer draws nothing (another first page, an initial password) or
 * fails (logged).
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
  return async (request, frameFile) => {
    try {
      const module = await load();
      const answers = await answersFor(app, request, module.overviewFrameCalls());
      if (answers === undefined) return undefined;
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const drawn = await module.renderOverviewFrame({ language: request.language, pathname, answers });
      if (drawn === undefined) return undefined;
      return drawnPage(await readFile(path.join(dist, frameFile), 'utf8'), drawn.markup, drawn.queries);
    } catch (error) {
      request.log.error(
        { err: error },
        "The overview's frame could not be drawn; the frame is sent as built",
      );
      return undefined;
    }
  };
};
