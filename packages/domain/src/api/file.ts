import { z } from 'zod';
import { ZFileIdParams, ZFileUploadQuery, ZStoredFile } from '../schemas/file.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

/** Attachments (SPEC §3 "Uploaded file", §5): upload one classified file, download one of the account. */
export const fileEndpoints = {
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/cargo/file/upload',
    access: customerAccess.operate,
    upload: true,
    query: ZFileUploadQuery,
    response: ZStoredFile,
    summary: 'Stores one classified attachment of the account (multipart field `file`)',
  }),
  downloadAttachment: endpoint({
    method: 'GET',
    path: '/cargo/file/:id',
    access: customerAccess.read,
    params: ZFileIdParams,
    answers: 'file',
    mediaType: MEDIA_TYPES.stored,
    response: z.null(),
    summary: 'A file of the account, under its name',
  }),
};
