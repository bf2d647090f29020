import {
  amountLabel,
  currencyByCode,
  currencyIsoOf,
  formatAmountGrouped,
  type Language,
  minorUnitsOf,
  parseAmountIn,
} from '@cargo/domain';

/** '1234567.8' → '1,234,567.8'; exact on the decimal string (amounts are never floats). */
export const groupDigits = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
};

/** The ISO code of a portal currency code ('03' → 'USD'); unknown codes are shown as they are. */
export const currencyIso = (code: string | null | undefined): string =>
  code == null ? '' : currencyIsoOf(code);

/**
 * Money as the server sends it: an exact decimal string in a currency (portal code or ISO code). These are the
 * portal's only money formatters; amounts are never computed with floats.
 */

/** Minor units of an exact decimal string in the currency, or undefined when it is not one. */
export const minorOf = (amount: string | null | undefined, currency: string): number | undefined => {
  if (amount === null || amount === undefined) return undefined;
  const parsed = parseAmountIn(amount, currency);
  return parsed.ok ? parsed.value : undefined;
};

/** "20,000,000.00" with the currency's decimals; other text grouped as it is; "—" when absent. */
export const groupAmount = (amount: string | null | undefined, currency: string): string => {
  const minor = minorOf(amount, currency);
  if (minor !== undefined) return formatAmountGrouped(minor, minorUnitsOf(currency));
  return amount == null ? '—' : groupDigits(amount);
};

/** "USD 1,234.00" (`amountLabel`), other text grouped as it is, or '' when there is no amount. */
export const money = (currency: string | null | undefined, amount: string | null | undefined): string => {
  if (amount == null || amount === '') return '';
  const minor = minorOf(amount, currency ?? '');
  if (minor !== undefined) return amountLabel(minor, currency ?? '').trim();
  return `${currencyIso(currency)} ${groupDigits(amount)}`.trim();
};

/** "USD 20,000,000.00", or "—" when there is no amount. */
export const formatMoney = (amount: string | null | undefined, currency: string): string =>
  money(currency, amount) || '—';

/** The name of a currency in the UI language. */
export const currencyName = (code: string, language: Language): string => {
  const currency = currencyByCode(code);
  if (!currency) return code;
  return `${currency.iso} · ${language === 'zh-CN' ? currency.zh : currency.en}`;
};

/** Base-data option label in the UI language (English falls back to Chinese when a list has none). */
export const optionName = (
  option: { valueChineseName: string; valueEnglishName: string },
  language: Language,
): string =>
  language === 'zh-CN' ? option.valueChineseName : option.valueEnglishName || option.valueChineseName;

/** A base-data list as select options, labelled in the UI language. */
export const optionsOf = (
  list: readonly { valueCode: string; valueChineseName: string; valueEnglishName: string }[],
  language: Language,
) => list.map((option) => ({ value: option.valueCode, label: optionName(option, language) }));

/** The date part of 'YYYY-MM-DD HH:mm:ss'. */
export const datePartOf = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/** A file size for people: '820 B', '350 KB', '1.2 MB'. */
export const fileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

/**
 * A list's sum insured (docs/business-rules.md "Sums insured on lists"): in Chinese in units of 万 as the
 * list row sends it (`totalInsuredAmount`; the column's title says 万: `sumInsuredTitleKey` in features/application/list-columns.tsx), in English the full amount
 * (`insuredAmount`, "275,000.00") beside the premium. The currency is shown beside it; '' when none.
 */
export const listSumInsured = (
  row: { totalInsuredAmount: string | null; insuredAmount: string | null; currencyCode: string },
  language: Language,
): string => {
  if (language === 'zh-CN') return row.totalInsuredAmount === null ? '' : groupDigits(row.totalInsuredAmount);
  return row.insuredAmount === null ? '' : groupAmount(row.insuredAmount, row.currencyCode);
};
