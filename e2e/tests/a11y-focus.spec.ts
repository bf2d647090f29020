import { expect, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

/** Issue 13, what axe cannot see: focus after navigation, the skip link, menus by keyboard, announced errors. */

test('a route change moves focus to the new page heading and retitles the document', async ({ page }) => {
  await logInAsDemo(page, 'en', 'Insure');
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-heading')).toHaveText('Overview');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);

  await page.getByTestId('message-bell').click();
  await expect(page).toHaveURL(/\/message-center$/);
  const heading = page.getByTestId('page-heading');
  await expect(heading).toHaveText('Message center');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^Message center - /);
});

test("a query string that opens a form moves focus like a page change; a list's own address keeps it", async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Insure');
  const heading = page.getByTestId('page-heading');
  // A product card opens its application form at /quotation?product=…
  await page.goto('/quotation');
  await page.locator('[data-testid^="product-insure-"]').first().click();
  await expect(page).toHaveURL(/\/quotation\?product=/);
  await expect(heading).toBeFocused();

  // The claim's start opens the report form at /report?policyNo=…
  await page.goto('/policy-query-download?type=correct');
  const policy = page.locator('[data-testid^="correct-"]').first();
  await expect(policy).toBeVisible();
  const policyNo = ((await policy.getAttribute('data-testid')) ?? '').replace('correct-', '');
  await page.goto('/report');
  await page.getByTestId('report-start-policyNo').fill(policyNo);
  await page.getByTestId('report-start').click();
  await expect(page).toHaveURL(/\/report\?policyNo=/);
  await expect(heading).toBeFocused();

  // A list's search writes its query into the address: the focus stays on Search, and going back too.
  await page.goto('/policy-query-download');
  const search = page.getByTestId('policies-search');
  await search.click();
  await expect(page).toHaveURL(/pageNo=1/);
  await expect(search).toBeFocused();
  await page.goBack();
  await expect(page).not.toHaveURL(/pageNo=/);
  await expect(search).toBeFocused();
});

test('the skip link is the first stop of the keyboard and lands in the main content', async ({ page }) => {
  await logInAsDemo(page, 'zh', 'Insure');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the open-pages bar names each close button after its page, in the current language', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Insure');
  await page.goto('/message-center');
  await expect(page.getByRole('button', { name: '关闭 消息中心' })).toBeVisible();
  await page.getByRole('button', { name: '关闭 消息中心' }).click();
  await expect(page.getByTestId('tab-/message-center')).toHaveCount(0);
});

test('a header submenu closes after an item is chosen by keyboard', async ({ page }) => {
  await logInAsDemo(page, 'en', 'Insure');
  const menu = page.getByTestId('header-menu');
  const group = menu
    .getByRole('menuitem')
    .filter({ has: page.locator('[data-testid^="menu-"]') })
    .nth(1);
  await group.hover();
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').first();
  const item = popup.getByRole('menuitem').first();
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  await page.mouse.move(700, 600);
  await expect(page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')).toHaveCount(0);
});

test('a failed submit announces its field errors in a live region', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL ?? '' }]);
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  const live = page.getByTestId('form-errors-live');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toContainText(/fields need correcting/);
  const invalid = page.locator('[aria-invalid="true"]').first();
  await expect(invalid).toHaveAttribute('aria-describedby', /.+/);
});
