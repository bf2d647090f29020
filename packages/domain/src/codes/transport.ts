import type { CodeOf } from './code-list.ts';

/** Carry mode of the goods (SPEC §3 transport info, §9). */
export const CONVEYANCE_TYPES = [
  { code: '01', zh: '集装箱', en: 'Container' },
  { code: '02', zh: '非集装箱', en: 'Non-container' },
] as const;
export type ConveyanceType = CodeOf<typeof CONVEYANCE_TYPES>;

/** Whether the shipment is under a letter of credit (SPEC §3, §9). */
export const LETTER_OF_CREDIT = [
  { code: '0', zh: '非信用证', en: 'Non-L/C' },
  { code: '1', zh: '信用证', en: 'L/C' },
] as const;
export type LetterOfCredit = CodeOf<typeof LETTER_OF_CREDIT>;
