import type { CodeOf } from './code-list.ts';

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
