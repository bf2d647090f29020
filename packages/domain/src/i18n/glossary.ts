/** One of the insurer's terms: its Chinese, its English, and the wordings ruled out in each language. */
export interface GlossaryTerm {
  readonly zh: string;
  readonly en: string;
  /**
   * English renderings seen before and ruled out: no English catalog value outside `OTHER_REGISTER_PREFIXES`
   * contains one (as a word, any case, plural too).
   */
  readonly avoid?: readonly string[];
  /** Other Chinese wordings of the term, ruled out: no Chinese catalog value contains one. */
  readonly zhAvoid?: readonly string[];
  /**
   * Held in running text too: an English catalog value whose Chinese contains the term contains `inText`
   * (any case; the English itself unless given, e.g. "endors" for endorse / endorsed / endorsement), unless
   * the key is in `RUNNING_TEXT_EXEMPTIONS`.
   */
  readonly inText?: true | string;
}

/**
 * The insurer's terms, Chinese → English (docs/glossary.md repeats this list for readers). Both catalogs use
 * these renderings wherever the Chinese text is the term itself; `glossary.test.ts` holds them to it, fails
 * when one Chinese text has two English renderings anywhere in the catalogs, when a catalog uses a ruled-out
 * wording, and (terms with `inText`) when a text naming the term in Chinese does not name it in English.
 */
export const GLOSSARY: readonly GlossaryTerm[] = [
  { zh: '投保人', en: 'Applicant' },
  { zh: '被保险人', en: 'Insured' },
  { zh: '投保单', en: 'Application' },
  { zh: '投保单号', en: 'Application number' },
  { zh: '保单号', en: 'Policy number' },
  { zh: '预约保单', en: 'Open policy' },
  { zh: '预约保单号', en: 'Open policy number' },
  { zh: '批单号', en: 'Endorsement number' },
  { zh: '批改', en: 'Endorsement', avoid: ['Correction'], inText: 'endors' },
  { zh: '批单', en: 'Endorsement', inText: 'endorsement' },
  { zh: '批改申请', en: 'Endorsement request', avoid: ['Correction application'], inText: true },
  { zh: '运输申报', en: 'Transport declaration' },
  { zh: '批量申报', en: 'Batch declaration' },
  {
    zh: '保险金额',
    en: 'Sum insured',
    avoid: ['Insured amount', 'Amount insured', 'Insured value'],
    inText: true,
  },
  { zh: '保险期间', en: 'Period of insurance' },
  { zh: '保费', en: 'Premium' },
  { zh: '币种', en: 'Currency' },
  { zh: '加成比例', en: 'Addition percentage' },
  {
    zh: '附加险',
    en: 'Additional cover',
    avoid: ['Additional risk', 'Additional insurance', 'Rider'],
    inText: true,
  },
  { zh: '特别约定', en: 'Special agreements' },
  { zh: '免赔额', en: 'Deductible' },
  { zh: '货物名称', en: 'Goods name' },
  { zh: '发票号', en: 'Invoice number' },
  { zh: '提单/运单号', en: 'B/L or waybill number' },
  { zh: '信用证号', en: 'L/C number' },
  { zh: '起运港', en: 'Departure port' },
  { zh: '中转港', en: 'Transit port' },
  { zh: '目的港', en: 'Destination port' },
  { zh: '起运日期', en: 'Departure date' },
  { zh: '运输工具', en: 'Conveyance' },
  { zh: '船龄', en: 'Ship age' },
  { zh: '船级社', en: 'Classification society' },
  {
    zh: '查勘代理人',
    en: 'Surveying agent',
    avoid: ['Survey agent', 'Survey/claims agent'],
    zhAvoid: ['检验代理人', '检验/理赔代理人', '查勘代理'],
    inText: true,
  },
  { zh: '赔款偿付地点', en: 'Claims payable at' },
  { zh: '理赔', en: 'Claims' },
  { zh: '报案号', en: 'Report number' },
  { zh: '报案保单/凭证', en: 'Reported under', zhAvoid: ['报案对象'], inText: true },
  { zh: '损失类型', en: 'Loss type' },
  { zh: '出险原因', en: 'Cause of loss' },
  { zh: '索赔金额', en: 'Amount claimed' },
  { zh: '核定损失', en: 'Assessed loss' },
  { zh: '电子发票', en: 'E-invoice' },
  { zh: '纳税人识别号', en: 'Taxpayer number' },
  { zh: '北京时间', en: 'China time', avoid: ['Beijing time'], zhAvoid: ['中国时间'], inText: true },
];

/**
 * Keys whose English follows another register than the screens' labels, and may render a term otherwise:
 * the printed certificate's traditional marine wording ("Assured", "Per conveyance", "Sailing on or about",
 * "No."), the audit log's and claim history's event phrases, mail prose, and the language names each shown
 * in its own language.
 */
export const OTHER_REGISTER_PREFIXES: readonly string[] = [
  'document.label.',
  'document.status.',
  'claim.action.',
  'staff.action.',
  'mail.',
  'shell.language.',
  'staff.shell.language',
];

/**
 * The form of an English rendering that counts as "the same term": a capital at the start of a sentence and
 * the English plural (Chinese has neither) do not make another term.
 */
export const termForm = (english: string): string => english.trim().toLowerCase().replace(/s$/, '');

/**
 * Texts whose Chinese names an `inText` term and whose English rightly does not, each with why. Keep it short:
 * a text missing here that fails the test is a wrong rendering to fix, not an exemption to add.
 */
export const RUNNING_TEXT_EXEMPTIONS: Readonly<Record<string, string>> = {
  'insuring.voucher.issuedUseCorrection':
    '“通过在线批改申请批改” is 在线批改 + 申请批改 (apply for an endorsement), not 批改申请 (an endorsement request)',
};
