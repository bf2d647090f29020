import { type ClaimDocument, MAX_UPLOAD_BYTES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  claimDocumentTypeOf,
  type DocumentRow,
  documentRowActions,
  documentRows,
} from './document-rows.ts';

const file = (typeCode: string, fileName = `${typeCode}.pdf`): ClaimDocument => ({
  typeCode,
  typeName: `type ${typeCode}`,
  fileName,
  size: 1200,
  uploadedAt: '2026-11-24 10:00:00',
  downloadKey: `key-${typeCode}-0123456789abcdef`,
});

const line = (typeCode: string, uploaded: boolean, requestedByInsurer = false, note = '') => ({
  typeCode,
  typeName: `type ${typeCode}`,
  reason: requestedByInsurer ? 'Requested' : 'Always needed',
  requestedByInsurer,
  note,
  uploaded,
});

describe('documentRows', () => {
  it('gives each checklist line its file and state, in the checklist order', () => {
    const rows = documentRows({
      checklist: [line('01', true), line('05', false), line('17', false, true, 'a clearer copy')],
      documents: [file('01'), file('17')],
    });
    expect(rows.map((row) => [row.typeCode, row.state])).toEqual([
      ['01', 'uploaded'],
      ['05', 'missing'],
      // Uploaded before the insurer's latest request: the file is there but must be sent again.
      ['17', 'outdated'],
    ]);
    expect(rows[0]?.document?.fileName).toBe('01.pdf');
    expect(rows[1]?.document).toBeUndefined();
    expect(rows[2]).toMatchObject({ requestedByInsurer: true, note: 'a clearer copy', extra: false });
  });

  it('lists files of types outside the checklist after it, by type code, as uploaded extras', () => {
    const rows = documentRows({
      checklist: [line('01', false)],
      documents: [file('99'), file('32')],
    });
    expect(rows.map((row) => [row.typeCode, row.state, row.extra])).toEqual([
      ['01', 'missing', false],
      ['32', 'uploaded', true],
      ['99', 'uploaded', true],
    ]);
    expect(rows[1]?.reason).toBe('');
  });

  it('is empty without checklist or files', () => {
    expect(documentRows({ checklist: [], documents: [] })).toEqual([]);
  });
});

describe('documentRowActions', () => {
  const row = (document: ClaimDocument | undefined): DocumentRow => ({
    typeCode: '01',
    typeName: 'Policy',
    reason: '',
    extra: false,
    requestedByInsurer: false,
    note: '',
    document,
    state: document ? 'uploaded' : 'missing',
  });

  it('offers upload for a missing document and replace, download, delete for a present one', () => {
    expect(documentRowActions(row(undefined), true)).toEqual({
      upload: true,
      replace: false,
      download: false,
      delete: false,
    });
    expect(documentRowActions(row(file('01')), true)).toEqual({
      upload: false,
      replace: true,
      download: true,
      delete: true,
    });
  });

  it('offers only the download once the claim takes no documents (closed)', () => {
    expect(documentRowActions(row(undefined), false)).toEqual({
      upload: false,
      replace: false,
      download: false,
      delete: false,
    });
    expect(documentRowActions(row(file('01')), false)).toEqual({
      upload: false,
      replace: false,
      download: true,
      delete: false,
    });
  });
});

describe('checkDocumentFile (SPEC §5, the domain constants)', () => {
  it('accepts the listed extensions in any case, up to 4 MB', () => {
    expect(checkDocumentFile({ name: 'survey.PDF', size: 10 })).toBe(true);
    expect(checkDocumentFile({ name: 'photo.png', size: MAX_UPLOAD_BYTES })).toBe(true);
    expect(checkDocumentFile({ name: 'mail.msg', size: 1 })).toBe(true);
  });

  it('refuses another extension, an empty file and a file over 4 MB with the SPEC messages', () => {
    expect(checkDocumentFile({ name: 'run.exe', size: 10 })).toBe('validation.attachment.type');
    expect(checkDocumentFile({ name: 'noextension', size: 10 })).toBe('validation.attachment.type');
    expect(checkDocumentFile({ name: 'empty.pdf', size: 0 })).toBe('validation.attachment.empty');
    expect(checkDocumentFile({ name: 'big.zip', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'validation.attachment.size',
    );
  });
});

describe('claimDocumentTypeOf', () => {
  it('knows the SPEC §3 codes 01–34 and 99 only', () => {
    expect(claimDocumentTypeOf('01')).toBe('01');
    expect(claimDocumentTypeOf('34')).toBe('34');
    expect(claimDocumentTypeOf('99')).toBe('99');
    expect(claimDocumentTypeOf('35')).toBeUndefined();
    expect(claimDocumentTypeOf('')).toBeUndefined();
  });
});
