// @ts-check
// After `vite build`: a brotli (.br) and a gzip (.gz) twin of every text file of dist over 1 KB, at the highest
// levels (compressed once here, so the server sends them without compressing per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build's folder: `apps/web/dist`, or the one given (`node scripts/precompress.mjs /tmp/other-dist`).
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
// The server's own modules (prerender-pages.mjs), never sent to a browser.
const SERVER_ONLY = path.join(dist, 'server-render');

/**
 * Every file below a folder.
 * @param {string} folder
 * @returns {string[]}
 */
const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

let written = 0;
for (const file of filesUnder(dist)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES || file.startsWith(SERVER_ONLY)) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompress: ${written} files of ${path.relative(process.cwd(), dist)} compressed (.br, .gz)`);
