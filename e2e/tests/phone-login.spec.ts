import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readImageCode, shownImageCode, solvedImageCode } from '../support/login';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';

/** The newest SMS code sent to a mobile, read from the dev outbox (what the user reads on the phone). */
const readSmsCode = async (request: APIRequestContext, mobile: string): Promise<string> => {
  const response = await request.get(`${gateway}/dev/outbox?channel=sms&recipient=${mobile}`);
  const messages = ((await response.json()) as { data: { body: string }[] }).data;
  const code = messages[0]?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
};

/**
 * Binds another mobile to demo through the API (password login, binding code, binding), so that the second
 * language's login has a mobile whose once-a-minute login-code rule is untouched. Demo's seeded mobile is
 * therefore changed: no later test may rely on it.
 */
const bindDemoMobile = async (request: APIRequestContext, mobile: string) => {
  const { captchaId, verifyCode } = await solvedImageCode(request);
  const login = await request.post(`${gateway}/epa-login`, {
    data: {
      account: 'demo',
      password: 'Shocean#2026',
      captchaId,
      verifyCode,
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const sent = await request.post(`${gateway}/sms/sendMsg`, { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readSmsCode(request, mobile);
  const bound = await request.post(`${gateway}/cargo/user/updateCustomerPhone`, { data: { mobile, code } });
  expect(bound.ok(), await bound.text()).toBe(true);
  await request.post(`${gateway}/logout`);
};

/** Opens the login page, chooses the mobile tab and logs in with the image code and the SMS code. */
const logInByPhone = async (page: Page, request: APIRequestContext, mobile: string, texts: Texts) => {
  await page.goto('/login');
  const firstCode = await shownImageCode(page);
  await page.getByTestId('login-tab-phone').click();
  await expect(page.getByTestId('login-tab-phone')).toHaveText(texts.tab);
  const captchaId = await shownImageCode(page, firstCode);

  await page.getByTestId('login-mobile').fill(mobile);
  // No image code yet: the send is refused in the form, nothing leaves.
  await page.getByTestId('login-sms-send').click();
  const imageCode = page.getByTestId('login-mobile-image-code');
  await expect(imageCode).toHaveAttribute('aria-invalid', 'true');
  await expect(imageCode).toHaveAccessibleDescription(texts.imageCodeRequired);

  await page.getByTestId('login-mobile-image-code').fill(await readImageCode(request, captchaId));
  await page.getByTestId('login-sms-send').click();
  await expect(page.getByTestId('login-sms-notice')).toContainText(texts.sent);
  // The image code was spent on the send: a new one shows, and the button counts down.
  await shownImageCode(page, captchaId);
  await expect(page.getByTestId('login-sms-send')).toBeDisabled();
  await expect(page.getByTestId('login-sms-send')).toContainText(texts.resend);

  await page.getByTestId('login-sms-code').fill(await readSmsCode(request, mobile));
  await page.getByTestId('login-mobile-submit').click();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.getByTestId('header-menu')).toContainText(texts.menu);
};

interface Texts {
  tab: string;
  imageCodeRequired: string;
  sent: string;
  resend: RegExp;
  menu: string;
}

test('zh: demo logs in by mobile with an image code and an SMS code', async ({ page, request }) => {
  await logInByPhone(page, request, '13800138000', {
    tab: '手机登录',
    imageCodeRequired: '验证码：不能为空',
    sent: '如该手机号已绑定门户用户，验证码已发送，5 分钟内有效。',
    resend: /\d+ 秒后重发/,
    menu: '概览',
  });
});

test('en: demo logs in by mobile with an image code and an SMS code', async ({ page, request }) => {
  await bindDemoMobile(request, '13800138111');
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: 'en', url }]);
  await logInByPhone(page, request, '13800138111', {
    tab: 'Mobile login',
    imageCodeRequired: 'Verification code: cannot be empty',
    sent: 'If this mobile number is bound to a portal user, a code has been sent to it.',
    resend: /Resend in \d+ s/,
    menu: 'Overview',
  });
});
