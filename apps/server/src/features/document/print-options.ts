import {
  DEFAULT_PRINT_OPTIONS,
  type Language,
  labelOf,
  PAPER_TYPES,
  type PrintOptions,
  SEAL_TYPES,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import { formatPrintDate } from './print-date.ts';

/** The print options of one print with every default filled in (SPEC §3: language, paper and seal, date format). */
export interface ResolvedPrintOptions {
  language: Language;
  paperType: string;
  sealType: string;
  datePrintFormat: string;
}

/** Fills the options a request left out: the caller's language, A4 plain paper, electronic seal, YYYY-MM-DD. */
export const resolvePrintOptions = (
  options: PrintOptions,
  stored: Partial<Omit<ResolvedPrintOptions, 'language'>> = {},
): ResolvedPrintOptions => ({
  language: options.language ?? callerLanguage(),
  paperType: options.paperType ?? (stored.paperType || DEFAULT_PRINT_OPTIONS.paperType),
  sealType: options.sealType ?? (stored.sealType || DEFAULT_PRINT_OPTIONS.sealType),
  datePrintFormat:
    options.datePrintFormat ?? (stored.datePrintFormat || DEFAULT_PRINT_OPTIONS.datePrintFormat),
});

/** "A4 plain paper (electronic certificate) / Electronic seal" in the print language. */
export const paperSealText = (options: ResolvedPrintOptions) =>
  [
    labelOf(PAPER_TYPES, options.paperType, callerLanguage()),
    labelOf(SEAL_TYPES, options.sealType, callerLanguage()),
  ]
    .filter(Boolean)
    .join(' / ');

/** A sailing date in the chosen date print format and the print language. */
export const printedDate = (isoDate: string | null | undefined, options: ResolvedPrintOptions) =>
  formatPrintDate(isoDate ?? null, options.datePrintFormat, callerLanguage() === 'zh-CN');
