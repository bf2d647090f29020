import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download.ts';

describe('attachmentDisposition', () => {
  it('sends a non-ASCII name as UTF-8 filename* with the fallback as the plain name', () => {
    expect(attachmentDisposition('装箱单.pdf', 'attachment.pdf')).toBe(
      `attachment; filename="attachment.pdf"; filename*=UTF-8''${encodeURIComponent('装箱单.pdf')}`,
    );
    expect(attachmentDisposition('Café.xlsx', 'c.xlsx')).toBe(
      `attachment; filename="c.xlsx"; filename*=UTF-8''Caf%C3%A9.xlsx`,
    );
  });

  it('sends a printable ASCII name as it is', () => {
    expect(attachmentDisposition('NoPaySettlementList-202601.xlsx', 'x.xlsx')).toBe(
      'attachment; filename="NoPaySettlementList-202601.xlsx"',
    );
  });

  it('keeps quotes out of the plain name, the exact name in filename*', () => {
    expect(attachmentDisposition('a "b".pdf', 'x.pdf')).toBe(
      `attachment; filename="a b.pdf"; filename*=UTF-8''a%20%22b%22.pdf`,
    );
  });

  it('keeps only the last part of a name with a path (a browser may send C:\\…\\name)', () => {
    expect(attachmentDisposition('C:\\Users\\王\\装箱单.pdf', 'x.pdf')).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('装箱单.pdf')}`,
    );
    expect(attachmentDisposition('reports/list.xlsx', 'x.xlsx')).toBe('attachment; filename="list.xlsx"');
  });

  it('encodes a name that looks percent-encoded so that it is not decoded twice', () => {
    expect(attachmentDisposition('100%25.pdf', 'x.pdf')).toContain("filename*=UTF-8''100%2525.pdf");
  });
});
