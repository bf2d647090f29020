import openapiTS, { astToString } from 'openapi-typescript';

/** The generated file's first lines: what it is and how to make it again. */
const HEADER = `// Generated from /api/v1/openapi.json by \`npm run api:client\` (openapi-typescript). Do not edit:
// a test fails when this file differs from what the server's declarations generate.
// One file over 400 lines on purpose: openapi-typescript writes a document's paths, operations and schemas as one
// module whose parts refer to each other; a split by hand would be undone by the next generation. What is split by
// responsibility is the source: the declarations in packages/domain/src/api/v1/, one file per resource.

`;

/** The TypeScript types of an OpenAPI document, as `npm run api:client` writes them. */
export const typesOf = async (document: object): Promise<string> =>
  `${HEADER}${astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))}`;
