import openapiTS, { astToString } from 'openapi-typescript';

/** The generated file's first lines: what it is and how to make it again. */
const HEADER = `// Generated from /api/v1/openapi.json by \`npm run api:client\` (openapi-typescript). Do not edit:
// a test fails when this file differs from what the server's declarations generate.

`;

/** The TypeScript types of an OpenAPI document, as `npm run api:client` writes them. */
export const typesOf = async (document: object): Promise<string> =>
  `${HEADER}${astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))}`;
