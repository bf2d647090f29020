import type { CodeItem } from './code-list.ts';

/**
 * Kinds of cancellation (GET /cargo/basedata/cancelNumberType): why an application, policy or
 * certificate is cancelled or surrendered. A correction of type 00017 (cancellation) or 00006 (surrender)
 * names one of them. Decisions in docs/business-rules.md "Base data".
 */
export const CANCEL_REASON_TYPES = [
  { code: '01', zh: '重复投保', en: 'Duplicate insurance' },
  { code: '02', zh: '货物未起运（贸易取消）', en: 'Goods not shipped (trade cancelled)' },
  { code: '03', zh: '改投其他保险人', en: 'Insured elsewhere' },
  { code: '04', zh: '投保信息录入错误', en: 'Application entered in error' },
  { code: '05', zh: '信用证未开立或不符', en: 'Letter of credit not opened or not matching' },
  { code: '06', zh: '运输方式或航次变更', en: 'Change of conveyance or voyage' },
  { code: '99', zh: '其他', en: 'Other' },
] as const satisfies readonly CodeItem[];
