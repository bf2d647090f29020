/**
 * The FAQ (/faq) by topic. Each question is one pair of message keys `public.faq.<id>.question/answer`, its
 * one home: /commonQuestions shows a few of the same ids and links here.
 */
export const FAQ_GROUPS = [
  { id: 'insuring', questions: ['insureOnline', 'iccCover', 'insuredValue', 'whoInsures', 'premiumPayment'] },
  { id: 'declaration', questions: ['declaration', 'declarationTiming', 'batchDeclaration'] },
  { id: 'correction', questions: ['correction', 'correctionAfterLoss'] },
  { id: 'claims', questions: ['reportClaim', 'claimDocuments', 'claimTimeLimit', 'carrierNotice'] },
  { id: 'invoices', questions: ['invoiceType', 'invoiceChange'] },
  { id: 'documents', questions: ['documents', 'letterOfCredit', 'verifyDocument'] },
  { id: 'account', questions: ['password', 'switchAccount', 'verifyCode'] },
] as const;

export type FaqQuestion = (typeof FAQ_GROUPS)[number]['questions'][number];

/** The questions a new customer asks first, shown on /commonQuestions. */
export const COMMON_QUESTIONS: readonly FaqQuestion[] = [
  'insureOnline',
  'iccCover',
  'insuredValue',
  'declaration',
  'reportClaim',
  'documents',
];

/** Lower-cased, without spaces: "ICC (A)" and "icc(a)" match the same. */
export const searchable = (text: string) => text.toLowerCase().replace(/\s+/g, '');
