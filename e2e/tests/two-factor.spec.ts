import { expect, type Page, test } from '@playwright/test';
import { logInAs, readImageCode, shownImageCode } from '../support/login';
import { STAFF } from '../support/staff';
import { joinedSubUser, openPastBindPhoneNotice } from '../support/sub-user';
import { STAFF_TOTP_SECRETS, unusedTotpCode } from '../support/totp';

// Issue 44 "Two-factor sign-in with TOTP": staff always sign in with an authenticator code; a customer turns it
// on from the account page and then signs in with a code.
const artifacts = (name: string) => `artifacts/${name}.png`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: artifacts(name), fullPage: true, animations: 'disabled' });

const TEXTS = {
  zh: {
    codeTitle: '两步验证',
    enrolSteps: '用身份验证器 App',
    recoveryTitle: '请保存恢复码',
    on: '已开启',
    wrongCode: '动态码或恢复码不正确，或该动态码已使用过',
  },
  en: {
    codeTitle: 'Two-factor sign-in',
    enrolSteps: 'Scan the QR code below',
    recoveryTitle: 'Save your recovery codes',
    on: 'On',
    wrongCode: 'The code is wrong, or that app code was already used',
  },
} as const;

const setLanguage = (page: Page, lang: 'zh' | 'en') =>
  page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }]);

/** The password step of a login page (`/login` or `/staff/login`), typed as a person would. */
const passwordStep = async (page: Page, path: string, user: { account: string; password: string }) => {
  await page.goto(path);
  const captchaId = await shownImageCode(page);
  await page.getByTestId('login-account').fill(user.account);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-code').fill(await readImageCode(page.request, captchaId));
  await page.getByTestId('login-submit').click();
};

for (const lang of ['zh', 'en'] as const) {
  test(`a staff user signs in with TOTP (${lang})`, async ({ page }) => {
    await setLanguage(page, lang);
    await passwordStep(page, '/staff/login', STAFF.underwriter);
    const step = page.getByTestId('two-factor-step-code');
    await expect(step).toContainText(TEXTS[lang].codeTitle);
    await shot(page, `two-factor-staff-code-${lang}`);
    await page.getByTestId('two-factor-code').fill(await unusedTotpCode(STAFF_TOTP_SECRETS.underwriter!));
    await page.getByTestId('two-factor-submit').click();
    await expect(page).toHaveURL(/\/staff(\/|$)/);
    await expect(page.getByTestId('two-factor-step-code')).toHaveCount(0);
  });

  test(`a customer turns two-factor sign-in on, then signs in with a code (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const user = await joinedSubUser(baseURL ?? '', `Totp ${lang}`);
    await logInAs(page, lang, user, 'Insure');
    await openPastBindPhoneNotice(page, '/user-management/account?activeKey=4');
    const tab = page.getByTestId('account-two-factor');
    await tab.getByTestId('two-factor-enable').click();
    await expect(tab.getByTestId('two-factor-qr')).toBeVisible();
    await expect(tab).toContainText(TEXTS[lang].enrolSteps);
    await shot(page, `two-factor-enrolment-${lang}`);
    const secret = (await tab.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    await tab.getByTestId('two-factor-code').fill(await unusedTotpCode(secret));
    await tab.getByTestId('two-factor-confirm').click();
    const codes = tab.getByTestId('two-factor-recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    await expect(tab).toContainText(TEXTS[lang].recoveryTitle);
    await shot(page, `two-factor-recovery-codes-${lang}`);
    await tab.getByTestId('two-factor-continue').click();
    await expect(tab.getByTestId('two-factor-status')).toHaveText(TEXTS[lang].on);

    // Logged out, the next login asks for the code after the password.
    await page.context().clearCookies();
    await setLanguage(page, lang);
    await passwordStep(page, '/login', user);
    const step = page.getByTestId('two-factor-step-code');
    await expect(step).toContainText(TEXTS[lang].codeTitle);
    await page.getByTestId('two-factor-code').fill('123456');
    await page.getByTestId('two-factor-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(TEXTS[lang].wrongCode);
    await shot(page, `two-factor-login-code-${lang}`);
    await page.getByTestId('two-factor-code').fill(await unusedTotpCode(secret));
    await page.getByTestId('two-factor-submit').click();
    await expect(page.getByTestId('header-menu')).toBeVisible();
  });
}
