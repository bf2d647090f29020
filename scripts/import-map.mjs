#!/usr/bin/env node
// The import map of a source tree: which files import which (static, dynamic and type-only imports alike),
// the loops among them (strongly connected groups of files), and the imports that cross a boundary the house
// forbids (a web feature importing `app/`, a server feature importing another feature).
// Usage: node scripts/import-map.mjs [--json] [root …]   (default roots: apps/web/src apps/server/src packages/domain/src)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(directory) {
  const found = [];
  for (const entry of readdirSync(directory)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const withoutJs = base.replace(/\.(m?js)$/, '');
  candidates.push(`${withoutJs}.ts`, `${withoutJs}.tsx`);
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function importMap(root) {
  const files = sourceFiles(root);
  const edges = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) targets.add(relative(root, target));
    }
    edges.set(relative(root, file), [...targets]);
  }
  return edges;
}

// Tarjan's strongly connected components, iterative so a deep tree cannot overflow the stack.
export function loopsOf(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const loops = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = edges.get(node) ?? [];
      if (next < targets.length) {
        frame[1] = next + 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) loops.push(group.sort());
      }
    }
  }
  return loops;
}

const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1];

export function crossings(edges) {
  const featureToApp = [];
  const directions = new Set();
  for (const [file, targets] of edges) {
    const feature = featureOf(file);
    if (!feature) continue;
    for (const target of targets) {
      if (target.startsWith('app/')) featureToApp.push(`${file} → ${target}`);
      const other = featureOf(target);
      if (other && other !== feature) directions.add(`${feature} → ${other}`);
    }
  }
  // A pair is two features that import each other: neither can be changed or tested without the other.
  const featurePairs = [...directions]
    .map((direction) => direction.split(' → '))
    .filter(([from, to]) => from < to && directions.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ⇄ ${to}`);
  return { featureToApp, featurePairs };
}

function report(root) {
  const edges = importMap(root);
  const loops = loopsOf(edges);
  const { featureToApp, featurePairs } = crossings(edges);
  return {
    root,
    files: edges.size,
    loops: loops.map((group) => ({ files: group.length, members: group })),
    filesInLoops: loops.reduce((sum, group) => sum + group.length, 0),
    featureImportsOfApp: featureToApp,
    featurePairs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const roots = args.filter((arg) => arg !== '--json');
  const chosen = roots.length > 0 ? roots : ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
  const reports = chosen.map(report);
  if (json) console.log(JSON.stringify(reports, null, 2));
  else
    for (const r of reports) {
      console.log(
        `${r.root}: ${r.files} files, ${r.loops.length} loops holding ${r.filesInLoops} files, ` +
          `${r.featureImportsOfApp.length} feature imports of app/, ${r.featurePairs.length} feature pairs`,
      );
      for (const loop of r.loops) console.log(`  loop (${loop.files}): ${loop.members.join(', ')}`);
      for (const pair of r.featurePairs) console.log(`  pair: ${pair}`);
    }
}
