import zh from '@cargo/domain/i18n/zh-CN/index';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login.ts';

/**
 * Issue 14: a signed-in visitor at an address of the shell gets the portal's frame already drawn (header with
 * the brand, footer, a busy page) in the visitor's language, before any script runs; the script then puts the
 * shell in its place.
 */
const FRAMES = [
  { lang: 'zh', htmlLang: 'zh-CN', brand: '货运险服务平台', footer: '版权所有' },
  { lang: 'en', htmlLang: 'en-US', brand: 'Cargo Insurance Portal', footer: 'All rights reserved' },
] as const;

const blockScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** The page's uncaught errors from now on (the list fills as they come). */
const pageErrorsOf = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

for (const expected of FRAMES) {
  test(`a signed-in visitor sees the portal's frame before any script runs (${expected.lang})`, async ({
    page,
  }) => {
    await logInAsDemo(page, expected.lang, 'Insure');
    await blockScripts(page);
    await page.goto('/policy-query-download?policyNo=PC');
    await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang);
    const frame = page.getByTestId('portal-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getByTestId('brand')).toContainText(expected.brand);
    await expect(frame.locator('footer')).toContainText(expected.footer);
    // Drawn by the page's own styles: the header's white bar under its blue rule, 104 px high (brand row and menu row).
    await expect(frame.locator('header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(frame.locator('header')).toHaveCSS('height', '104px');
  });
}

test('the frame gives way to the shell without an error, at the same header height', async ({ page }) => {
  await logInAsDemo(page, 'zh', 'Insure');
  const errors = pageErrorsOf(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.getByTestId('portal-frame')).toHaveCount(0);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  expect(header?.height).toBe(104);
  expect(errors).toEqual([]);
});

/** Issue 47: the heaviest pages arrive with their outline (title and what they do) drawn in the frame. */
const OUTLINED = [
  {
    lang: 'zh',
    address: '/batch-declaration',
    page: 'batch-declaration-page',
    title: '批量申报',
    intro: '下载模板',
  },
  {
    lang: 'en',
    address: '/batch-declaration',
    page: 'batch-declaration-page',
    title: 'Batch declaration',
    intro: 'Download the template',
  },
  { lang: 'zh', address: '/report', page: 'claim-report-page', title: '填写报案', intro: '出险后请尽快报案' },
  {
    lang: 'en',
    address: '/report',
    page: 'claim-report-page',
    title: 'Report a loss',
    intro: 'Report a loss as soon as',
  },
] as const;

for (const expected of OUTLINED) {
  test(`${expected.address} arrives with its title and intro drawn, which the live page takes over in place (${expected.lang})`, async ({
    page,
  }) => {
    await logInAsDemo(page, expected.lang, 'Insure');
    const errors = pageErrorsOf(page);
    await blockScripts(page);
    await page.goto(expected.address);
    const outline = page.getByTestId('portal-frame').locator('[data-frame-outline]');
    await expect(outline.getByRole('heading', { level: 2 })).toHaveText(expected.title);
    await expect(outline).toContainText(expected.intro);
    const drawn = await outline.getByRole('heading', { level: 2 }).boundingBox();
    await page.screenshot({
      path: `artifacts/frame-outline${expected.address.replace('/', '-')}-${expected.lang}.png`,
    });

    await page.unroute('**/assets/*.js');
    await page.goto(expected.address);
    const live = page.getByTestId(expected.page);
    await expect(live.getByRole('heading', { level: 2 })).toHaveText(expected.title);
    await expect(page.getByTestId('portal-frame')).toHaveCount(0);
    // The live title stands where the drawn one stood: the page does not jump when its script takes over.
    expect(await live.getByRole('heading', { level: 2 }).boundingBox()).toEqual(drawn);
    expect(errors).toEqual([]);
  });
}

test('while the user info loads, the portal keeps the outline the page arrived with, then the live page takes its place', async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Insure');
  const errors = pageErrorsOf(page);
  // The user info answers late: the script has started, the shell waits for the user.
  let releaseUserInfo = () => {};
  const userInfoHeld = new Promise<void>((resolve) => {
    releaseUserInfo = resolve;
  });
  await page.route('**/cargo/user/userInfo', async (route) => {
    await userInfoHeld;
    await route.continue();
  });
  await page.goto('/report');
  const outline = page.getByTestId('portal-frame').locator('[data-frame-outline]');
  await expect(outline.getByRole('heading', { level: 2 })).toHaveText('Report a loss');
  // React has drawn the frame over the built one (its nodes carry React's fiber), and it still shows the outline.
  await page.waitForFunction(
    () => {
      const drawn = document.querySelector('[data-frame-outline]');
      return drawn !== null && Object.keys(drawn).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
  await expect(outline.getByRole('heading', { level: 2 })).toHaveText('Report a loss');
  const held = await outline.getByRole('heading', { level: 2 }).boundingBox();
  releaseUserInfo();
  const live = page.getByTestId('claim-report-page').getByRole('heading', { level: 2 });
  await expect(live).toHaveText('Report a loss');
  expect(await live.boundingBox()).toEqual(held);
  expect(errors).toEqual([]);
});

test('a public page and a signed-out visitor never get the frame', async ({ page, context, baseURL }) => {
  await logInAsDemo(page, 'en', 'Insure');
  await blockScripts(page);
  await page.goto('/faq');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByTestId('portal-frame')).toHaveCount(0);
  await context.clearCookies();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/dashboard');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByTestId('portal-frame')).toHaveCount(0);
});

/**
 * antd's component styles the browser computed and inserted (the theme's CSS variables, marked with their token,
 * left out). On a page the server opened with the portal's frame there are none: the frame's stylesheet holds them
 * (first-screen-antd-styles.tsx).
 */
const stylesComputedIn = (page: Page): Promise<(string | undefined)[]> =>
  page
    .locator('style[data-css-hash]:not([data-token-hash])')
    .evaluateAll((styles) => styles.map((style) => style.textContent?.slice(0, 80)));

test("a list opened directly takes antd's styles from its frame's stylesheet, computing none", async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Insure');
  await page.goto('/policy-query-download');
  await expect(page.getByTestId('policy-list').locator('thead')).toBeVisible();
  await expect(page.locator('link[data-antd-styles]')).toHaveAttribute('media', 'all');
  expect(await stylesComputedIn(page)).toEqual([]);
});

/** Message keys on screen instead of their texts: what a catalog part not yet downloaded shows. */
const keysShownIn = async (region: Locator): Promise<string[]> => {
  const text = (await region.textContent()) ?? '';
  return Object.keys(zh).filter((key) => text.includes(key));
};

const OVERVIEW = [
  { lang: 'zh', menu: '投保服务', policies: '保单查询及下载' },
  { lang: 'en', menu: 'Insure services', policies: 'Policy enquiry and download' },
] as const;

for (const expected of OVERVIEW) {
  test(`the overview downloads its own texts and asks for none of its figures; another page the pages' texts (${expected.lang})`, async ({
    page,
  }) => {
    const pageTexts: string[] = [];
    const overviewCalls: string[] = [];
    const schemaScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(zh-CN|en-US)-pages-[\w-]+\.js$/.test(request.url())) pageTexts.push(request.url());
      if (/\/assets\/zod-[\w-]+\.js$/.test(request.url())) schemaScripts.push(request.url());
      if (/\/cargo\/(dashboard\/overview|chart\/premiumTrend)/.test(request.url()))
        overviewCalls.push(request.url());
    });
    await logInAsDemo(page, expected.lang, expected.menu);
    await expect(page.getByTestId('kpi-effective')).toBeVisible();
    await expect(page.getByTestId('premium-trend-chart')).toHaveAttribute('data-rendered', 'true');
    expect(await keysShownIn(page.getByTestId('dashboard'))).toEqual([]);
    expect(pageTexts).toEqual([]);
    // Asked by none: the server drew the overview with them and put them in the page (overview-frame.ts).
    expect(overviewCalls).toEqual([]);
    // Nor does it check a form or parse an answer: zod, the schemas' library, is not downloaded (issue 14).
    expect(schemaScripts).toEqual([]);
    // antd's styles of the shell's and the overview's components came with the page's frame.
    expect(await stylesComputedIn(page)).toEqual([]);

    await page.goto('/policy-query-download');
    await expect(page.getByTestId('page-heading')).toHaveText(expected.policies);
    await expect(page.getByTestId('policy-list').locator('thead')).toBeVisible();
    expect(await keysShownIn(page.locator('main'))).toEqual([]);
    expect(pageTexts).toHaveLength(1);
    // The list's search form checks its fields: the schemas come with it.
    expect(schemaScripts).toHaveLength(1);
  });
}

