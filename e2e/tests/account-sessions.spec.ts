import { expect, test } from '@playwright/test';
import { DEMO, logInAsDemo, solvedImageCode } from '../support/login';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
const artifacts = (name: string) => `artifacts/${name}.png`;

// Issue 44 "Sessions": the account page lists the user's devices and ends the others.
test('the sessions tab lists this device and another, and ends the other one', async ({ page, browser }) => {
  // Another device: a second browser of the demo user, with its own User-Agent.
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const { captchaId, verifyCode } = await solvedImageCode(other.request);
  const login = await other.request.post(`${gateway}/epa-login`, {
    data: { ...DEMO, captchaId, verifyCode },
  });
  expect(login.ok()).toBe(true);
  const otherIsLoggedIn = async () => (await other.request.post(`${gateway}/cargo/user/sessions`)).status();
  expect(await otherIsLoggedIn()).toBe(200);

  await logInAsDemo(page, 'en', 'Overview');
  await page.goto('/user-management/account?activeKey=3');
  const tab = page.getByTestId('account-sessions');
  await expect(tab).toContainText('Safari on iPhone');
  await expect(tab.getByTestId('session-this-device')).toHaveText('This device');
  // This browser: headless Chromium on Linux.
  await expect(tab.getByRole('row', { name: /This device/ })).toContainText('Chrome on Linux');
  await page.screenshot({ path: artifacts('account-sessions-en'), fullPage: true, animations: 'disabled' });

  await page
    .context()
    .addCookies([{ name: 'lang', value: 'zh', url: test.info().project.use.baseURL ?? '' }]);
  await page.reload();
  await expect(tab).toContainText('iPhone 上的 Safari');
  await expect(tab.getByTestId('session-this-device')).toHaveText('本设备');
  await page.screenshot({ path: artifacts('account-sessions-zh'), fullPage: true, animations: 'disabled' });

  await page.getByTestId('session-end-others').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '结束其他所有登录' }).click();
  await expect(page.locator('.ant-message')).toContainText('已结束');
  await expect(tab).not.toContainText('iPhone 上的 Safari');
  expect(await otherIsLoggedIn()).toBe(401);
  await other.close();
});
