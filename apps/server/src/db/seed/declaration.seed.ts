import { addDays, firstDayOfMonthAfter, todayInChina } from '@cargo/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { accounts, openPolicies } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo.seed.ts';

type OpenPolicySeed = Omit<typeof openPolicies.$inferInsert, 'accountId' | 'effectiveDate' | 'endDate'> & {
  accountName: string;
};

/** Open covers run a year; the demo ones started on the first day of the month six months ago. */
export const demoOpenPolicyPeriod = (today = todayInChina()) => {
  const effectiveDate = firstDayOfMonthAfter(today, -6);
  return { effectiveDate, endDate: addDays(firstDayOfMonthAfter(effectiveDate, 12), -1) };
};

const { shanghai, ningbo, hangzhou } = DEMO_ACCOUNTS;

/**
 * The demo open policies: SHOCEAN has an export open cover in USD and a domestic road one in CNY, its
 * Ningbo branch an export one, HZSHUNDA an import one; SZXINQIHANG has none (and no declaration menu).
 * Amounts are minor units; rates ppm of the insured amount.
 */
export const DEMO_OPEN_POLICIES: OpenPolicySeed[] = [
  {
    accountName: shanghai.accountName,
    policyNo: '60110009202500000018',
    productCode: 'MP09110009',
    insuredName: shanghai.companyName,
    insuredContact: '王明',
    insuredPhone: '13800138000',
    insuredAddress: '上海市浦东新区外高桥保税区富特北路 211 号',
    insuredEmail: 'shipping@shocean.example.cn',
    currencyCode: '03',
    totalInsuredAmount: 2_000_000_000,
    balance: 2_000_000_000,
    perShipmentLimit: 100_000_000,
    mainClauses: ['ICC_A', 'ICC_B', 'ICC_C'],
    riders: ['WAR', 'STRIKES'],
    additionCapPpm: 300_000,
    ratePpm: 1_500,
  },
  {
    accountName: shanghai.accountName,
    policyNo: '60110012202500000026',
    productCode: 'MP09110012',
    insuredName: shanghai.companyName,
    insuredContact: '王明',
    insuredPhone: '13800138000',
    insuredAddress: '上海市浦东新区外高桥保税区富特北路 211 号',
    insuredEmail: 'shipping@shocean.example.cn',
    currencyCode: '01',
    totalInsuredAmount: 5_000_000_000,
    balance: 5_000_000_000,
    perShipmentLimit: 200_000_000,
    mainClauses: ['DOMESTIC_BASIC', 'DOMESTIC_COMPREHENSIVE'],
    riders: ['THEFT', 'RAIN'],
    additionCapPpm: 300_000,
    ratePpm: 500,
  },
  {
    accountName: ningbo.accountName,
    policyNo: '60110009202500000034',
    productCode: 'MP09110009',
    insuredName: ningbo.companyName,
    insuredContact: '陈静',
    insuredPhone: '13905741234',
    insuredAddress: '浙江省宁波市北仑区明州路 88 号',
    insuredEmail: 'nb@shocean.example.cn',
    currencyCode: '03',
    totalInsuredAmount: 500_000_000,
    balance: 500_000_000,
    perShipmentLimit: 50_000_000,
    mainClauses: ['ICC_A', 'ICC_B'],
    riders: ['WAR'],
    additionCapPpm: 300_000,
    ratePpm: 1_800,
  },
  {
    accountName: hangzhou.accountName,
    policyNo: '60110008202500000042',
    productCode: 'MP09110008',
    insuredName: hangzhou.companyName,
    insuredContact: '赵磊',
    insuredPhone: '13757112345',
    insuredAddress: '浙江省杭州市萧山区空港大道 666 号',
    insuredEmail: 'ops@hzshunda.example.cn',
    currencyCode: '03',
    totalInsuredAmount: 1_000_000_000,
    balance: 1_000_000_000,
    perShipmentLimit: 80_000_000,
    mainClauses: ['CIC_ALL_RISKS', 'CIC_WPA', 'CIC_FPA'],
    riders: ['WAR', 'STRIKES'],
    additionCapPpm: 200_000,
    ratePpm: 1_800,
  },
];

/** Inserts the demo open policies; called inside the seed transaction after the demo companies. */
export const seedOpenPolicies = async (db: Executor) => {
  const names = [...new Set(DEMO_OPEN_POLICIES.map((policy) => policy.accountName))];
  const rows = await db
    .select({ id: accounts.id, accountName: accounts.accountName })
    .from(accounts)
    .where(inArray(accounts.accountName, names));
  const idOf = new Map(rows.map((row) => [row.accountName, row.id]));
  const period = demoOpenPolicyPeriod();
  await db.insert(openPolicies).values(
    DEMO_OPEN_POLICIES.map(({ accountName, ...policy }) => ({
      ...policy,
      ...period,
      accountId: idOf.get(accountName)!,
    })),
  );
};
