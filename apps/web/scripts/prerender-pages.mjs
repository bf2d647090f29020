// @ts-check
// After `vite build`, before precompress (issue 14): the pages that arrive rendered, in each UI language, so that
// they paint before their script has run; the server sends the one of the visitor's language
// (apps/server/src/platform/web-app.ts). Each is index.html with the page's markup in #root and its styles
// inlined in the head (the first paint needs no other download).
// - `login.<language>.html`: the login page, its scripts preloaded; features/auth/login-main.tsx adopts it.
// - `portal.<language>.html`: the portal's frame (app/shell/portal-frame.tsx), for a signed-in visitor at an
//   address of the shell, listed in `portal.paths.json`; app-main.tsx replaces it with the same frame, then the
//   shell. It also links antd's styles computed here (app/shell/first-screen-antd-styles.tsx), cached like every
//   asset after the first visit: `assets/antd-first-screen-<hash>.css` (the shell and the overview) from the
//   overview's frame, `assets/antd-pages-<hash>.css` (the shell and the enquiry lists) from the others.
// - `portal-outline-<page>.<language>.html`: the same frame with a heavy page's outline (its title band) where the
//   page goes (app/shell/frame-outlines.tsx), at that page's address; `portal-frames.json` orders the frames.
// - `server-render/overview-frame.js`: the server's renderer of a signed-in user's overview into that frame.
// - `index.html` itself (every other page but /login) links `antd-first-screen-<hash>.css` too: the browser's antd
//   cannot compute the shell's components' styles (build/antd-style-functions.ts).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build's folder: `apps/web/dist`, or the one given (`node scripts/prerender-pages.mjs /tmp/other-dist`).
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const ENTRIES = {
  'login-prerender': 'src/features/auth/login-prerender.tsx',
  'portal-frame-prerender': 'src/app/shell/portal-frame-prerender.tsx',
  'first-screen-antd-styles': 'src/app/shell/first-screen-antd-styles.tsx',
};
const EMPTY_ROOT = '<div id="root"><div class="boot-fallback" aria-busy="true"></div></div>';

/** @typedef {{ file: string, name?: string, src?: string, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The scripts and styles a chunk needs before it runs: itself and its static imports (the entry excluded).
 * @param {Record<string, Chunk>} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {{ scripts: string[], styles: string[] }}
 */
const closureOf = (manifest, key, seen = new Set()) => {
  const found = { scripts: /** @type {string[]} */ ([]), styles: /** @type {string[]} */ ([]) };
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(key) || key === 'index.html') return found;
  seen.add(key);
  found.scripts.push(chunk.file);
  found.styles.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) {
    const more = closureOf(manifest, imported, seen);
    found.scripts.push(...more.scripts);
    found.styles.push(...more.styles);
  }
  return found;
};

/**
 * The manifest key of a lazily loaded module's chunk: the module's path, or, when Rollup merged the module into a
 * shared chunk (experimentalMinChunkSize), that chunk's, named after it.
 * @param {Record<string, Chunk>} manifest
 * @param {string} name the module's file name without its extension, e.g. `login-main`
 */
const dynamicEntryKey = (manifest, name) => {
  const key = Object.keys(manifest).find((candidate) => {
    const chunk = manifest[candidate];
    return chunk?.isDynamicEntry === true && (chunk.src?.endsWith(`/${name}.tsx`) || chunk.name === name);
  });
  if (key === undefined) throw new Error(`prerender-pages: the build has no ${name} chunk`);
  return key;
};

/**
 * @param {string} html
 * @param {string} search
 * @param {string} replacement
 */
const replaceOnce = (html, search, replacement) => {
  if (!html.includes(search)) throw new Error(`prerender-pages: index.html has no ${search}`);
  return html.replace(search, () => replacement);
};

/**
 * A stylesheet of the build, inlined. The disabled link beside it is never fetched; it tells Vite's module
 * preloader, which looks for `link[rel=stylesheet][href]` before adding one, that the styles are already here.
 * @param {string} file
 */
