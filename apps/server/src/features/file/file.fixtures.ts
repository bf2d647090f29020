import { fileEndpoints } from '@cargo/domain/api/file';
import type { FastifyInstance } from 'fastify';
import { multipartOf } from '../../test/declaration.fixtures.ts';
import { endpointUrlWithInvalidInput } from '../../test/test-app.ts';

/** POST /cargo/file/upload of one file, with a session when `cookie` is given. */
export const uploadDocument = (
  app: FastifyInstance,
  fileName: string,
  content: Buffer,
  options: { documentType?: string; cookie?: string; lang?: 'zh' | 'en' } = {},
) => {
  const { documentType = '01', cookie, lang = 'en' } = options;
  const body = multipartOf(fileName, content);
  // Any document type, the bad ones and none ('') too: the tests of those upload here.
  const query = documentType === '' ? {} : { documentType };
  return app.inject({
    method: 'POST',
    url: endpointUrlWithInvalidInput(fileEndpoints.uploadAttachment, query),
    payload: body.payload,
    headers: body.headers,
    cookies: { ...(cookie === undefined ? {} : { 'Admin-Token': cookie }), lang },
  });
};
