import { type UserInfo, ZUserInfo } from '@cargo/domain';

// The user info's parser, apart from shell.api.ts: zod downloads with it only when the user info is fetched
// (the first screen's own comes drawn into the page, issue 14).

const DEFAULT_USER_INFO: UserInfo = {
  ip: '',
  type: 'COMMON',
  graySign: 'N',
  isReset: 'Y',
  isVip: false,
  language: '',
  storage: '01',
  userName: '',
  companyName: '',
  curUser: {
    accountName: '',
    companyName: '',
    agentPhone: '',
    isRealName: 'Y',
    userName: '',
    email: '',
    phone: '',
  },
  allUser: [],
  menus: [],
};

/** SPEC §8: a user-info parse failure logs and uses defaults — field by field, so valid parts survive. */
export const toUserInfo = (data: unknown): UserInfo => {
  const parsed = ZUserInfo.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(
    'userInfo does not match the contract; using defaults for the invalid fields',
    parsed.error.issues,
  );
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const result: UserInfo = { ...DEFAULT_USER_INFO };
  const target = result as Record<keyof UserInfo, unknown>;
  for (const key of Object.keys(ZUserInfo.shape) as (keyof UserInfo)[]) {
    const field = ZUserInfo.shape[key].safeParse(record[key]);
    if (field.success) target[key] = field.data;
  }
  return result;
};
