import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodType, safeParse } from 'zod/v4/core';

/**
 * Each answer is parsed by its declared response schema, then written as JSON. fastify-type-provider-zod 7
 * encodes instead (`z.encode`), which refuses the one-way transforms the response schemas share with the
 * forms (a form echoed back in an application, a phone number normalised); parsing checks the same shape.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> =
  ({ schema, method, url }) =>
  (answer) => {
    const result = safeParse(schema, answer);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
