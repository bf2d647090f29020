import { expect, test } from '@playwright/test';
import { readImageCode, shownImageCode } from '../support/login';

const artifacts = (name: string) => `artifacts/${name}.png`;

test('a user logs in, switches language and account, and logs out', async ({ page, request }) => {
  await page.goto('/login');
  const captchaId = await shownImageCode(page);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.screenshot({ path: artifacts('login-zh'), fullPage: true });

  await page.getByTestId('login-account').fill('demo');
  await page.getByTestId('login-password').fill('Shocean#2026');
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

  // Switch to the Hangzhou account with the keyboard: Enter on the trigger opens the dropdown with the focus
  // on its first item, the arrows walk it (up from the first is the last), the right arrow opens the account
  // list (the current account disabled), Enter picks one. The session's company changes. The pointer waits
  // away from the header.
  await page.mouse.move(4, 600);
  const trigger = page.getByTestId('user-dropdown');
  const menuItem = (testId: string) => page.getByRole('menuitem').filter({ has: page.getByTestId(testId) });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menuItem('user-menu-account')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menuItem('logout')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menuItem('switch-account')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(menuItem('switch-account')).toHaveAttribute('aria-expanded', 'true');
  await expect(menuItem('switch-account-SHOCEAN')).toHaveAttribute('aria-disabled', 'true');
  await expect(menuItem('switch-account-HZSHUNDA')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText('Hangzhou', { timeout: 15_000 });
  const userInfo = await page.request.post('/gateway/icore-aaas.cloudInsuranceService/cargo/user/userInfo', {
    data: {},
  });
  expect((await userInfo.json()).data.curUser.accountName).toBe('HZSHUNDA');

  // With the pointer, the account list opens by a click (not only on hover), now with Hangzhou current.
  await trigger.hover();
  await page.getByTestId('switch-account').click();
  await expect(menuItem('switch-account-HZSHUNDA')).toHaveAttribute('aria-disabled', 'true');
  await expect(menuItem('switch-account-SHOCEAN')).toHaveAttribute('aria-disabled', 'false');

  // Logout ends the session on the server.
  await page.getByTestId('logout').click();
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
