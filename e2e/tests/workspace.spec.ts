import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations } from '../support/a11y';
import { declareByApi } from '../support/declaration';
import { logInAsDemo as logInAsDemoIn, pickUserMenuItem, solvedImageCode } from '../support/login';
import { invitationLink, openPastBindPhoneNotice, INVITEE_PASSWORD as PASSWORD } from '../support/sub-user';
import { pickOption } from './antd-select';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
const artifacts = (name: string) => `artifacts/workspace-${name}.png`;
/** SHOCEAN's export open cover in USD (seeded): a new certificate under it prints in English by default. */
const EXPORT_OPEN_POLICY = '60110009202500000018';

/** Logs a user in through the API in the context's cookie jar, in a UI language, and opens the portal. */
const logInThroughApi = async (context: BrowserContext, page: Page, loginName: string, lang: 'zh' | 'en') => {
  const { captchaId, verifyCode } = await solvedImageCode(page.request);
  const login = await page.request.post(`${gateway}/epa-login`, {
    data: { account: loginName, password: PASSWORD, captchaId, verifyCode },
  });
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  return login;
};

/** Logs demo in, the shell in `lang`. */
const logInAsDemo = (page: Page, lang: 'zh' | 'en') => logInAsDemoIn(page, lang, 'Overview');

