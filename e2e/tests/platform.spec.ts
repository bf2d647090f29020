import { expect, test } from '@playwright/test';
import { pickUserMenuItem, readImageCode, waitForImageCode } from '../support/login';

const artifacts = (name: string) => `artifacts/${name}.png`;

test('a user logs in, switches language and account, and logs out', async ({ page, request }) => {
  const codeLoaded = waitForImageCode(page);
  await page.goto('/login');
  const captchaId = await codeLoaded;
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.screenshot({ path: artifacts('login-zh'), fullPage: true });

  await page.getByTestId('login-account').fill('demo');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-code').fill(await readImageCode(request, captchaId));
  await page.getByTestId('login-submit').click();

  // Lands on the first menu page (the dashboard for SHOCEAN) with the header menu groups.
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByTestId('header-menu');
  await expect(menu).toContainText('投保服务');
  await expect(menu).toContainText('运输申报');
  await page.screenshot({ path: artifacts('shell-zh'), fullPage: true });

  // English: the whole UI follows, and the comprehensive-services group is removed.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('lang-en').click();
  await expect(menu).toContainText('Insure services');
  await expect(menu).not.toContainText('Comprehensive services');
  await page.screenshot({ path: artifacts('shell-en'), fullPage: true });
  const langCookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(langCookie?.value).toBe('en');

  // Switch to the Hangzhou account: the session's company changes, the current one is disabled in the list.
  // The dropdown and its account submenu open on hover and slide in: retried until the account can be
  // picked (an item still sliding in is not clickable yet).
  await expect(async () => {
    if (!(await page.getByTestId('switch-account').isVisible()))
      await page.getByTestId('user-dropdown').hover();
    await page.getByTestId('switch-account').hover();
    await expect(page.getByTestId('switch-account-SHOCEAN')).toBeVisible({ timeout: 1000 });
    await page.getByTestId('switch-account-HZSHUNDA').click({ timeout: 1500 });
  }).toPass();
  await expect(page.getByTestId('user-dropdown')).toContainText('Hangzhou', { timeout: 15_000 });
  const userInfo = await page.request.post('/gateway/icore-aaas.cloudInsuranceService/cargo/user/userInfo', {
    data: {},
  });
  expect((await userInfo.json()).data.curUser.accountName).toBe('HZSHUNDA');

  // Logout ends the session on the server. The pointer leaves the menu first: resting where the account
  // list was, it would open the switch-account submenu over the logout item.
  await page.mouse.move(0, 0);
  await pickUserMenuItem(page, 'logout');
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.request.post('/gateway/icore-aaas.cloudInsuranceService/cargo/user/userInfo', {
    data: {},
  });
  expect(after.status()).toBe(401);
});

test('an unknown route shows the error page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('error-page')).toBeVisible();
});
