import { type Language, translate } from '@cargo/domain';
import { type PdfDocument, renderPdf } from '../../platform/pdf.ts';
import { callerLanguage } from '../../platform/request-language.ts';

/** The guide's sections, in the order a new customer uses the portal. */
export const GUIDE_SECTIONS = [
  'login',
  'insure',
  'declare',
  'correct',
  'claim',
  'documents',
  'help',
] as const;

/** Draws the guide with `say`, the guide's texts in one language. */
const drawGuide = (doc: PdfDocument, say: (key: string) => string) => {
  doc.fontSize(20).text(say('guide.title'), { align: 'center' });
  doc.fontSize(10).fillColor('#555555').text(say('guide.subtitle'), { align: 'center' });
  doc.fillColor('#000000').moveDown(1.2);
  doc.fontSize(11).text(say('guide.intro'), { lineGap: 3 });
  GUIDE_SECTIONS.forEach((section, index) => {
    doc.moveDown(1);
    doc
      .fontSize(14)
      .fillColor('#0b3d91')
      .text(`${index + 1}. ${say(`guide.${section}.title`)}`);
    doc.fillColor('#000000').moveDown(0.3);
    doc.fontSize(11).text(say(`guide.${section}.body`), { lineGap: 3 });
  });
};

/** Written once per language and process: the guide changes only with a release. */
const cache = new Map<Language, Promise<Buffer>>();

/** The usage guide as a PDF in the caller's language. */
export const usageGuidePdf = (): { content: Promise<Buffer>; fileName: string; fallbackName: string } => {
  const language = callerLanguage();
  let content = cache.get(language);
  if (content === undefined) {
    content = renderPdf({ title: translate(language, 'guide.title') }, (doc) =>
      drawGuide(doc, (key) => translate(language, key)),
    );
    // A failed rendering is not kept: the next request tries again.
    content.catch(() => cache.delete(language));
    cache.set(language, content);
  }
  return {
    content,
    fileName: `${translate(language, 'guide.fileName')}.pdf`,
    fallbackName: language === 'en-US' ? 'usage-guide.pdf' : 'usage-guide-zh.pdf',
  };
};
