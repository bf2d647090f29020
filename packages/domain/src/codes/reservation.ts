import type { CodeOf } from './code-list.ts';

/**
 * Business intention on the reservation (appointment) form (SPEC §3). The SPEC gives no codes; 01–04 in
 * SPEC order are this portal's own choice.
 */
export const RESERVATION_INTENTIONS = [
  { code: '01', zh: '国内货物运输保险', en: 'Domestic cargo transportation insurance' },
  { code: '02', zh: '进出口货物运输保险', en: 'Import/export cargo transportation insurance' },
  { code: '03', zh: '危险货物承运人责任保险', en: "Dangerous goods carrier's liability insurance" },
  { code: '04', zh: '其他', en: 'Other' },
] as const;
export type ReservationIntention = CodeOf<typeof RESERVATION_INTENTIONS>;
