import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStyleFunctionsAtBuildTime } from './build/antd-style-functions.ts';

const SERVER = 'http://localhost:8080';

/**
 * React and i18next change rarely: one long-cached chunk every page needs, the login page too. The router and
 * TanStack Query, which the login page does without (main.tsx), are the portal's own long-cached chunk.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;
const PORTAL_FRAMEWORK = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/;

/**
 * zod is a chunk of its own, loaded with the first schema a screen uses: left to Rollup, small modules the first
 * screens need (the business clock's dates, the code lists) were merged into its chunk, and brought zod with them.
 */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/;

const chunkOf = (id: string): string | undefined => {
  if (FRAMEWORK.test(id)) return 'framework';
  if (ZOD.test(id)) return 'zod';
  return PORTAL_FRAMEWORK.test(id) ? 'portal-framework' : undefined;
};
const NAMED_CHUNKS = new Set(['framework', 'zod', 'portal-framework']);

/**
 * index.html preloads the framework chunk: main.tsx imports it only through the program it chooses (on the
 * rendered login page, after the first paint), and the portal should not wait for main.tsx to start its download.
 */
const preloadFramework = (): Plugin => ({
  name: 'preload-framework',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const framework = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.name === 'framework',
      );
      if (framework === undefined) return [];
      const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${framework.fileName}` };
      return [{ tag: 'link', attrs, injectTo: 'head' }];
    },
  },
});

export default defineConfig({
  plugins: [react(), preloadFramework(), antdStyleFunctionsAtBuildTime()],
  // zod without its eval probe, which the Content-Security-Policy would report (src/zod-jitless.ts); antd's form
  // engine without the side effects that put it in every screen's download (src/vendor/rc-form.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
      {
        find: /^@rc-component\/form$/,
        replacement: fileURLToPath(new URL('./src/vendor/rc-form.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Which chunks the login page needs, for the page rendered at build time (scripts/prerender-pages.mjs).
    manifest: true,
    // Business pages share antd components through Rollup's automatic chunks, so the login page only
    // loads the antd components it renders. The UI texts are one lazy chunk per language (src/i18n/bundles).
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
        // Chunks under 3 KB (antd icon paths shared by the login page and antd, small helpers) join a chunk loaded
        // with them: the login page downloads 8 scripts instead of 21 and the dashboard 76 instead of 109, for
        // 1.6 KB more of the dashboard's script (docs/performance.md, fifth pass).
        experimentalMinChunkSize: 3_000,
        // Rollup names a shared chunk after one of its modules, which says little of what it holds ("faq-groups"
        // held antd's core): it goes by its hash alone, which makes every page's import lists and preload tables
        // shorter (2 KB of the overview's script). Lazily loaded modules and the chunks above keep their names.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || NAMED_CHUNKS.has(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/gateway': { target: SERVER, changeOrigin: false },
      '/docs': { target: SERVER, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/gateway': { target: SERVER, changeOrigin: false },
      '/docs': { target: SERVER, changeOrigin: false },
    },
  },
});
