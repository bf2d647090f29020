import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { GATEWAY, solvedImageCode } from './login';
import { completeStaffLogin } from './totp';

const gateway = GATEWAY;

/** The demo staff the server seeds, one per role (apps/server/src/db/seed/demo.seed.ts, README). */
export const STAFF = {
  underwriter: { account: 'underwriter', password: 'Claims#2026' },
  claims: { account: 'claims', password: 'Settle#2026' },
  operations: { account: 'operations', password: 'Notice#2026' },
  auditor: { account: 'auditor', password: 'Audit#2026' },
  compliance: { account: 'compliance', password: 'Screen#2026' },
} as const;

/** Logs a staff member in at the staff entry through the API (password, then TOTP), in the page's cookie jar, in `lang`. */
export const logInStaff = async (page: Page, who: keyof typeof STAFF, lang: 'zh' | 'en') => {
  const { captchaId, verifyCode } = await solvedImageCode(page.request);
  const login = await page.request.post(`${gateway}/cargo/staff/login`, {
    data: { ...STAFF[who], captchaId, verifyCode },
  });
  // Staff sign in with TOTP: the seeded secret's code completes the login.
  await completeStaffLogin(page.request, login, STAFF[who].account);
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: lang, url }]);
};

/** The `data` of a gateway answer that must succeed. */
export const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const envelope = JSON.parse(text) as { code: string; data: T };
  expect(envelope.code, text).toBe('000000');
  return envelope.data;
};

/** A China time 'YYYY-MM-DD HH:mm' `offsetDays` from now at 10:00. */
const chinaMorning = (offsetDays: number) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offsetDays * 86_400_000))} 10:00`;

/**
 * The customer (the page's session) reports a loss on its seeded export policy in force (MP09110009):
 * a fire yesterday in Shanghai, one goods line of 10 × 800.00 CNY. Answers the report number.
 */
export const reportClaimByApi = async (page: Page): Promise<string> => {
  const day = (offset: number) => chinaMorning(offset).slice(0, 10);
  const policies = await dataOf<{ list: { policyNo: string | null; insuranceBeginDate: string | null }[] }>(
    await page.request.post(`${gateway}/cargo/query/queryPolicyInfo`, {
      data: { productCode: 'MP09110009', startDate: day(-400), endDate: day(400), pageSize: 50 },
    }),
  );
  // Earlier specs issue policies of the same product whose cover starts today or later: the loss of
  // yesterday needs one already in cover then.
  const policyNo = policies.list.find(
    (row) => row.policyNo !== null && row.insuranceBeginDate !== null && row.insuranceBeginDate < day(-1),
  )?.policyNo;
  expect(policyNo, 'a seeded export policy in cover yesterday').toBeTruthy();
  const report = {
    policyNo,
    reporterName: '王明',
    reporterMobile: '13800138000',
    reporterEmail: 'demo@cargo-portal.test',
    incidentTime: chinaMorning(-1),
    lossType: '01',
    locationType: 'domestic',
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310101',
    locationDetail: '外高桥港区五号码头',
    causeLevel1: '02',
    causeLevel2: '0206',
    description: '堆场火灾，10 箱微波炉外包装及机身烧损',
    estimatedLoss: '8000.00',
    estimatedCurrency: '01',
    settlementPreference: '1',
    goodsLines: [
      { goodsName: '微波炉', quantity: '10', unit: '箱', unitPrice: '800.00', damageExtent: '100' },
    ],
    carrierName: 'COSCO SHIPPING Lines',
  };
  const submitted = await dataOf<{ reportNo: string }>(
    await page.request.post(`${gateway}/cargo/selfServiceReport/submit/reportInfo`, {
      data: { report, accepted: true, requestKey: crypto.randomUUID() },
    }),
  );
  return submitted.reportNo;
};

/** The notices the page's session sees on its board. */
export const boardTitles = async (request: APIRequestContext) =>
  (await dataOf<{ list: { title: string }[] }>(await request.post(`${gateway}/cargo/board/query`))).list.map(
    (notice) => notice.title,
  );

/** A second browser of its own (its own cookies), set up as the suite's browsers are. */
export const newBrowserPage = async (browser: Browser) => {
  const { baseURL, storageState, locale, timezoneId, viewport, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    storageState,
    locale,
    timezoneId,
    viewport,
    reducedMotion,
  });
  return context.newPage();
};
