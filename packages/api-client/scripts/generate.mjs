// Writes packages/api-client/src/generated/api-v1.ts (the client's types) and openapi.json from the server's
// /api/v1 declarations: `npm run api:client`. Runs the TypeScript sources through tsx.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
execFileSync('tsx', [path.join(here, 'generate.ts')], { stdio: 'inherit' });
