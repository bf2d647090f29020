import type { CodeOf } from './code-list.ts';

/**
 * Market products (SPEC §9), in the order the SPEC lists them. The first seven are the cargo
 * transportation products: they form the "cargo" product subset and download the policy print by
 * polling (`usesPollingPrint`).
 */
export const PRODUCTS = [
  {
    code: 'MP09110008',
    zh: '进口货物运输保险',
    en: 'Import Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  {
    code: 'MP09110009',
    zh: '出口货物运输保险',
    en: 'Export Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  {
    code: 'MP09110012',
    zh: '国内公路货物运输保险',
    en: 'Domestic Road Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  {
    code: 'MP09110015',
    zh: '国内水路货物运输保险',
    en: 'Domestic Waterway Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  {
    code: 'MP09110014',
    zh: '国内航空货物运输保险',
    en: 'Domestic Air Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  {
    code: 'MP09110013',
    zh: '国内铁路货物运输保险',
    en: 'Domestic Rail Cargo Transportation Insurance',
    usesPollingPrint: true,
  },
  { code: 'MP09110011', zh: '邮包运输保险', en: 'Parcel Post Insurance', usesPollingPrint: true },
  {
    code: 'MP09000018',
    zh: '道路危险货物承运人责任保险',
    en: "Road Carrier's Liability Insurance for Dangerous Goods",
    usesPollingPrint: false,
  },
  {
    code: 'MP09000028',
    zh: '公路货物运输承运人责任保险（定额）',
    en: "Road Carrier's Liability Insurance (Fixed Premium)",
    usesPollingPrint: false,
  },
  {
    code: 'MP09000053',
    zh: '国内公路货物运输保险（定额）',
    en: 'Domestic Road Cargo Transportation Insurance (Fixed Premium)',
    usesPollingPrint: false,
  },
  {
    code: 'MP09000041',
    zh: '公路运输物流责任保险（按趟次）',
    en: 'Road Logistics Liability Insurance (Per Trip)',
    usesPollingPrint: false,
  },
  {
    code: 'MP09000086',
    zh: 'UBI公路货物运输承运人责任保险',
    en: "UBI Road Carrier's Liability Insurance",
    usesPollingPrint: false,
  },
] as const;

export type ProductCode = CodeOf<typeof PRODUCTS>;

/** Codes of the seven cargo transportation products (polling print, one product subset). */
export const POLLING_PRINT_PRODUCT_CODES: readonly ProductCode[] = PRODUCTS.filter(
  (p) => p.usesPollingPrint,
).map((p) => p.code);

/** Export-type product codes (SPEC §9). MP09000111 is not in the product list but is export-type. */
export const EXPORT_PRODUCT_CODES = ['MP09110009', 'MP09000111'] as const;

export function isExport(productCode: string | null | undefined): boolean {
  return productCode != null && (EXPORT_PRODUCT_CODES as readonly string[]).includes(productCode);
}

export function usesPollingPrint(productCode: string | null | undefined): boolean {
  return productCode != null && (POLLING_PRINT_PRODUCT_CODES as readonly string[]).includes(productCode);
}

/** Electronic print type that polling products replace (SPEC §4 "Print download polling"). */
export const ELECTRONIC_PRINT_TYPE = 'P1101ELE';
export const POLLING_ELECTRONIC_PRINT_TYPE = 'P1109ELE';

/** The print type actually requested: P1101ELE becomes P1109ELE for polling products. */
export function resolvePrintType(productCode: string | null | undefined, printType: string): string {
  return usesPollingPrint(productCode) && printType === ELECTRONIC_PRINT_TYPE
    ? POLLING_ELECTRONIC_PRINT_TYPE
    : printType;
}
