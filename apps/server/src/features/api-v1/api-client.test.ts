import { readFileSync } from 'node:fs';
import { typesOf } from '@cargo/api-client/generate-types';
import { describe, expect, it } from 'vitest';
import { apiV1OpenApi } from './api-openapi.ts';

/** The typed client kept in the repository is the one the declarations generate (`npm run api:client`). */
const committed = (file: string) =>
  readFileSync(new URL(`../../../../../packages/api-client/${file}`, import.meta.url), 'utf8');

describe('packages/api-client', () => {
  it('holds the types and the document generated from the current /api/v1 declarations', async () => {
    const document = apiV1OpenApi();
    expect(committed('src/generated/openapi.json'), 'run `npm run api:client`').toBe(
      `${JSON.stringify(document, null, 2)}\n`,
    );
    expect(committed('src/generated/api-v1.ts'), 'run `npm run api:client`').toBe(await typesOf(document));
  });
});
