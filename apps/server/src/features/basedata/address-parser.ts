import type { BaseOption } from '@cargo/domain';
import type { ParsedAddress } from '@cargo/domain/schemas/basedata-lookups';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import { findOptions } from './basedata.service.ts';

/**
 * getParseAddress: a free Chinese address split into province, city and district from the region base data
 * (docs/business-rules.md "Base data"). Each level is matched at the start of what is left, by its full
 * name or its short name (suffix such as 省, 市, 自治区 dropped; districts by full name only); a level may be missing
 * ("深圳市南山区…" finds Guangdong from the city; "上海市浦东新区…" finds the municipality's one city).
 */

const SUFFIXES = [
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '特别行政区',
  '自治区',
  '自治州',
  '自治县',
  '地区',
  '省',
  '市',
  '盟',
  '区',
  '县',
  '旗',
];

const NOT_AFTER_SHORT_NAME = '区县旗镇乡村路街道';

const shortName = (name: string): string => {
  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return name;
};

/** How many characters of `text` the option's name takes at its start (full name first), or 0. */
const matchedLength = (text: string, option: BaseOption, fullOnly: boolean): number => {
  const full = option.valueChineseName;
  if (text.startsWith(full)) return full.length;
  if (fullOnly) return 0;
  const short = shortName(full);
  if (short !== full && text.startsWith(short)) {
    // "北京朝阳区" after the short name 北京: a following 市/省 belongs to the name; a following 区, 县,
    // 路… means the words name something else (朝阳区 is not 朝阳市).
    const next = text.charAt(short.length);
    if (NOT_AFTER_SHORT_NAME.includes(next)) return 0;
    return short.length + (next === '市' || next === '省' ? 1 : 0);
  }
  return 0;
};

interface Match {
  option: BaseOption;
  length: number;
}

/** The longest match; with `unique`, none when two options of different codes match equally long. */
const bestMatch = (
  text: string,
  options: readonly BaseOption[],
  { fullOnly = false, unique = false } = {},
): Match | undefined => {
  let best: Match | undefined;
  let tied = false;
  for (const option of options) {
    const length = matchedLength(text, option, fullOnly);
    if (length === 0 || (best && length < best.length)) continue;
    tied = best !== undefined && length === best.length;
    if (!tied) best = { option, length };
  }
  return unique && tied ? undefined : best;
};

const nameOf = (option: BaseOption | undefined) => {
  if (!option) return null;
  return callerLanguage() === 'en-US' && option.valueEnglishName
    ? option.valueEnglishName
    : option.valueChineseName;
};

export const parseAddress = async (app: FastifyInstance, address: string): Promise<ParsedAddress> => {
  const [provinces, cities, districts] = await Promise.all([
    findOptions(app, 'province'),
    findOptions(app, 'city'),
    findOptions(app, 'district'),
  ]);
  let rest = address.replace(/\s+/g, '');
  const province = bestMatch(rest, provinces);
  if (province) rest = rest.slice(province.length);
  const provinceCode = province?.option.valueCode;
  const cityChoices = provinceCode ? cities.filter((city) => city.parentCode === provinceCode) : cities;
  let city = bestMatch(rest, cityChoices, { unique: !provinceCode });
  if (city) rest = rest.slice(city.length);
  // A municipality's (or HK's, Macao's) only city is implied by the province ("上海市浦东新区").
  if (!city && cityChoices.length === 1 && provinceCode) city = { option: cityChoices[0]!, length: 0 };
  const cityCode = city?.option.valueCode;
  const districtChoices = cityCode
    ? districts.filter((district) => district.parentCode === cityCode)
    : provinceCode
      ? []
      : districts;
  // District names repeat across cities (朝阳区): without a city only a name found once is taken; short
  // names are not tried (中山路 is a street, not 中山区).
  const district =
    rest.length > 0 ? bestMatch(rest, districtChoices, { fullOnly: true, unique: !cityCode }) : undefined;
  if (district) rest = rest.slice(district.length);
  const foundCity = city?.option ?? cities.find((option) => option.valueCode === district?.option.parentCode);
  const foundProvince =
    province?.option ?? provinces.find((option) => option.valueCode === foundCity?.parentCode);
  return {
    provinceCode: foundProvince?.valueCode ?? null,
    provinceName: nameOf(foundProvince),
    cityCode: foundCity?.valueCode ?? null,
    cityName: nameOf(foundCity),
    districtCode: district?.option.valueCode ?? null,
    districtName: nameOf(district?.option),
    detailAddress: rest,
  };
};
