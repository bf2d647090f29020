import type { StoredFile } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  attachmentRows,
  checkAttachmentFile,
  unplacedAttachmentIds,
  withAttachment,
  withoutAttachment,
} from './attachments-model.ts';

const file = (fileId: string, documentType: string | null): StoredFile => ({
  fileId,
  fileName: `${fileId}.pdf`,
  contentType: 'application/pdf',
  size: 10,
  documentType,
  documentTypeName: '',
  sha256: '',
  createdAt: '',
});

describe('attachments of the application form', () => {
  const known = new Map([
    ['a', file('a', '01')],
    ['b', file('b', '02')],
  ]);

  it('shows one row per document type with its file', () => {
    const rows = attachmentRows(['b', 'a'], known);
    expect(rows.map((row) => [row.documentType, row.file?.fileId])).toEqual([
      ['01', 'a'],
      ['02', 'b'],
      ['03', undefined],
      ['04', undefined],
      ['99', undefined],
    ]);
    expect(unplacedAttachmentIds(['a', 'x'], known)).toEqual(['x']);
  });

  it('replaces the file of a document type on a repeat upload, and removes one', () => {
    const files = new Map([...known, ['c', file('c', '01')]]);
    expect(withAttachment(['a', 'b'], files, file('c', '01'))).toEqual(['b', 'c']);
    expect(withAttachment(['a'], files, file('d', '03'))).toEqual(['a', 'd']);
    expect(withoutAttachment(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('checks type, emptiness and size before sending', () => {
    expect(checkAttachmentFile({ name: 'invoice.PDF', size: 10 })).toBe(true);
    expect(checkAttachmentFile({ name: 'setup.exe', size: 10 })).toBe('validation.attachment.type');
    expect(checkAttachmentFile({ name: 'a.pdf', size: 0 })).toBe('validation.attachment.empty');
    expect(checkAttachmentFile({ name: 'a.pdf', size: 4 * 1024 * 1024 + 1 })).toBe(
      'validation.attachment.size',
    );
  });
});
