import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations } from '../support/a11y';
import { logInByApi } from '../support/claims';
import { DEMO, GATEWAY, readImageCode, shownImageCode } from '../support/login';
import { dataOf } from '../support/staff';

const artifacts = (name: string) => `artifacts/${name}.png`;
const OLD_PASSWORD = 'Harbour#2027';
const NEW_PASSWORD = 'Tidewater-Ledger-58';

/** A new user of SHOCEAN (invited by demo, joined through the API): its login name and e-mail. */
const newUser = async (baseURL: string, tag: string) => {
  const stamp = `${Date.now()}`;
  const email = `reset.${tag}.${stamp}@example.test`;
  const admin = await logInByApi(baseURL, DEMO.account, DEMO.password);
  try {
    await dataOf(
      await admin.post(`${GATEWAY}/cargo/user/subUser/invite`, {
        data: { email, userName: 'Reset', grants: [{ accountName: 'SHOCEAN', role: 'operator' }] },
      }),
    );
    const mails = await mailsTo(admin, email);
    const token = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]?.body ?? '')?.[1];
    const loginName = `rs${tag}${stamp.slice(-8)}`;
    await dataOf(
      await admin.post(`${GATEWAY}/cargo/public/invitation/accept`, {
        data: { token, loginName, password: OLD_PASSWORD },
      }),
    );
    return { loginName, email };
  } finally {
    await admin.dispose();
  }
};

const mailsTo = async (request: APIRequestContext, email: string) => {
  const response = await request.get(`${GATEWAY}/dev/outbox?channel=mail&recipient=${email}`);
  return ((await response.json()) as { data: { subject: string; body: string }[] }).data;
};

/** Logs in on the login page (the caller checks what follows). */
const logInOnPage = async (page: Page, loginName: string, password: string) => {
  await page.goto('/login');
  const captchaId = await shownImageCode(page);
  await page.getByTestId('login-account').fill(loginName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-code').fill(await readImageCode(page.request, captchaId));
  await page.getByTestId('login-submit').click();
};

const TEXTS = {
  zh: {
    forgot: '忘记密码？',
    title: '找回密码',
    sent: '重置链接已发到账号的邮箱',
    setTitle: '设置新密码',
    done: '密码已重置',
    loginFailed: '账号或密码错误',
  },
  en: {
    forgot: 'Forgot password?',
    title: 'Reset your password',
    sent: "a reset link has been sent to the account's e-mail",
    setTitle: 'Set a new password',
    done: 'Your password has been reset',
    loginFailed: 'Wrong account or password',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  // Issue 44 "Self-service password reset": by e-mail link, then the new password logs in and the old one not.
  test(`a user resets a forgotten password by e-mail (${lang})`, async ({ page, baseURL }) => {
    const texts = TEXTS[lang];
    const user = await newUser(baseURL ?? '', lang);
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);

    await page.goto('/login');
    await shownImageCode(page);
    await expect(page.getByTestId('login-forgot')).toHaveText(texts.forgot);
    // This page asks for an image code of its own.
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const form = page.getByTestId('forgot-password-page');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    const captchaId = await shownImageCode(page);
    await page.screenshot({
      path: artifacts(`forgot-password-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });

    await page.getByTestId('forgot-identifier').fill(user.loginName);
    await page.getByTestId('reset-code').fill(await readImageCode(page.request, captchaId));
    await page.getByTestId('forgot-send-link').click();
    await expect(page.getByTestId('forgot-mail-sent')).toContainText(texts.sent);
    // Accessible, and in one language only (no English on the Chinese page, no Chinese on the English one).
    expect(await seriousViolations(page)).toEqual([]);
    expect(await otherScriptTexts(page, lang)).toEqual([]);
    await page.screenshot({
      path: artifacts(`forgot-password-sent-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });

    const [mail] = await mailsTo(page.request, user.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail?.body ?? '')?.[0];
    expect(link, mail?.body).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page.getByTestId('reset-password-page').getByRole('heading', { level: 1 })).toHaveText(
      texts.setTitle,
    );
    await page.getByTestId('reset-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
    await page.screenshot({
      path: artifacts(`reset-password-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await otherScriptTexts(page, lang)).toEqual([]);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toContainText(texts.done);
    await expect(page.getByTestId('reset-done')).toContainText(user.loginName);
    await page.screenshot({
      path: artifacts(`reset-password-done-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });

    // The notice mail, and the link is used up.
    const [notice] = await mailsTo(page.request, user.email);
    expect(notice?.subject).toContain('Your Cargo Portal password was changed');

    await logInOnPage(page, user.loginName, OLD_PASSWORD);
    await expect(page.getByTestId('login-error')).toContainText(texts.loginFailed);
    await logInOnPage(page, user.loginName, NEW_PASSWORD);
    await expect(page.getByTestId('header-menu')).toBeVisible();
  });
}
