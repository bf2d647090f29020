import { BATCH_MAX_FILE_BYTES, ERROR_CODES, MAX_UPLOAD_BYTES } from '@cargo/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';

/** The largest file any route takes (SPEC §5, §9: 4 MB); a larger one is cut there and refused. */
export const UPLOAD_LIMIT_BYTES = Math.max(MAX_UPLOAD_BYTES, BATCH_MAX_FILE_BYTES);

/**
 * Multipart bodies for the whole app, registered once: one file part of at most 4 MB plus a few text
 * fields. A larger file is not buffered: it is cut at the limit and marked `truncated`, and each route
 * answers with its own message.
 */
export const registerUploads = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: false,
  });

export interface UploadedFile {
  /** The browser's name: its last path segment, or the whole of it with `keepPath`. */
  fileName: string;
  content: Buffer;
  /** The upload was cut at the size limit. */
  truncated: boolean;
}

/**
 * A multipart body that cannot be read (no boundary, a broken one, cut short): the caller's fault, said
 * next to the file field. Errors that already carry an HTTP status (file count, size) keep theirs.
 */
const unreadableUpload = (error: unknown): unknown =>
  error instanceof AppError || (error instanceof Error && 'statusCode' in error)
    ? error
    : fieldError(['file'], 'file.error.malformed');

/**
 * The one file of a multipart upload (part `file`); `missingKey` is the message when there is none. With
 * `keepPath` the name keeps any folder parts the browser sent ("../a.pdf"), for routes that refuse them.
 */
export const readSingleUpload = async (
  request: FastifyRequest,
  missingKey: string,
  options: { keepPath?: boolean } = {},
): Promise<UploadedFile> => {
  if (!request.isMultipart()) throw new AppError(ERROR_CODES.badRequest, missingKey);
  try {
    const part = await request.file({ preservePath: options.keepPath === true });
    if (!part) throw new AppError(ERROR_CODES.badRequest, missingKey);
    // PostgreSQL cannot store U+0000 in text: a name holding one is refused like any text field.
    if (part.filename.includes('\u0000')) throw fieldError(['file'], 'error.fieldForbiddenCharacter');
    const content = await part.toBuffer();
    return { fileName: part.filename, content, truncated: part.file.truncated };
  } catch (error) {
    throw unreadableUpload(error);
  }
};

/**
 * The type an uploaded file's bytes say it is (file-type's magic numbers), or undefined. file-type is loaded on the
 * first upload: kept out of the start, it leaves 1.6 MB of the idle server's heap free (issue 14).
 */
export const detectedFileType = async (content: Uint8Array) => {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(content);
};
