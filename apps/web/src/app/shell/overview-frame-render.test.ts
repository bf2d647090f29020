import type { Board, DashboardOverview, MenuItem, PremiumTrend, ProductInfo, UserInfo } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/shell.api.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard.api.ts';
import { overviewFrameCalls, renderOverviewFrame } from './overview-frame-render.tsx';

const menu = (path: string, authCode: string, name: string): MenuItem => ({
  menuId: path,
  menuName: name,
  menuUrl: path,
  title: name,
  path,
  authCode,
  disabled: false,
  blank: false,
  subMenus: [],
});
const OVERVIEW_MENU = menu('/dashboard', 'aaas_home', '概览');
const INSURE_MENU = {
  ...menu('', 'aaas_market_insure', '投保服务'),
  subMenus: [menu('/quotation', 'aaas_market_insure_online', '在线投保')],
};

const user = (changes: Partial<UserInfo> = {}): UserInfo => ({
  ip: '10.0.0.8',
  type: 'CARGO',
  graySign: 'N',
  isReset: 'Y',
  isVip: false,
  language: 'zh-CN',
  storage: '01',
  userName: '王明',
  companyName: '上海远洋贸易有限公司',
  curUser: {
    accountName: 'SHOCEAN',
    companyName: '上海远洋贸易有限公司',
    agentPhone: '',
    isRealName: 'Y',
    userName: '王明',
    email: 'demo@cargo-portal.test',
    phone: '13800138000',
  },
  allUser: [],
  menus: [OVERVIEW_MENU, INSURE_MENU],
  ...changes,
});

const overview: DashboardOverview = {
  today: '2026-11-29',
  continuedPolicy: { withinThirtyDays: 3, withinSixtyDays: 17, withinNinetyDays: 42 },
  waitingPays: {
    waitingPaysCount: 2,
    waitingPaysTotalAmount: '1250000.00',
    waitingPaysTotalPremium: '3187.50',
    currency: 'CNY',
    byCurrency: [],
  },
  statistics: {
    dealingPolicyCount: 5,
    applicationsUnderReview: 2,
    applicationsToModify: 1,
    correctionsUnderReview: 1,
    declarationsUnderReview: 1,
  },
  effectivePolicy: { effectivePolicyCount: 12345 },
  pendingMatters: { total: 0, list: [] },
  pendingSettlements: { count: 0, totals: [] },
  correctionReminders: { total: 0, list: [] },
};
const trend: PremiumTrend = {
  granularity: 'month',
  currency: 'CNY',
  points: [
    {
      key: '2026-11',
      label: '2026年11月',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      premium: '9291.10',
    },
  ],
  total: '9291.10',
};
const products: ProductInfo = {
  granularity: 'month',
  currency: 'CNY',
  startDate: '2025-12-01',
  endDate: '2026-11-29',
  products: [],
  total: '0.00',
};
const board: Board = {
  list: [{ id: 1, title: '<b>系统维护公告</b>', body: '维护', publishDate: '2026-05-20' }],
};

const answers = (userInfo: UserInfo = user()) => ({
  userInfo,
  phoneLogin: { phoneLogin: true },
  chartShow: { isShow: true },
  overview,
  trend,
  products,
  board,
});

describe("the overview's frame the server draws (overview-frame-render.tsx)", () => {
  it.each([
    ['zh-CN', '有效保单', '合计 CNY 9,291.10'],
    ['en-US', 'Policies in force', 'Total CNY 9,291.10'],
  ] as const)(
    "draws the user's figures in %s, in the frame, without test ids",
    async (language, kpi, total) => {
      const frame = await renderOverviewFrame({ language, pathname: '/dashboard', answers: answers() });
      expect(frame?.markup).toContain('data-server-page');
      expect(frame?.markup).toContain(kpi);
      expect(frame?.markup).toContain('12,345');
      expect(frame?.markup).toContain(total);
      expect(frame?.markup).toContain('>42<');
      expect(frame?.markup).not.toContain('data-testid');
      // A notice's title is text, never markup.
      expect(frame?.markup).toContain('&lt;b&gt;系统维护公告&lt;/b&gt;');
    },
  );

  it('hands every answer to the browser as its query would have kept it', async () => {
    const frame = await renderOverviewFrame({ language: 'zh-CN', pathname: '/', answers: answers() });
    const queries = new Map(frame?.queries.map(([key, data]) => [JSON.stringify(key), data]));
    expect(queries.get(JSON.stringify(queryKeys.userInfo))).toEqual(user());
    expect(queries.get(JSON.stringify(queryKeys.phoneLogin))).toBe(true);
    expect(queries.get(JSON.stringify(dashboardKeys.overview()))).toEqual(overview);
    expect(queries.get(JSON.stringify(dashboardKeys.trend('month')))).toEqual(trend);
    expect(queries.size).toBe(overviewFrameCalls().length);
  });

  it('draws nothing where the browser would show another page', async () => {
    const draw = (userInfo: UserInfo, pathname = '/dashboard') =>
      renderOverviewFrame({ language: 'zh-CN', pathname, answers: answers(userInfo) });
    // An initial password to change: the account page.
    expect(await draw(user({ isReset: 'N' }))).toBeUndefined();
    // A menu without the overview.
    expect(await draw(user({ menus: [INSURE_MENU] }))).toBeUndefined();
    // `/` leads to the first page of the menu, here not the overview.
    expect(await draw(user({ menus: [INSURE_MENU, OVERVIEW_MENU] }), '/')).toBeUndefined();
    expect(await draw(user({ menus: [INSURE_MENU, OVERVIEW_MENU] }), '/dashboard')).toBeDefined();
  });

  it('draws two languages at once, each in its own', async () => {
    const [chinese, english] = await Promise.all([
      renderOverviewFrame({ language: 'zh-CN', pathname: '/dashboard', answers: answers() }),
      renderOverviewFrame({ language: 'en-US', pathname: '/dashboard', answers: answers() }),
    ]);
    expect(chinese?.markup).toContain('有效保单');
    expect(chinese?.markup).not.toContain('Policies in force');
    expect(english?.markup).toContain('Policies in force');
    expect(english?.markup).not.toContain('有效保单');
  });

  it('asks for the shell and the overview answers through the gateway, the trend by month', () => {
    const calls = new Map(overviewFrameCalls().map((call) => [call.name, call]));
    expect(calls.get('userInfo')).toEqual({ name: 'userInfo', method: 'POST', path: '/cargo/user/userInfo' });
    expect(calls.get('trend')?.path).toBe('/cargo/chart/premiumTrend?granularity=month');
    expect(calls.get('overview')?.method).toBe('POST');
  });
});
