import type { CodeOf } from './code-list.ts';

/**
 * Currencies (SPEC §9). `code` is the portal's own two-digit code, `iso` the ISO 4217 letter code and
 * `minorUnits` the ISO 4217 number of decimal places (JPY and KRW have none).
 */
export const CURRENCIES = [
  { code: '01', iso: 'CNY', minorUnits: 2, zh: '人民币', en: 'Chinese Yuan' },
  { code: '02', iso: 'HKD', minorUnits: 2, zh: '港币', en: 'Hong Kong Dollar' },
  { code: '03', iso: 'USD', minorUnits: 2, zh: '美元', en: 'US Dollar' },
  { code: '04', iso: 'GBP', minorUnits: 2, zh: '英镑', en: 'Pound Sterling' },
  { code: '05', iso: 'JPY', minorUnits: 0, zh: '日元', en: 'Japanese Yen' },
  { code: '07', iso: 'CHF', minorUnits: 2, zh: '瑞士法郎', en: 'Swiss Franc' },
  { code: '09', iso: 'SGD', minorUnits: 2, zh: '新加坡元', en: 'Singapore Dollar' },
  { code: '10', iso: 'CAD', minorUnits: 2, zh: '加拿大元', en: 'Canadian Dollar' },
  { code: '12', iso: 'EUR', minorUnits: 2, zh: '欧元', en: 'Euro' },
  { code: '13', iso: 'AUD', minorUnits: 2, zh: '澳大利亚元', en: 'Australian Dollar' },
  { code: '18', iso: 'MOP', minorUnits: 2, zh: '澳门元', en: 'Macao Pataca' },
  { code: '19', iso: 'DKK', minorUnits: 2, zh: '丹麦克朗', en: 'Danish Krone' },
  { code: '20', iso: 'NOK', minorUnits: 2, zh: '挪威克朗', en: 'Norwegian Krone' },
  { code: '21', iso: 'SEK', minorUnits: 2, zh: '瑞典克朗', en: 'Swedish Krona' },
  { code: '22', iso: 'NZD', minorUnits: 2, zh: '新西兰元', en: 'New Zealand Dollar' },
  { code: '23', iso: 'KRW', minorUnits: 0, zh: '韩元', en: 'South Korean Won' },
] as const;

export type CurrencyCode = CodeOf<typeof CURRENCIES>;
export type CurrencyIso = (typeof CURRENCIES)[number]['iso'];

/** Currencies a policy itself may be written in (SPEC §9: 01 CNY, 02 HKD, 03 USD). */
export const POLICY_CURRENCY_CODES = ['01', '02', '03'] as const satisfies readonly CurrencyCode[];
export type PolicyCurrencyCode = (typeof POLICY_CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY_CODE: CurrencyCode = '01';

export function currencyByCode(code: string): (typeof CURRENCIES)[number] | undefined {
  return CURRENCIES.find((c) => c.code === code);
}

/** The ISO code of a portal currency code; an unknown code as it is. */
export function currencyIsoOf(code: string): string {
  return currencyByCode(code)?.iso ?? code;
}

export function currencyByIso(iso: string): (typeof CURRENCIES)[number] | undefined {
  const upper = iso.toUpperCase();
  return CURRENCIES.find((c) => c.iso === upper);
}

/** Decimal places of a currency by portal code or ISO code; 2 when unknown. */
export function minorUnitsOf(codeOrIso: string): number {
  return (currencyByCode(codeOrIso) ?? currencyByIso(codeOrIso))?.minorUnits ?? 2;
}
