// `npm run build -w apps/server`: the server as JavaScript, apps/server/dist/main.mjs (and the chunks it imports
// lazily), so `npm start` runs it without compiling TypeScript at every start (`npm run dev` keeps tsx). The
// server's own code, @cargo/domain, zod and Drizzle are bundled (minified: V8 keeps each module's source text, and
// theirs is 1.5 MB as published); every other package stays an import from node_modules. Files the server reads
// beside its sources (migrations, reference data, the common-password list) are read where they are: each
// module's `import.meta.url` is its source file's address, not the bundle's. Then it makes the embedded database a
// first start copies (dist/embedded-template, src/db/embedded-template.ts), with the bundle's build id.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');
const outfile = path.join(outdir, 'main.mjs');

/** Bare imports (packages) stay external, except the workspace's own TypeScript packages. */
const BUNDLED = /^(@cargo\/|zod(\/|$)|fastify-type-provider-zod$|drizzle-orm(\/|$))/;
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

/**
 * Every character outside ASCII as its `\\uXXXX` escape. esbuild escapes them in strings but leaves them in regular
 * expressions (`/[,，;；]/`), and one such character makes V8 hold the whole bundle's source as two bytes a character
 * (1 MB more of idle memory, issue 14). The escape means the same character in strings, templates, regular
 * expressions and identifiers alike; in comments it changes nothing.
 */
const asciiOnly = (text) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is what is kept, not matched
  text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * `import.meta.url` of a source module → the address of that source file (relative to the bundle); non-ASCII
 * characters escaped.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = asciiOnly(await readFile(args.path, 'utf8'));
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

const started = performance.now();
const buildId = `${Date.now()}-${randomBytes(6).toString('hex')}`;
await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outdir,
  // What is imported lazily from bundled code (today Drizzle's driver and migrator of the embedded database) is a
  // chunk of its own, read when first used, so that its external imports (PGlite) are too. Chunks sit beside
  // main.mjs, so the sources' addresses (`sourceFileUrls`) hold for each of them.
  splitting: true,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  metafile: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // V8 keeps every module's source text in memory: minified, the bundle's 2.9 MB of source is about a third of
  // that (idle memory, issue 14). Names are kept (errors and logs name the real functions and classes) and
  // stack traces map back to the TypeScript through the source map (`node --enable-source-maps`).
  minify: true,
  keepNames: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceFileUrls],
  define: { 'process.env.EMBEDDED_TEMPLATE_ID': JSON.stringify(buildId) },
});
for (const output of Object.keys(metafile.outputs).filter((file) => file.endsWith('.mjs'))) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a character outside ASCII
  if (/[^\x00-\x7f]/.test(await readFile(output, 'utf8')))
    throw new Error(`${output} holds non-ASCII characters`);
}
const templateStarted = performance.now();
const template = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/db/embedded-template-run.ts', path.join(outdir, 'embedded-template'), buildId],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, EMBEDDED_TEMPLATE_ID: '' } },
);
if (template.status !== 0) throw new Error('The embedded database template could not be made');
console.log(`Made dist/embedded-template in ${Math.round(performance.now() - templateStarted)} ms`);
console.log(
  `Built ${path.relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms (${pathToFileURL(outfile).href})`,
);