const inlineStyle = (file) => {
  const css = readFileSync(path.join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
};

/**
 * The server's renderer of the overview's frame (app/shell/overview-frame-render.tsx): `overview-frame.js` and its
 * chunks in `dist/server-render/`, which the server imports to draw a signed-in user's overview into the frame
 * (apps/server/src/platform/overview-frame.ts). Never sent to a browser: the server does not serve that folder.
 */
const buildOverviewFrameRenderer = () =>
  build({
    root: webRoot,
    logLevel: 'error',
    ssr: { noExternal: true },
    // React's and antd's production code whatever the server's environment says (antd's class names differ).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      minify: true,
      rollupOptions: { input: { 'overview-frame': 'src/app/shell/overview-frame-render.tsx' } },
      outDir: path.join(dist, 'server-render'),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });

/** Renders the pages with the build's own code (an SSR build of ENTRIES into a scratch folder). */
const loadRenderers = async () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pages-prerender-'));
  await build({
    root: webRoot,
    logLevel: 'error',
    ssr: { noExternal: true },
    build: {
      ssr: true,
      rollupOptions: { input: ENTRIES },
      outDir: scratch,
      emptyOutDir: true,
      manifest: false,
    },
  });
  /** @param {string} name */
  const load = (name) => import(pathToFileURL(path.join(scratch, `${name}.js`)).href);
  const login = await load('login-prerender');
  const frame = await load('portal-frame-prerender');
  const antdStyles = await load('first-screen-antd-styles');
  return {
    firstScreenAntdStyles: antdStyles.firstScreenAntdStyles,
    pageAntdStyles: antdStyles.pageAntdStyles,
    prerenderLoginPage: login.prerenderLoginPage,
    languages: login.LANGUAGES,
    prerenderPortalFrame: frame.prerenderPortalFrame,
    shellPaths: frame.shellPaths,
    overviewPaths: frame.overviewPaths,
    outlinePages: frame.outlinePages,
    scratch,
  };
};

/**
 * antd's styles computed here, linked for print until app-main.tsx applies them: a page's first paint does not wait.
 * @param {string} file
 */
const antdStylesheetLink = (file) =>
  `<link rel="stylesheet" crossorigin href="/${file}" media="print" data-antd-styles>`;

/**
 * index.html with `markup` in #root, in `language`, its own stylesheets and `extraStyles` inlined, and `preloads`
 * asked for at once; `antdStylesheet` (styles antd would compute in the browser) linked first in the head, where
 * antd puts the styles it computes.
 * @param {{ language: string, title: string, markup: string, extraStyles: string[], preloads: string[], antdStylesheet?: string }} page
 */
const renderedIndex = ({ language, title, markup, extraStyles, preloads, antdStylesheet }) => {
  const links = [
    ...extraStyles.filter((file) => !index.includes(file)).map(inlineStyle),
    ...preloads
      .filter((file) => !index.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  let page = index.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_, file) =>
    inlineStyle(file),
  );
  page = replaceOnce(page, '<html lang="zh-CN">', `<html lang="${language}">`);
  if (antdStylesheet !== undefined) {
    // For print until app-main.tsx applies it: the frame's first paint does not wait for it.
    // Where the server draws antd's components into the frame, it links the sheet again before them
    // (apps/server/src/platform/overview-frame.ts).
    page = replaceOnce(page, '<head>', `<head>\n    ${antdStylesheetLink(antdStylesheet)}`);
  }
  page = replaceOnce(page, '<title>Cargo Portal</title>', `<title>${escapeHtml(title)}</title>`);
  page = replaceOnce(page, '</head>', `  ${links}\n  </head>`);
  // Between the marks, the server may draw the frame again with a user's overview in it (FRAME_MARKS of
  // apps/server/src/platform/overview-frame.ts).
  return replaceOnce(
    page,
    EMPTY_ROOT,
    `<div id="root" data-prerendered="${language}"><!--frame-->${markup}<!--/frame--></div>`,
  );
};

const manifestPath = path.join(dist, '.vite', 'manifest.json');
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const renderers = await loadRenderers();
await buildOverviewFrameRenderer();
const { languages } = renderers;
/**
 * Styles antd would compute in the browser (app/shell/first-screen-antd-styles.tsx), a hashed stylesheet of their
 * own: linked by the portal's frames and cached like every asset, not sent again with each page.
 * @param {string} name
 * @param {string} css
 */