test('the header search opens a policy of the account by its number, with the keyboard', async ({ page }) => {
  await logInAsDemo(page, 'en');
  await page.goto('/policy-query-download');
  const button = page.locator('[data-testid^="policy-pdf-"]').first();
  await expect(button).toBeVisible({ timeout: 60_000 });
  const policyNo = ((await button.getAttribute('data-testid')) ?? '').replace('policy-pdf-', '');
  // Searched from the policy list itself: the same page, a new number in the address, the list filtered.

  await page.getByTestId('global-search-open').click();
  const search = page.getByTestId('global-search').locator('input');
  await search.fill(policyNo);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/policy-query-download\\?policyNo=${policyNo}$`));
  await expect(page.getByTestId('policies-number')).toHaveValue(policyNo);
  await expect(page.locator('tr[data-row-key]')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody')).toContainText(policyNo);

  // A number the account does not have finds nothing, said in the UI language.
  await page.getByTestId('global-search-open').click();
  await search.fill('99999999999999999999');
  await search.press('Enter');
  await expect(page.locator('.ant-message')).toContainText(
    'No number "99999999999999999999" in the current account',
  );
  await search.fill('12;drop');
  await search.press('Enter');
  await expect(page.locator('.ant-message')).toContainText('letters, digits and dashes only');
  await page.screenshot({ path: artifacts('search-en'), animations: 'disabled' });
});

interface Listed {
  list: { voucherNo: string; status: string }[];
}

/** One of demo's applications (not sent back: that opens in the form) and a certificate declared now. */
const searchableNumbers = async (page: Page) => {
  const range = { pageNo: 1, pageSize: 100, startDate: '2000-01-01', endDate: '2099-12-31' };
  const applications = await page.request.post(`${gateway}/cargo/query/queryPolicyApplyList`, {
    data: range,
  });
  const applicationList = ((await applications.json()) as { data: Listed }).data.list;
  const voucherNo = applicationList.find((row) => row.status !== 'B5')?.voucherNo ?? '';
  expect(voucherNo, 'a seeded application of demo').toMatch(/^\d{20}$/);
  const { certificateNo } = await declareByApi(page, 'SEARCH');
  return { voucherNo, certificateNo };
};

/** Searches a number from the header (the search box opens from its button). */
const searchFromHeader = async (page: Page, number: string) => {
  await page.getByTestId('global-search-open').click();
  const search = page.getByTestId('global-search').locator('input');
  await search.fill(number);
  await search.press('Enter');
};

test('the header search opens an application and a certificate in their lists, filtered to that number', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh');
  const { voucherNo, certificateNo } = await searchableNumbers(page);

  await searchFromHeader(page, voucherNo);
  await expect(page).toHaveURL(new RegExp(`/pending-task/application\\?voucherNo=${voucherNo}$`));
  await expect(page.getByTestId('applications-number')).toHaveValue(voucherNo);
  const applicationRows = page.getByTestId('application-list').locator('tr[data-row-key]');
  await expect(applicationRows).toHaveCount(1, { timeout: 30_000 });
  await expect(applicationRows).toContainText(voucherNo);
  await page.screenshot({ path: artifacts('search-application-zh'), animations: 'disabled' });
  // Reset clears the number: the default range lists more than that one application.
  await page.getByTestId('applications-reset').click();
  await expect(page.getByTestId('applications-number')).toHaveValue('');

  // From a list page (the route stays mounted) to the other list, and back to a new number.
  await searchFromHeader(page, certificateNo);
  await expect(page).toHaveURL(
    new RegExp(`/transport-declaration/temporary\\?certificateNo=${certificateNo}$`),
  );
  await expect(page.getByTestId('enquiry-certificateNo')).toHaveValue(certificateNo);
  const certificateRows = page.getByTestId('declaration-enquiry-page').locator('tr[data-row-key]');
  await expect(certificateRows).toHaveCount(1, { timeout: 30_000 });
  await expect(certificateRows).toContainText(certificateNo);
  await page.screenshot({ path: artifacts('search-certificate-zh'), animations: 'disabled' });
  await page.getByTestId('enquiry-reset').click();
  await expect(page.getByTestId('enquiry-certificateNo')).toHaveValue('');
});

test('an administrator invites a user who joins, whose print habit and font colour apply, then disables it', async ({
  page,
  browser,
}) => {
  const email = `liu.yang.${Date.now()}@example.test`;
  const loginName = `liuyang${Date.now() % 100000}`;

  // The administrator (demo, SHOCEAN) invites by email.
  await logInAsDemo(page, 'en');
  await pickUserMenuItem(page, 'user-menu-users');
  await expect(page.getByTestId('user-admin-page')).toBeVisible();
  await page.getByTestId('invite-open').click();
  await page.getByTestId('invite-email').fill('not-an-email');
  await page.getByTestId('invite-name').fill('Liu Yang');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-form')).toContainText('Email:');
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-submit').click();
  await expect(page.locator('.ant-message')).toContainText(`Invitation sent to ${email}`);
  await expect(page.getByTestId('invitations')).toContainText(email);
  await page.screenshot({ path: artifacts('users-en'), fullPage: true, animations: 'disabled' });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await otherScriptTexts(page, 'en')).toEqual([]);

  // The invitee opens the link from its mail, in Chinese, and chooses its login.
  const baseURL = test.info().project.use.baseURL ?? '';
  const { origins } = await page.context().storageState();
  const invitee = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
  const inviteePage = await invitee.newPage();
  await invitee.addCookies([{ name: 'lang', value: 'zh', url: baseURL }]);
  await inviteePage.goto(await invitationLink(page.request, email));
  await expect(inviteePage.getByTestId('invitation-page')).toContainText('Liu Yang');
  await inviteePage.getByTestId('invitation-login-name').fill(loginName);
  await inviteePage.getByTestId('invitation-password').fill(PASSWORD);
  await inviteePage.getByTestId('invitation-confirm').fill(PASSWORD);
  await inviteePage.screenshot({ path: artifacts('invitation-zh'), fullPage: true, animations: 'disabled' });
  await inviteePage.getByTestId('invitation-submit').click();
  await expect(inviteePage.getByTestId('invitation-page')).toContainText(`请使用登录名 ${loginName}`);
  expect(await otherScriptTexts(inviteePage, 'zh')).toEqual([]);

  // Logged in, the invitee sets its print habit (Chinese) and the emphasised font colour.
  expect((await logInThroughApi(invitee, inviteePage, loginName, 'zh')).ok()).toBe(true);
  await inviteePage.goto('/');
  await openPastBindPhoneNotice(inviteePage, '/user-management/preference');
  await expect(inviteePage.getByTestId('preference-form')).toBeVisible({ timeout: 60_000 });
  await pickOption(inviteePage, inviteePage.getByTestId('preference-ZTYSSZ'), '', '强调');
  await inviteePage.getByTestId('preference-save').click();
  await expect(inviteePage.locator('.ant-message')).toContainText('偏好设置已保存');
  await expect(inviteePage.locator('html')).toHaveAttribute('data-font-emphasis', '1');
  await pickOption(inviteePage, inviteePage.getByTestId('print-habit-language'), '', /^中文$/);
  await inviteePage.getByTestId('print-habit-save').click();
  await expect(inviteePage.locator('.ant-message')).toContainText('打印习惯已保存');
  await inviteePage.screenshot({ path: artifacts('preference-zh'), fullPage: true, animations: 'disabled' });
  expect(await seriousViolations(inviteePage)).toEqual([]);
  expect(await otherScriptTexts(inviteePage, 'zh')).toEqual([]);

  // The next certificate under the export open cover prints in Chinese (its default is English otherwise).
  await inviteePage.goto(`/fill-transport-declaration?policyNo=${EXPORT_OPEN_POLICY}`);
  const printLanguage = inviteePage.getByTestId('input-printLanguage');
  await expect(printLanguage.locator('input[value="01"]')).toBeChecked();

  // A member reads the company's contacts; only an administrator may change them.
  await inviteePage.goto('/user-management/account');
  await expect(inviteePage.getByTestId('account-contact-admin-only')).toContainText('只有本账户的管理员');
  await expect(inviteePage.getByTestId('account-contactName')).toBeDisabled();
  await expect(inviteePage.getByTestId('account-contact-save')).toHaveCount(0);

  // The administrator disables the invitee (with a confirmation): its session ends at once.
  await page.reload();
  await page.getByTestId(`disable-${loginName}-SHOCEAN`).click();
  await page.getByTestId('disable-confirm').click();
  await expect(page.getByTestId(`user-status-${loginName}`)).toHaveText('Disabled');
  await inviteePage.goto('/user-management/preference');
  await expect(inviteePage).toHaveURL(/\/login/);
  const refused = await logInThroughApi(invitee, inviteePage, loginName, 'zh');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('已被账户管理员停用');
  await invitee.close();
});

test('agreement management lists the agreements and terms, each readable in both languages', async ({
  page,
}) => {
  for (const lang of ['zh', 'en'] as const) {
    await logInAsDemo(page, lang);
    await page.goto('/user-management/preference');
    await expect(page.getByTestId('preference-form')).toBeVisible({ timeout: 60_000 });
    if (lang === 'en')
      await page.screenshot({ path: artifacts('preference-en'), fullPage: true, animations: 'disabled' });

    await page.goto('/user-management/protocol');
    await expect(page.getByTestId('agreements')).toContainText(
      lang === 'zh' ? '个人信息保护政策' : 'Privacy policy',
    );
    await page.getByTestId('agreement-view-SERVICE').click();
    await expect(page.getByTestId('agreement-text')).toBeVisible();
    await page.keyboard.press('Escape');
    const term = page.locator('[data-testid^="term-view-"]').first();
    await term.click();
    await expect(page).toHaveURL(/\/user-management\/protocol\?term=/);
    await expect(page.getByTestId('term-text')).toContainText(lang === 'zh' ? '保险责任' : 'over');
    await page.screenshot({ path: artifacts(`agreements-${lang}`), fullPage: true, animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await otherScriptTexts(page, lang)).toEqual([]);
    await page.context().clearCookies();
  }
});
