import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  attachmentSchema,
  fileExtension,
  isAllowedUploadExtension,
  MAX_UPLOAD_BYTES,
  validateAttachment,
} from './attachment.ts';

describe('attachments', () => {
  it('exports the SPEC limits', () => {
    expect(MAX_UPLOAD_BYTES).toBe(4_194_304);
    expect([...ALLOWED_UPLOAD_EXTENSIONS].sort()).toEqual(
      ['jpg', 'png', 'rar', 'zip', 'xls', 'xlsx', 'doc', 'docx', 'csv', 'pdf', 'msg'].sort(),
    );
  });

  it('fileExtension', () => {
    expect(fileExtension('report.PDF')).toBe('pdf');
    expect(fileExtension('a.b.tar.zip')).toBe('zip');
    expect(fileExtension('C:\\docs\\提单.jpg')).toBe('jpg');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts allowed types up to 4 MB', () => {
    for (const ext of ALLOWED_UPLOAD_EXTENSIONS)
      expect(validateAttachment({ name: `f.${ext}`, size: 1 })).toBe(true);
    expect(validateAttachment({ name: '发票.XLSX', size: MAX_UPLOAD_BYTES })).toBe(true);
  });

  it('rejects other types, empty and oversized files', () => {
    expect(validateAttachment({ name: 'photo.jpeg', size: 10 })).toBe('validation.attachment.type');
    expect(validateAttachment({ name: 'run.exe', size: 10 })).toBe('validation.attachment.type');
    expect(validateAttachment({ name: 'pdf', size: 10 })).toBe('validation.attachment.type');
    expect(validateAttachment({ name: 'a.pdf', size: 0 })).toBe('validation.attachment.empty');
    expect(validateAttachment({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'validation.attachment.size',
    );
    expect(validateAttachment({ name: ' ', size: 10 })).toBe('validation.required');
    expect(isAllowedUploadExtension('x.msg')).toBe(true);
  });

  it('schema', () => {
    expect(
      attachmentSchema.safeParse({ name: 'a.pdf', size: 5 * 1024 * 1024 }).error?.issues[0].message,
    ).toBe('validation.attachment.size');
    expect(attachmentSchema.parse({ name: 'a.pdf', size: 5 })).toEqual({ name: 'a.pdf', size: 5 });
  });
});
