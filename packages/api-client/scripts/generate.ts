import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiV1OpenApi } from '../../../apps/server/src/features/api-v1/api-openapi.ts';
import { typesOf } from '../src/generate-types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = apiV1OpenApi();
writeFileSync(path.join(root, 'src/generated/openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(path.join(root, 'src/generated/api-v1.ts'), await typesOf(document));
console.log('packages/api-client: src/generated/openapi.json and src/generated/api-v1.ts written');
