import { fileEndpoints } from '@cargo/domain/api/file';
import type { FastifyInstance } from 'fastify';
import { multipartOf } from '../../test/declaration.fixtures.ts';
import { endpointUrl } from '../../test/test-app.ts';

/** POST /cargo/file/upload of one file, with a session when `cookie` is given. */
export const uploadDocument = (
  app: FastifyInstance,
  fileName: string,
  content: Buffer,
  options: { documentType?: string; cookie?: string; lang?: 'zh' | 'en' } = {},
) => {
  const { documentType = '01', cookie, lang = 'en' } = options;
  const body = multipartOf(fileName, content);
  const query = documentType === '' ? '' : `?documentType=${documentType}`;
  return app.inject({
    method: 'POST',
    url: endpointUrl(fileEndpoints.downloadAttachment, { id: `upload${query}` }),
    payload: body.payload,
    headers: body.headers,
    cookies: { ...(cookie === undefined ? {} : { 'Admin-Token': cookie }), lang },
  });
};
