// @ts-check
// After `vite build`, before precompress (issue 14): the login page rendered in each UI language, so that it
// paints before its script has run. `login.<language>.html` is index.html with the page's markup in #root, its
// styles inlined in the head (the first paint needs no other download) and its scripts preloaded; the server
// sends the one of the visitor's language (apps/server/src/platform/web-app.ts) and
// features/auth/login-main.tsx adopts the markup.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build's folder: `apps/web/dist`, or the one given (`node scripts/prerender-login.mjs /tmp/other-dist`).
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const ENTRY = 'src/features/auth/login-prerender.tsx';
const EMPTY_ROOT = '<div id="root"><div class="boot-fallback" aria-busy="true"></div></div>';

/** @typedef {{ file: string, name?: string, src?: string, isDynamicEntry?: boolean, imports?: string[], css?: string[] }} Chunk */

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

/** @param {Record<string, Chunk>} manifest */
const loginProgramKey = (manifest) => {
  const key = Object.keys(manifest).find((name) => {
    const chunk = manifest[name];
    return (
      chunk?.isDynamicEntry === true && (chunk.src?.endsWith('login-main.tsx') || chunk.name === 'login-main')
    );
  });
  if (key === undefined) throw new Error('prerender-login: the build has no login-main chunk');
  return key;
};

/**
 * @param {string} html
 * @param {string} search
 * @param {string} replacement
 */
const replaceOnce = (html, search, replacement) => {
  if (!html.includes(search)) throw new Error(`prerender-login: index.html has no ${search}`);
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

/** Renders the login page with the build's own code (an SSR build of ENTRY into a scratch folder). */
const loadRenderer = async () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'login-prerender-'));
  await build({
    root: webRoot,
    logLevel: 'error',
    ssr: { noExternal: true },
    build: { ssr: ENTRY, outDir: scratch, emptyOutDir: true, manifest: false },
  });
  const renderer = await import(pathToFileURL(path.join(scratch, 'login-prerender.js')).href);
  return { prerenderLoginPage: renderer.prerenderLoginPage, languages: renderer.LANGUAGES, scratch };
};

const manifestPath = path.join(dist, '.vite', 'manifest.json');
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { prerenderLoginPage, languages, scratch } = await loadRenderer();
const program = closureOf(manifest, loginProgramKey(manifest));
try {
  for (const language of languages) {
    const { markup, title } = await prerenderLoginPage(language);
    const messages = closureOf(manifest, `src/i18n/bundles/${language}-public.ts`);
    const scripts = [...new Set([...program.scripts, ...messages.scripts])].filter(
      (file) => !index.includes(file),
    );
    const styles = [...new Set(program.styles)].filter((file) => !index.includes(file));
    const links = [
      ...styles.map(inlineStyle),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
    let page = index.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_, file) =>
      inlineStyle(file),
    );
    page = replaceOnce(page, '<html lang="zh-CN">', `<html lang="${language}">`);
    page = replaceOnce(page, '<title>Cargo Portal</title>', `<title>${escapeHtml(title)}</title>`);
    page = replaceOnce(page, '</head>', `  ${links}\n  </head>`);
    page = replaceOnce(page, EMPTY_ROOT, `<div id="root" data-prerendered="${language}">${markup}</div>`);
    writeFileSync(path.join(dist, `login.${language}.html`), page);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
// The manifest served no one: it only told this script the chunks' names.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerender-login: login.{${languages.join(',')}}.html written to ${path.relative(process.cwd(), dist)}`,
);
