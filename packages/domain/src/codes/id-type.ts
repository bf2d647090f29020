import type { CodeOf } from './code-list.ts';

/** Kind of client (applicant or insured): a group (organisation) or a person. */
export const CLIENT_KINDS = [
  { code: 'group', zh: '团体', en: 'Group' },
  { code: 'personal', zh: '个人', en: 'Individual' },
] as const;
export type ClientKind = CodeOf<typeof CLIENT_KINDS>;

/**
 * Certificate (ID) types. Codes 01–09 and 99 are those of SPEC §9.
 *
 * Decision on group vs personal: codes 01–09 are documents of natural persons, so they are allowed for
 * personal clients only. SPEC §9 has no organisation document, so code `10` is added for the unified
 * social credit code (统一社会信用代码, GB 32100-2015), which since the 2015 "three certificates in one"
 * reform replaces the organisation code certificate, business licence number and tax registration number.
 * Group clients may use 10 or 99 (other, e.g. a foreign company's registration number). Personal clients
 * may not use 99 (SPEC §5).
 */
export const ID_TYPES = [
  { code: '01', zh: '居民身份证', en: 'Resident ID card', personal: true, group: false },
  { code: '02', zh: '护照', en: 'Passport', personal: true, group: false },
  { code: '03', zh: '军官证', en: 'Military officer ID', personal: true, group: false },
  {
    code: '04',
    zh: '港澳居民来往内地通行证',
    en: 'Mainland travel permit for Hong Kong and Macao residents',
    personal: true,
    group: false,
  },
  { code: '05', zh: '驾驶证', en: 'Driving licence', personal: true, group: false },
  {
    code: '06',
    zh: '回乡证/台胞证',
    en: 'Home return permit / Taiwan compatriot permit',
    personal: true,
    group: false,
  },
  { code: '07', zh: '临时身份证', en: 'Temporary resident ID card', personal: true, group: false },
  {
    code: '08',
    zh: '外国人永久居留身份证',
    en: 'Foreign permanent resident ID card',
    personal: true,
    group: false,
  },
  {
    code: '09',
    zh: '港澳台居民居住证',
    en: 'Residence permit for Hong Kong, Macao and Taiwan residents',
    personal: true,
    group: false,
  },
  { code: '10', zh: '统一社会信用代码', en: 'Unified social credit code', personal: false, group: true },
  { code: '99', zh: '其他', en: 'Other', personal: false, group: true },
] as const;

export type IdTypeCode = CodeOf<typeof ID_TYPES>;

/** ID type of the mainland resident ID card (validated with the GB 11643 check digit). */
export const RESIDENT_ID_TYPE = '01' satisfies IdTypeCode;
/** ID type of the unified social credit code (validated with the GB 32100 check character). */
export const USCC_ID_TYPE = '10' satisfies IdTypeCode;
/** "Other" ID type, not allowed for personal clients. */
export const OTHER_ID_TYPE = '99' satisfies IdTypeCode;

export const PERSONAL_ID_TYPES = ID_TYPES.filter((t) => t.personal);
export const GROUP_ID_TYPES = ID_TYPES.filter((t) => t.group);

/** Whether a client of the given kind may use the ID type. */
export function isIdTypeAllowed(kind: ClientKind, idType: string): boolean {
  const item = ID_TYPES.find((t) => t.code === idType);
  if (!item) return false;
  return kind === 'group' ? item.group : item.personal;
}

/** Sex derived from (or given with) a personal client's ID. */
export const SEXES = [
  { code: 'M', zh: '男', en: 'Male' },
  { code: 'F', zh: '女', en: 'Female' },
] as const;
