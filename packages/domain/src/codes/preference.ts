import type { CodeItem, CodeOf } from './code-list.ts';

/**
 * CARGO-user preference codes and their defaults (SPEC §3 "Preferences"; a value that is empty falls
 * back to the default). The SPEC does not give the meanings; the labels are read from the pinyin
 * initials of each code (e.g. BFBZ = 保费币种, DYGS = 打印格式) and from the SPEC's summary ("departure
 * times, additional-insurance default, default premium currency, enquiry range, layout and many print
 * settings"). Values are the server's codes and are kept as strings.
 */
export const PREFERENCES = [
  { code: 'BFBZ', zh: '默认保费币种', en: 'Default premium currency', defaultValue: '0' },
  { code: 'BJSZ', zh: '布局设置', en: 'Layout', defaultValue: '0' },
  { code: 'FJXSFYBJDYZ', zh: '附加险默认设置', en: 'Additional insurance default', defaultValue: '1' },
  { code: 'JCKQYRQ', zh: '进出口起运日期', en: 'Import/export departure date', defaultValue: '1' },
  { code: 'GNGLQYSJ', zh: '国内公路起运时间', en: 'Domestic road departure time', defaultValue: '0' },
  { code: 'DZCXMRFW', zh: '单证查询默认范围', en: 'Default document enquiry range', defaultValue: '0' },
  { code: 'ZTYSSZ', zh: '字体颜色设置', en: 'Font colour', defaultValue: '0' },
  {
    code: 'GNGLQYRQDYGS',
    zh: '国内公路起运日期打印格式',
    en: 'Domestic road departure date print format',
    defaultValue: '1',
  },
  {
    code: 'JCKQYRQDYGS',
    zh: '进出口起运日期打印格式',
    en: 'Import/export departure date print format',
    defaultValue: '2',
  },
  { code: 'FLDYGS', zh: '费率打印格式', en: 'Rate print format', defaultValue: '1' },
  { code: 'BFDYGS', zh: '保费打印格式', en: 'Premium print format', defaultValue: '1' },
] as const;

export type PreferenceCode = CodeOf<typeof PREFERENCES>;

/** Default value per preference code. */
export const PREFERENCE_DEFAULTS = Object.fromEntries(PREFERENCES.map((p) => [p.code, p.defaultValue])) as {
  readonly [P in (typeof PREFERENCES)[number] as P['code']]: P['defaultValue'];
};

/** ZTYSSZ value meaning "emphasised" font colour. */
export const FONT_COLOUR_EMPHASISED = '1';

/**
 * All preferences with defaults filled in for missing, null or blank values. Unknown codes in the input
 * are ignored.
 */
export function resolvePreferences(
  values: Readonly<Record<string, string | number | null | undefined>> | null | undefined,
): Record<PreferenceCode, string> {
  const out = {} as Record<PreferenceCode, string>;
  for (const p of PREFERENCES) {
    const raw = values?.[p.code];
    const text = raw == null ? '' : String(raw).trim();
    out[p.code] = text === '' ? p.defaultValue : text;
  }
  return out;
}

/**
 * The values each preference may take (SPEC §3 "Preferences" gives codes and defaults, not meanings; the
 * meanings are this portal's, written in docs/business-rules.md "Preferences").
 */
const DATE_FORMATS = [
  { code: '1', zh: '年-月-日（2026-11-24）', en: 'YYYY-MM-DD (2026-11-24)' },
  { code: '2', zh: '月. 日, 年（Nov. 24, 2026）', en: 'MMM. DD, YYYY (Nov. 24, 2026)' },
  { code: '3', zh: '日/月/年（24/11/2026）', en: 'DD/MM/YYYY (24/11/2026)' },
] as const;

export const PREFERENCE_OPTIONS: Readonly<Record<PreferenceCode, readonly CodeItem[]>> = {
  BFBZ: [
    { code: '0', zh: '人民币', en: 'Chinese yuan (CNY)' },
    { code: '1', zh: '与保险金额币种相同', en: 'Same as the insured amount' },
  ],
  BJSZ: [
    { code: '0', zh: '标准', en: 'Standard' },
    { code: '1', zh: '紧凑', en: 'Compact' },
  ],
  FJXSFYBJDYZ: [
    { code: '1', zh: '默认勾选附加险', en: 'Riders selected by default' },
    { code: '0', zh: '不默认勾选', en: 'Riders not selected' },
  ],
  JCKQYRQ: [
    { code: '1', zh: '默认填写当天', en: 'Today by default' },
    { code: '0', zh: '不预先填写', en: 'Left empty' },
  ],
  GNGLQYSJ: [
    { code: '0', zh: '当前整点', en: 'The current hour' },
    { code: '1', zh: '当日零时', en: 'Midnight (00:00)' },
  ],
  DZCXMRFW: [
    { code: '0', zh: '全部账户', en: 'All accounts' },
    { code: '1', zh: '当前账户', en: 'Current account' },
    { code: '2', zh: '指定账户', en: 'A specified account' },
  ],
  ZTYSSZ: [
    { code: '0', zh: '标准', en: 'Standard' },
    { code: '1', zh: '强调（深色加粗）', en: 'Emphasised (darker, bold figures)' },
  ],
  GNGLQYRQDYGS: DATE_FORMATS,
  JCKQYRQDYGS: DATE_FORMATS,
  FLDYGS: [
    { code: '1', zh: '百分比（0.20%）', en: 'Per cent (0.20%)' },
    { code: '2', zh: '千分比（2.0‰）', en: 'Per mille (2.0‰)' },
  ],
  BFDYGS: [
    { code: '1', zh: '币种代码（CNY 1,000.00）', en: 'Currency code (CNY 1,000.00)' },
    { code: '2', zh: '币种符号（¥1,000.00）', en: 'Currency symbol (¥1,000.00)' },
  ],
};
