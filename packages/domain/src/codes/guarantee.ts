import type { CodeOf } from './code-list.ts';

/**
 * Status of a guarantee policy as the public query shows it: derived from the stored state (issued or
 * terminated) and the China day against the period of guarantee.
 */
export const GUARANTEE_STATUSES = [
  { code: '1', zh: '未生效', en: 'Not yet in force' },
  { code: '2', zh: '有效', en: 'In force' },
  { code: '3', zh: '已到期', en: 'Expired' },
  { code: '4', zh: '已终止', en: 'Terminated' },
] as const;
export type GuaranteeStatus = CodeOf<typeof GUARANTEE_STATUSES>;
