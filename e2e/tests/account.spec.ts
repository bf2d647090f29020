import { expect, test } from '@playwright/test';
import { pickUserMenuItem, readImageCode, shownImageCode } from '../support/login';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
const artifacts = (name: string) => `artifacts/${name}.png`;

// This test changes newbie's password and binds a phone: no other test may rely on newbie's seed state.
test('a user with an initial password must change it, then binds a phone and uses the portal', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const captchaId = await shownImageCode(page);
  await page.getByTestId('login-account').fill('newbie');
  await page.getByTestId('login-password').fill('Welcome#2026');
  await page.getByTestId('login-code').fill(await readImageCode(request, captchaId));
  await page.getByTestId('login-submit').click();

  // SPEC §4 "Initial password": a warning, and the account page on its password tab.
  const notice = page.locator('.ant-modal-confirm');
  await expect(notice).toContainText('您的账户当前使用的是初始密码');
  await expect(page).toHaveURL(/\/user-management\/account$/);
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('account-page')).toBeVisible();
  await expect(page.getByTestId('account-password-initial')).toBeVisible();

  // Another menu page is not reachable yet.
  await page.getByTestId('menu-overview').click();
  await expect(page.locator('.ant-message')).toContainText('请先修改初始密码');
  await expect(page).toHaveURL(/\/user-management\/account$/);

  // A weak password is refused in the form with the domain's message.
  await page.getByTestId('account-old-password').fill('Welcome#2026');
  await page.getByTestId('account-new-password').fill('abcdefgh');
  await page.getByTestId('account-confirm-password').fill('abcdefgh');
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-password')).toContainText(
    '新密码：须包含大写字母、小写字母、数字、符号中的至少3种',
  );

  await page.getByTestId('account-new-password').fill('Harbour-Lantern#7');
  await page.getByTestId('account-confirm-password').fill('Harbour-Lantern#7');
  await expect(page.getByTestId('account-password-rules').locator('.anticon-check-circle')).toHaveCount(4);
  await expect(page.getByTestId('account-password')).not.toContainText('新密码：');
  await page.screenshot({ path: artifacts('account-zh'), fullPage: true, animations: 'disabled' });
  await page.getByTestId('account-password-submit').click();
  await expect(page.locator('.ant-message')).toContainText('密码修改成功');
  await expect(page.getByTestId('account-password-initial')).toBeHidden();

  // Right after the change (not at the next login): the one-time bind-phone notice, on the phone tab.
  await expect(notice).toContainText('为保障账户安全，请绑定手机号码');
  await expect(page).toHaveURL(/activeKey=1/);
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();

  // The forced stay is over: another menu page opens.
  await page.getByTestId('menu-overview').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Bind a phone: the code comes by SMS (read from the dev outbox), the button counts down.
  await pickUserMenuItem(page, 'user-menu-account');
  await expect(page).toHaveURL(/\/user-management\/account/);
  await page.getByTestId('account-tab-phone').click();
  await expect(page).toHaveURL(/activeKey=1/);
  await page.getByTestId('account-mobile').fill('13912345678');
  await page.getByTestId('account-send-code').click();
  await expect(page.getByTestId('account-send-code')).toContainText(/\d+ 秒后重新获取/);
  const outbox = await request.get(`${gateway}/dev/outbox?channel=sms&recipient=13912345678`);
  const sms = ((await outbox.json()) as { data: { body: string }[] }).data[0]?.body ?? '';
  const code = sms.match(/\d{6}/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByTestId('account-code').fill(code);
  await page.getByTestId('account-bind-phone').click();
  await expect(page.getByTestId('account-phone-current')).toHaveText('139****5678');
  await expect(page.getByTestId('account-real-name')).toContainText('已实名');

  // English: the whole page follows.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('lang-en').click();
  await page.getByTestId('account-tab-company').click();
  await expect(page.getByTestId('account-company')).toContainText('Registered information');
  await expect(page.getByTestId('account-real-name')).toContainText('Verified');
  // Contacts of the current account: a wrong phone is named in English, a right one is saved.
  await page.getByTestId('account-contactName').fill('Li Xin');
  await page.getByTestId('account-contactPhone').fill('1391234');
  await page.getByTestId('account-contact-save').click();
  await expect(page.getByTestId('account-contact-form')).toContainText(
    'Contact phone: Please enter a valid 11-digit mainland China mobile number',
  );
  await page.getByTestId('account-contactPhone').fill('139 1234 5678');
  await page.getByTestId('account-address').fill('18F, 3001 Shennan Avenue, Futian, Shenzhen');
  await page.getByTestId('account-contact-save').click();
  await expect(page.locator('.ant-message')).toContainText('Contact information saved');
  await expect(page.getByTestId('account-contactPhone')).toHaveValue('13912345678');
  // The toasts shown in Chinese before the switch have gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  // From the top: the sticky header would otherwise sit in the middle of a full-page shot.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: artifacts('account-en'), fullPage: true, animations: 'disabled' });

  // The server agrees: no initial password, real name verified.
  const info = await page.request.post(`${gateway}/cargo/user/userInfo`, { data: {} });
  expect((await info.json()).data).toMatchObject({ isReset: 'Y', curUser: { isRealName: 'Y' } });
});
