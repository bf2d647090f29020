// Adds lockfile entries for platform-specific optional packages (other OSes, musl, other CPUs) that the
// package registry reachable here does not serve. npm leaves them out of package-lock.json, and `npm ci`
// then refuses the lock ("Missing: … from lock file"). Each stub names its version and platform, so npm
// skips it on this machine and fetches it by version on the platform it is for.
// Run after any dependency change: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = [
  'android',
  'darwin',
  'win32',
  'linux',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'arm', 'wasm32'];

/** Platform of a package from its name: `@biomejs/cli-linux-x64-musl` → linux, x64, musl. */
const platformOf = (name) => {
  const tokens = name.split('/').pop().split('-');
  const os =
    OSES.find((candidate) => tokens.includes(candidate)) ??
    (tokens.includes('windows') ? 'win32' : undefined);
  const cpu =
    CPUS.find((candidate) => tokens.includes(candidate)) ??
    (tokens.some((t) => t.startsWith('armv7') || t === 'eabi' || t === 'gnueabihf' || t === 'musleabihf')
      ? 'arm'
      : undefined);
  const libc = tokens.some((t) => t.startsWith('musl')) ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return {
    // A package whose platform cannot be read is never installed rather than installed by mistake.
    os: [os ?? 'none'],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
};

/** Where Node would resolve `name` from the package at `fromPath` (walking up node_modules folders). */
const resolveEntry = (fromPath, name) => {
  let base = fromPath;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
};

let added = 0;
for (const [entryPath, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies ?? {};
  const names = Object.keys(optional);
  const present = names.map((name) => resolveEntry(entryPath, name)).find(Boolean);
  if (!present) continue;
  const prefix = present.slice(0, present.lastIndexOf('node_modules/'));
  for (const name of names) {
    if (resolveEntry(entryPath, name)) continue;
    const version = optional[name];
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    packages[`${prefix}node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform stub entries to package-lock.json.`);
