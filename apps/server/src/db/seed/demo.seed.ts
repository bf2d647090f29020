import type { StaffRole } from '@cargo/domain';

/** Demo logins documented in README; the project's acceptance checks use exactly these. */
export const DEMO_USERS = {
  demo: { loginName: 'demo', email: 'demo@cargo-portal.test', password: 'Shocean#2026', userName: '王明' },
  newbie: {
    loginName: 'newbie',
    email: 'newbie@cargo-portal.test',
    password: 'Welcome#2026',
    userName: '李新',
  },
  /** An operator of the subordinate account 宁波分公司 (SHOCEAN-NB) only: declares there, sees nothing of SHOCEAN. */
  ningbo: {
    loginName: 'ningbo',
    email: 'ningbo@cargo-portal.test',
    password: 'Harbour#2026',
    userName: '陈宁',
  },
  /** A viewer of 上海远洋贸易有限公司 (SHOCEAN): reads and downloads, submits nothing. */
  reader: {
    loginName: 'reader',
    email: 'reader@cargo-portal.test',
    password: 'Ledger#2026',
    userName: '赵阅',
  },
  /** The insurer's staff (back office, `/staff/login`), in the insurer's own account: one per role. */
  underwriter: {
    loginName: 'underwriter',
    email: 'underwriter@cargo-portal.test',
    password: 'Claims#2026',
    userName: '周核保',
  },
  claims: {
    loginName: 'claims',
    email: 'claims@cargo-portal.test',
    password: 'Settle#2026',
    userName: '吴理赔',
  },
  operations: {
    loginName: 'operations',
    email: 'operations@cargo-portal.test',
    password: 'Notice#2026',
    userName: '郑运营',
  },
  auditor: {
    loginName: 'auditor',
    email: 'auditor@cargo-portal.test',
    password: 'Audit#2026',
    userName: '孙稽核',
  },
  compliance: {
    loginName: 'compliance',
    email: 'compliance@cargo-portal.test',
    password: 'Screen#2026',
    userName: '钱合规',
  },
} as const;

/** The staff role of each demo staff login (the others are customers). */
export const DEMO_STAFF_ROLES = {
  underwriter: 'underwriter',
  claims: 'claimsHandler',
  operations: 'operations',
  auditor: 'auditor',
  compliance: 'compliance',
} as const satisfies Partial<Record<keyof typeof DEMO_USERS, StaffRole>>;

/**
 * The demo staff's TOTP secrets (README "Demo logins", demo only): staff always sign in with TOTP, so the seed
 * gives each a fixed secret for an authenticator app, and the tests and e2e compute its codes with otplib.
 */
export const DEMO_STAFF_TOTP_SECRETS = {
  underwriter: 'MNQXEZ3PFVSGK3LPFV2W4ZDFOJ3XE2LUMVZC25DP',
  claims: 'MNQXEZ3PFVSGK3LPFVRWYYLJNVZS25DPORYC2MRQ',
  operations: 'MNQXEZ3PFVSGK3LPFVXXAZLSMF2GS33OOMWXI33U',
  auditor: 'MNQXEZ3PFVSGK3LPFVQXKZDJORXXELLUN52HALJS',
  compliance: 'MNQXEZ3PFVSGK3LPFVRW63LQNRUWC3TDMUWW65DQ',
} as const satisfies Record<keyof typeof DEMO_STAFF_ROLES, string>;

export const DEMO_ACCOUNTS = {
  shanghai: {
    accountName: 'SHOCEAN',
    companyName: '上海远洋贸易有限公司',
    companyNameEn: 'Shanghai Ocean Trading Co., Ltd.',
    creditCode: '91310115MA1H7GXQ3E',
    agentPhone: '021-68886666',
    contactName: '王明',
    contactPhone: '13800138000',
    contactEmail: 'ops@shocean.example.cn',
    address: '上海市浦东新区张杨路 500 号 18 楼',
  },
  ningbo: {
    accountName: 'SHOCEAN-NB',
    companyName: '上海远洋贸易有限公司宁波分公司',
    companyNameEn: 'Shanghai Ocean Trading Co., Ltd. Ningbo Branch',
    creditCode: '91330206MA2GQ8LX5G',
    agentPhone: '0574-87776666',
    contactName: '陈静',
    contactPhone: '13905740001',
    contactEmail: 'nb@shocean.example.cn',
    address: '浙江省宁波市北仑区明州路 88 号',
  },
  hangzhou: {
    accountName: 'HZSHUNDA',
    companyName: '杭州顺达国际物流有限公司',
    companyNameEn: 'Hangzhou Shunda International Logistics Co., Ltd.',
    creditCode: '91330106MA27YK1P4W',
    agentPhone: '0571-85550000',
    contactName: '赵强',
    contactPhone: '13605710002',
    contactEmail: 'service@hzshunda.example.cn',
    address: '浙江省杭州市西湖区文三路 259 号',
  },
  shenzhen: {
    accountName: 'SZXINQIHANG',
    companyName: '深圳新启航供应链有限公司',
    companyNameEn: 'Shenzhen Xinqihang Supply Chain Co., Ltd.',
    creditCode: '91440300MA5FUK3N2F',
    agentPhone: '0755-86660000',
  },
} as const;

/** Feature switches with their starting values (SPEC §4: flags default to false, isShow to true). */
export const SWITCH_SEED: Record<string, string> = {
  maintenance: 'N',
  // On in the demo so that `npm start` shows the mobile login (demo's mobile 13800138000 is bound).
  phoneLogin: 'Y',
  graySign: 'N',
  grayShipStatus: 'N',
  shippingStatus: 'N',
  isEnableFastClaim: 'Y',
  isBatchDeclaration: 'Y',
  fastBannerStatus: 'N',
  isHighQualityCustomerStatus: 'N',
  isShow: 'Y',
  holidayFlag: 'N',
  // The festival corner image (FESTIVAL_IMAGES) shown while holidayFlag is on.
  holidayImage: 'spring-festival',
  // The shell's natural-disaster banner.
  naturalDisasterWarning: 'N',
  'print.dispatch.switch': '1',
};