const DRAWN = [
  { lang: 'en', htmlLang: 'en-US', kpi: 'Policies in force', within: 'Within 90 days' },
  { lang: 'zh', htmlLang: 'zh-CN', kpi: '有效保单', within: '90 天内' },
] as const;

for (const expected of DRAWN) {
  test(`a signed-in user's overview arrives drawn with their own figures, before any script runs (${expected.lang})`, async ({
    page,
  }) => {
    await logInAsDemo(page, expected.lang, 'Insure');
    const answer = await page.request.post(
      '/gateway/icore-aaas.cloudInsuranceService/cargo/dashboard/overview',
      {
        data: {},
      },
    );
    const overview = (await answer.json()).data;
    await blockScripts(page);
    const response = await page.goto('/dashboard');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang);
    const drawn = page.locator('[data-server-page]');
    await expect(drawn).toContainText(expected.kpi);
    await expect(drawn).toContainText(expected.within);
    const ninety = drawn.getByText(expected.within).locator('xpath=preceding-sibling::div[1]');
    await expect(ninety).toHaveText(String(overview.continuedPolicy.withinNinetyDays));
    // antd's styles apply at once: the drawn page holds antd's components (the button's blue).
    await expect(drawn.locator('button.ant-btn-primary')).toHaveCSS('background-color', 'rgb(22, 88, 216)');
  });
}

test('the drawn overview gives way to the live one at / without an error or a second call', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Insure');
  const errors = pageErrorsOf(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const userInfoCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cargo/user/userInfo')) userInfoCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('kpi-continued-90')).toBeVisible();
  await expect(page.locator('[data-server-page]')).toHaveCount(0);
  await page.getByTestId('instant-pricing').click();
  await expect(page).toHaveURL(/\/quotation/);
  expect(userInfoCalls).toEqual([]);
  expect(errors).toEqual([]);
});