const writeAntdStylesheet = (name, css) => {
  const file = `assets/${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, file), css);
  return file;
};
// The overview's frame: the shell's and the overview's components; every other address's: the shell's and the
// enquiry lists' (filters, tables).
const overviewStylesheet = writeAntdStylesheet('antd-first-screen', renderers.firstScreenAntdStyles());
const pageStylesheet = writeAntdStylesheet('antd-pages', renderers.pageAntdStyles());
const loginKey = dynamicEntryKey(manifest, 'login-main');
const program = closureOf(manifest, loginKey);
// The login page's first download holds React and i18next, not the portal's router and query cache (the
// `portal-framework` chunk, vite.config.ts): a portal module imported on its path fails the build here (issue 14:
// that import took the login page from 108 KB to 146 KB, its goal being 120 KB).
const portalOnly = program.scripts.filter((script) => /\/portal-framework-/.test(script));
if (portalOnly.length > 0) {
  throw new Error(`prerender-pages: the login page would download the portal's ${portalOnly.join(', ')}`);
}
const shell = closureOf(manifest, dynamicEntryKey(manifest, 'shell-layout'));
// The overview, where `/` leads nearly every user: its frame (at `/` and the overview) downloads the overview's
// code beside the shell's, evaluated when the router asks.
const overview = closureOf(manifest, dynamicEntryKey(manifest, 'dashboard-page'));
// The portal's program: what main.tsx may load besides the login program (app-main.tsx and i18n.ts, wherever
// Rollup put them).
const portalKeys = (manifest['index.html']?.dynamicImports ?? []).filter((key) => key !== loginKey);
const portal = portalKeys.flatMap((key) => closureOf(manifest, key).scripts);
/** @type {{ address: string, pageModule: string }[]} */
const outlinePages = renderers.outlinePages();
const outlinePaths = outlinePages.map(({ address }) => address);
/** @param {string} address a page's address, e.g. `/batch-declaration` */
const outlineFrameName = (address) =>
  `portal-outline-${address
    .slice(1)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
try {
  for (const language of languages) {
    const login = await renderers.prerenderLoginPage(language);
    const messages = closureOf(manifest, `src/i18n/bundles/${language}-public.ts`);
    const loginPage = renderedIndex({
      language,
      ...login,
      extraStyles: [...new Set(program.styles)],
      preloads: [...new Set([...program.scripts, ...messages.scripts])],
    });
    writeFileSync(path.join(dist, `login.${language}.html`), loginPage);
    const frame = await renderers.prerenderPortalFrame(language);
    // The home's part of the catalog: the overview needs no more; another page asks for the pages' part itself.
    const catalog = closureOf(manifest, `src/i18n/bundles/${language}-home.ts`);
    /**
     * @param {string[]} extra scripts to preload besides the shell's
     * @param {string} antdStylesheet
     * @param {string[]} [styles] stylesheets to inline besides the shell's
     * @param {{ markup: string, title: string }} [drawn] the frame as rendered (a page's outline in it)
     */
    const framePage = (extra, antdStylesheet, styles = [], drawn = frame) =>
      renderedIndex({
        language,
        ...drawn,
        extraStyles: [...new Set([...shell.styles, ...styles])],
        antdStylesheet,
        preloads: [
          ...new Set([...portal, ...messages.scripts, ...catalog.scripts, ...shell.scripts, ...extra]),
        ],
      });
    writeFileSync(path.join(dist, `portal.${language}.html`), framePage([], pageStylesheet));
    for (const { address, pageModule } of outlinePages) {
      // The shell's frame with the page's outline (its title band) where the page goes, and the styles of the
      // page's chunk (the shell does not import the page's head).
      const outlined = await renderers.prerenderPortalFrame(language, address);
      const page = closureOf(manifest, dynamicEntryKey(manifest, pageModule));
      writeFileSync(
        path.join(dist, `${outlineFrameName(address)}.${language}.html`),
        framePage([], pageStylesheet, page.styles, outlined),
      );
    }
    writeFileSync(
      path.join(dist, `portal-overview.${language}.html`),
      // With the overview's styles: the server may draw a user's overview into it (apps/server/…/overview-frame.ts).
      framePage(overview.scripts, overviewStylesheet, overview.styles),
    );
  }
  // Every other page (the back office, the public pages, /error): the first screen's antd styles, whose
  // functions the browser's antd does without (build/antd-style-functions.ts), applied as on the frames.
  writeFileSync(
    path.join(dist, 'index.html'),
    replaceOnce(index, '<head>', `<head>\n    ${antdStylesheetLink(overviewStylesheet)}`),
  );
  writeFileSync(path.join(dist, 'portal.paths.json'), JSON.stringify(renderers.shellPaths()));
  writeFileSync(path.join(dist, 'portal-overview.paths.json'), JSON.stringify(renderers.overviewPaths()));
  for (const address of outlinePaths) {
    writeFileSync(path.join(dist, `${outlineFrameName(address)}.paths.json`), JSON.stringify([address]));
  }
  // The frames in the order the server tries them (apps/server/src/platform/web-app.ts): the first whose paths
  // hold the address is sent.
  const frameNames = ['portal-overview', ...outlinePaths.map(outlineFrameName), 'portal'];
  writeFileSync(path.join(dist, 'portal-frames.json'), JSON.stringify(frameNames));
} finally {
  rmSync(renderers.scratch, { recursive: true, force: true });
}
// The manifest served no one: it only told this script the chunks' names.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerender-pages: {login,portal,portal-overview,${outlinePaths.map(outlineFrameName).join(',')}}.{${languages.join(',')}}.html and their paths written to ${path.relative(process.cwd(), dist)}`,
);
