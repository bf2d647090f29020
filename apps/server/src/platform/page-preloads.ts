import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@cargo/domain';
import { z } from 'zod';
import { routePattern } from './route-pattern.ts';

/** What the web build lists in `portal.preloads.json` (apps/web/scripts/prerender-pages.mjs). */
const ZPagePreloads = z.object({
  /** Per shell route pattern, the scripts of its page the shell's frame does not already preload. */
  routes: z.record(z.string(), z.array(z.string())),
  /** Per language, the pages' part of the catalog (every page but the overview asks for it). */
  catalogs: z.record(z.string(), z.array(z.string())),
});

/**
 * The `Link` header that has the browser download a page's own scripts while the shell's frame paints and the
 * shell's scripts run (issue 47): without it the page's code is asked for only once the router has run, the
 * longest wait of a heavy page's first paint. Chromium honours `rel=modulepreload` in a response header as in
 * the page. A build without the file, or an address of no page (a redirect), gets none.
 */
export const pagePreloadsOf = (
  dist: string,
): ((pathname: string, language: Language) => string | undefined) => {
  const file = path.join(dist, 'portal.preloads.json');
  if (!existsSync(file)) return () => undefined;
  const preloads = ZPagePreloads.parse(JSON.parse(readFileSync(file, 'utf8')));
  const routes = Object.entries(preloads.routes).map(([route, scripts]) => ({
    pattern: routePattern(route),
    scripts,
  }));
  return (pathname, language) => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    if (route === undefined) return undefined;
    const scripts = [...route.scripts, ...(preloads.catalogs[language] ?? [])];
    return scripts.map((script) => `</${script}>; rel=modulepreload`).join(', ');
  };
};
