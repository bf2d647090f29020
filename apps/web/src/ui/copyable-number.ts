import type { TFunction } from 'i18next';

/** Document numbers are read digit by digit. */
export const MONO = 'ui-monospace, Menlo, Consolas, monospace';

/**
 * Typography's `copyable` for a document number: its button is named and titled with the number it copies
 * ("复制 6101…"), so the copy buttons of a list's rows are told apart.
 */
export const copyableNumber = (t: TFunction, number: string) => ({
  text: number,
  tooltips: [t('shell.copyNumber', { number }), t('shell.copied')],
});
