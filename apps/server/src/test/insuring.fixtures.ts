import { randomUUID } from 'node:crypto';
import {
  type ApplicationFormInput,
  addDays,
  type EndpointInput,
  type StaffRole,
  todayInChina,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import type { applicationEndpoints } from '@cargo/domain/api/application';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { accounts, memberships, staffRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password-hash.ts';
import type { TestApp } from './suite.ts';
import { call, completeStaffLogin, imageCode, logInAs } from './test-app.ts';

/** Test factories of online insuring (forms, sessions in other accounts, an underwriter). */

export const inDays = (days: number) => addDays(todayInChina(), days);

/** A complete export application that is accepted automatically (B3) for SHOCEAN. */
export const exportForm = (overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  productCode: 'MP09110009',
  basic: { insuranceBeginDate: inDays(3), insuranceEndDate: inDays(60) },
  applicant: {
    appliType: 'group',
    appliName: '上海远洋贸易有限公司',
    appliIdType: '10',
    appliIdNo: '91310115MA1H7GXQ3E',
    appliContact: '王明',
    appliPhone: '+86 138-0013-8000',
    appliEmail: 'demo@cargo-portal.test',
  },
  insured: {
    insuredType: 'personal',
    insuredName: '张丽',
    insuredIdType: '01',
    insuredIdNo: '11010519491231002X',
    // Wrong on purpose: the server derives them from the ID number.
    insuredBirthday: '2000-01-01',
    insuredSex: 'M',
  },
  invoice: { invoiceTitle: '上海远洋贸易有限公司', taxNo: '91310115MA1H7GXQ3E' },
  goods: {
    cargoName: '家用电器',
    majorCategory: '03',
    subCategory: '0301',
    packingCode: '01',
    goodsDescription: 'Microwave ovens, 1,200 cartons',
    marks: 'N/M',
  },
  transport: {
    invoiceNo: 'SO-TEST-001',
    blNo: '',
    conveyanceName: 'COSCO SHIPPING ARIES',
    carryMode: '01',
    departureDate: inDays(3),
    departurePort: 'CNSHA',
    destinationPort: 'DEHAM',
    letterOfCredit: '0',
    iacsClass: 'CCS',
    shipAge: '8',
  },
  insurance: {
    mainClause: 'ICC_A',
    riders: [{ riderCode: 'WAR' }],
    currencyCode: '03',
    invoiceAmount: '100000.00',
    additionPercent: 10,
    claimPayableAt: 'Hamburg',
  },
  other: { signDate: todayInChina(), declaration: '本人已阅读并接受投保须知' },
  ...overrides,
});

/** Goods that need manual underwriting: an application with them goes to review (B4). */
export const HAZARDOUS_GOODS = { goods: { ...exportForm().goods, majorCategory: '06', subCategory: '0603' } };

/** A draft with only the SPEC §5 draft fields. */
export const draftForm = (): EndpointInput<typeof applicationEndpoints.saveDraft>['form'] => ({
  productCode: 'MP09110009',
  applicant: { appliName: '上海远洋贸易有限公司', appliIdType: '10', appliIdNo: '91310115MA1H7GXQ3E' },
  insured: { insuredName: 'Pacific Home Goods LLC' },
  goods: { majorCategory: '01', subCategory: '0103' },
});

/** The expected price of `exportForm()`: USD 110,000 × (0.20% × 1.5 electronics + 0.04% war) = 374.00. */
export const EXPORT_FORM_PREMIUM = '374.00';

/** A session of the demo user switched to another of its accounts. */
export const logInToAccount = async (app: FastifyInstance, accountName: string) => {
  const token = await logInAs(app, 'demo');
  const response = await call(app, accountEndpoints.chooseUser, { accountName }, { cookie: token });
  if (response.statusCode !== 200) throw new Error(`chooseUser failed: ${response.body}`);
  return token;
};

/** A session in another account (`logInToAccount`), made before the file's tests: read `.token` inside them. */
export const useAccountSession = (
  ctx: Pick<TestApp, 'app'>,
  accountName: string,
): { readonly token: string } => {
  let token: string | undefined;
  beforeAll(async () => {
    token = await logInToAccount(ctx.app, accountName);
  });
  return {
    get token() {
      if (token === undefined) throw new Error(`No session in ${accountName} yet: read it inside tests`);
      return token;
    },
  };
};

let staffCount = 0;

/** Creates an insurer-side staff member with `roles` (an underwriter by default) and logs it in as staff. */
export const logInAsStaff = async (app: FastifyInstance, roles: readonly StaffRole[] = ['underwriter']) => {
  staffCount += 1;
  const loginName = `staff${staffCount}${Date.now()}`;
  const password = 'Underwriter#2026';
  const [account] = await app.db
    .insert(accounts)
    .values({ accountName: `INSURER-${loginName}`, companyName: '保险公司核保部', userType: 'COMMON' })
    .returning({ id: accounts.id });
  const [user] = await app.db
    .insert(users)
    .values({
      loginName,
      email: `${loginName}@insurer.test`,
      passwordHash: await hashPassword(password),
      userName: `核保员${staffCount}`,
    })
    .returning({ id: users.id });
  await app.db.insert(memberships).values({ userId: user!.id, accountId: account!.id, isDefault: true });
  if (roles.length > 0)
    await app.db.insert(staffRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  const response = await call(app, staffEndpoints.staffLogin, {
    account: loginName,
    password,
    ...(await imageCode(app)),
  });
  // A new staff member sets TOTP up in the second step of its first login.
  return completeStaffLogin(app, response);
};

/** Creates an insurer-side underwriter and logs it in. */
export const logInAsUnderwriter = (app: FastifyInstance) => logInAsStaff(app, ['underwriter']);

export const countRows = async (app: FastifyInstance, table: PgTable) =>
  (await app.db.select({ total: count() }).from(table))[0]!.total;

export const newKey = () => randomUUID();

/** A date range covering the demo data, for list queries (SPEC §5 needs both dates). */
export const WIDE_RANGE = { startDate: inDays(-400), endDate: inDays(400) };
