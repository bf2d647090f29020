import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment';
import { GATEWAY, logInAsDemo } from '../support/login';

/** The sandbox twin of SHOCEAN (docs/business-rules.md "The sandbox"), issue 45. */

const TWIN = 'SHOCEAN~SANDBOX';
const artifacts = (name: string) => `artifacts/sandbox-${name}.png`;

const post = async <T>(page: Page, path: string, data: object = {}): Promise<T> => {
  const response = await page.request.post(`${GATEWAY}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** The declaration numbers of today's list of the session's account. */
const todaysDeclarations = async (page: Page) => {
  const today = todayInChina();
  const page1 = await post<{ list: { declarationNo: string }[] }>(page, '/cargo/declaration/query', {
    pageNo: 1,
    pageSize: 100,
    startDate: today,
    endDate: today,
  });
  return page1.list.map((row) => row.declarationNo);
};

/** Declares an export shipment under the sandbox's copy of the export open cover, through the page's session. */
const declareInSandbox = async (page: Page, policyNo: string) => {
  const today = todayInChina();
  return post<{ declarationNo: string; outcome: string }>(page, '/cargo/declaration/submit', {
    ...SAMPLE_EXPORT_SHIPMENT,
    policyNo,
    requestKey: randomUUID(),
    goodsDescription: 'Cotton knitted T-shirts',
    invoiceNo: `SBX-${randomUUID().slice(0, 8)}`,
    loadingPort: 'Shanghai',
    sailingDate: today,
    datePrintFormat: '03',
    riders: ['WAR'],
    issuingDate: today,
  });
};

const switchLanguage = async (page: Page, lang: 'zh' | 'en') => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`lang-${lang}`).click();
};

test('the administrator works in the sandbox, declares there, resets it; the live account never sees it', async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Transport declaration');
  const liveBefore = await todaysDeclarations(page);

  // The account page's Sandbox tab (administrators): switch into the twin, made on this first switch.
  await page.goto('/user-management/account?activeKey=5');
  await expect(page.getByTestId('account-sandbox')).toBeVisible();
  await page.getByTestId('sandbox-enter').click();
  await expect(page.getByTestId('sandbox-banner')).toContainText(
    'Sandbox — test data, nothing here is insured',
  );

  // Same screens: the open policies are the copies (numbers 9999…), under the banner.
  await page.goto('/transport-declaration/application');
  const copy = page.locator('[data-testid^="open-policy-9999"]').first();
  await expect(copy).toBeVisible();
  const policyNo = ((await copy.getAttribute('data-testid')) ?? '').replace('open-policy-', '');
  await expect(page.getByTestId('sandbox-banner')).toBeVisible();
  await page.screenshot({ path: artifacts('open-policies-en'), fullPage: true });

  const declared = await declareInSandbox(page, policyNo);
  expect(declared.outcome).toBe('declared');
  expect(await todaysDeclarations(page)).toContain(declared.declarationNo);

  // Chinese: the banner and the switcher's label.
  await page.goto('/user-management/account?activeKey=5');
  await switchLanguage(page, 'zh');
  await expect(page.getByTestId('sandbox-banner')).toContainText('沙箱 — 测试数据，此处的一切均未投保');
  await expect(page.getByTestId('sandbox-exists')).toBeVisible();
  await page.screenshot({ path: artifacts('account-zh'), fullPage: true });
  await page.getByTestId('user-dropdown').hover();
  await page.getByTestId('switch-account').click();
  await expect(page.getByTestId(`switch-account-sandbox-${TWIN}`)).toHaveText('沙箱');

  // The reset, confirmed in a dialog that names what it deletes.
  await page.mouse.move(0, 400);
  await page.getByTestId('sandbox-reset').click();
  await expect(page.getByTestId('sandbox-reset-confirm')).toContainText('申报');
  await page.screenshot({ path: artifacts('reset-confirm-zh') });
  await page.getByTestId('sandbox-reset-ok').click();
  await expect(page.getByTestId('sandbox-last-reset')).not.toHaveText('从未');
  expect(await todaysDeclarations(page)).not.toContain(declared.declarationNo);

  // Back in the live account (English): it never listed the sandbox's declaration.
  await switchLanguage(page, 'en');
  await post(page, '/cargo/user/chooseUser', { accountName: 'SHOCEAN' });
  await page.goto('/user-management/account?activeKey=5');
  await expect(page.getByTestId('account-sandbox')).toBeVisible();
  await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
  await page.screenshot({ path: artifacts('account-en'), fullPage: true });
  const liveAfter = await todaysDeclarations(page);
  expect(liveAfter).not.toContain(declared.declarationNo);
  expect(liveAfter.filter((no) => !liveBefore.includes(no))).toEqual([]);
});
