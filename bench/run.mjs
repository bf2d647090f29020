// `npm run bench -- <scenario>`: runs one scenario (or all) and prints JSON figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scenarios = readdirSync(path.join(here, 'scenarios'))
  .filter((file) => /\.(mjs|ts)$/.test(file))
  .map((file) => ({ name: file.replace(/\.(mjs|ts)$/, ''), file }));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !scenarios.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${scenarios.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
for (const scenario of scenarios.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  const args = scenario.file.endsWith('.ts') ? ['--import', 'tsx', scenario.file] : [scenario.file];
  const result = spawnSync(process.execPath, args, { cwd: path.join(here, 'scenarios'), stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
