/**
 * The insurer's terms, Chinese → English (docs/glossary.md repeats this list for readers). Both catalogs use
 * these renderings wherever the Chinese text is the term itself; `glossary.test.ts` holds them to it and
 * fails when one Chinese text has two English renderings anywhere in the catalogs.
 */
export const GLOSSARY: readonly { readonly zh: string; readonly en: string }[] = [
  { zh: '投保人', en: 'Applicant' },
  { zh: '被保险人', en: 'Insured' },
  { zh: '投保单', en: 'Application' },
  { zh: '投保单号', en: 'Application number' },
  { zh: '保单号', en: 'Policy number' },
  { zh: '预约保单', en: 'Open policy' },
  { zh: '预约保单号', en: 'Open policy number' },
  { zh: '批单号', en: 'Endorsement number' },
  { zh: '运输申报', en: 'Transport declaration' },
  { zh: '批量申报', en: 'Batch declaration' },
  { zh: '保险金额', en: 'Sum insured' },
  { zh: '保险期间', en: 'Period of insurance' },
  { zh: '保费', en: 'Premium' },
  { zh: '币种', en: 'Currency' },
  { zh: '加成比例', en: 'Addition percentage' },
  { zh: '附加险', en: 'Additional cover' },
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
  { zh: '查勘代理人', en: 'Surveying agent' },
  { zh: '赔款偿付地点', en: 'Claims payable at' },
  { zh: '理赔', en: 'Claims' },
  { zh: '报案号', en: 'Report number' },
  { zh: '损失类型', en: 'Loss type' },
  { zh: '出险原因', en: 'Cause of loss' },
  { zh: '索赔金额', en: 'Amount claimed' },
  { zh: '核定损失', en: 'Assessed loss' },
  { zh: '电子发票', en: 'E-invoice' },
  { zh: '纳税人识别号', en: 'Taxpayer number' },
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
