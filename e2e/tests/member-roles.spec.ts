import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { otherScriptTexts } from '../support/a11y';
import { OPEN_POLICY_NO as PARENT_OPEN_POLICY } from '../support/declaration';
import { GATEWAY, logInAs, logInAsDemo, pickUserMenuItem } from '../support/login';
import { INVITEE_PASSWORD, invitationLink } from '../support/sub-user';
import { pickOption } from './antd-select';

const artifacts = (name: string) => `artifacts/member-roles-${name}.png`;
/** 宁波分公司 (SHOCEAN-NB)'s export open cover in USD (seeded). */
const SUBORDINATE_OPEN_POLICY = '60110009202500000034';
/** The seeded viewer of SHOCEAN (README "Demo logins"). */
const READER = { account: 'reader', password: 'Ledger#2026' } as const;

/** The shipment fields of the declaration form (Chinese UI), except the amounts. */
const fillShipment = async (page: Page, invoiceNo: string) => {
  const choose = (label: string, search: string) =>
    pickOption(page, page.getByLabel(label, { exact: true }), search, search);
  await page.getByLabel('货物描述').fill('全棉针织T恤 Cotton knitted T-shirts');
  await page.getByLabel('唛头/件数/包装').fill('N/M, 800 CARTONS');
  await page.getByLabel('发票号', { exact: true }).fill(invoiceNo);
  await page.getByLabel('提单/运单号').fill(`COSU-${invoiceNo}`);
  await page.getByLabel('船名/车牌号/航班号').fill('COSCO SHIPPING ARIES V.032E');
  await choose('起运国家/地区', '(CN)');
  await page.getByLabel('起运港').fill('Ningbo');
  await choose('目的国家/地区', '(DE)');
  await page.getByLabel('目的港').fill('Hamburg');
  await page.getByLabel('赔款偿付地点').fill('Hamburg, Germany, in USD');
};

/** A full-page screenshot once nothing is loading. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: artifacts(name), fullPage: true, animations: 'disabled' });
};

test('an administrator invites an operator into the subordinate account only; the operator declares there and sees nothing of the parent', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = randomUUID().slice(0, 8);
  const email = `nb.operator.${stamp}@example.test`;
  const loginName = `nbop${stamp}`;

  // The administrator of SHOCEAN (demo, English) sees its account and the subordinate one, with each role.
  await logInAsDemo(page, 'en', 'Overview');
  await pickUserMenuItem(page, 'user-menu-users');
  await expect(page.getByTestId('user-admin-page')).toBeVisible();
  await expect(page.getByTestId('membership-demo-SHOCEAN')).toContainText('Administrator');
  await expect(page.getByTestId('membership-ningbo-SHOCEAN-NB')).toContainText('Operator');
  await expect(page.getByTestId('membership-reader-SHOCEAN')).toContainText('Viewer');

  // Invites into the subordinate account only, as an operator.
  await page.getByTestId('invite-open').click();
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-name').fill('Chen Bo');
  await pickOption(page, page.getByTestId('invite-grant-account-0'), '', /Ningbo Branch/);
  await expect(page.getByTestId('invite-grant-role-0')).toContainText('Operator');
  await shoot(page, 'invite-en');
  await page.getByTestId('invite-submit').click();
  await expect(page.locator('.ant-message')).toContainText(`Invitation sent to ${email}`);
  await expect(page.getByTestId('invitations')).toContainText('Ningbo Branch · Operator');
  await shoot(page, 'members-en');
  expect(await otherScriptTexts(page, 'en')).toEqual([]);

  // The invitee opens the link in Chinese: it names the subordinate account and the role, nothing else.
  const invitee = await browser.newContext({ baseURL });
  const inviteePage = await invitee.newPage();
  await invitee.addCookies([{ name: 'lang', value: 'zh', url: baseURL ?? '' }]);
  await inviteePage.goto(await invitationLink(page.request, email));
  const grants = inviteePage.getByTestId('invitation-grants');
  await expect(grants.locator('li')).toHaveText(['上海远洋贸易有限公司宁波分公司 · 经办人']);
  await inviteePage.getByTestId('invitation-login-name').fill(loginName);
  await inviteePage.getByTestId('invitation-password').fill(INVITEE_PASSWORD);
  await inviteePage.getByTestId('invitation-confirm').fill(INVITEE_PASSWORD);
  await inviteePage.getByTestId('invitation-submit').click();
  await expect(inviteePage.getByTestId('invitation-page')).toContainText(`请使用登录名 ${loginName}`);

  // Logged in (Chinese), the operator works in 宁波分公司 only: SHOCEAN's open cover is not there.
  await logInAs(inviteePage, 'zh', { account: loginName, password: INVITEE_PASSWORD }, '');
  await inviteePage.locator('.ant-modal-confirm .ant-btn-primary').click();
  await inviteePage.goto('/transport-declaration/application');
  await expect(inviteePage.getByTestId(`open-policy-${SUBORDINATE_OPEN_POLICY}`)).toBeVisible();
  await expect(inviteePage.getByTestId(`open-policy-${PARENT_OPEN_POLICY}`)).toHaveCount(0);
  const parentPolicy = await inviteePage.request.get(
    `${GATEWAY}/cargo/declaration/openPolicy/${PARENT_OPEN_POLICY}`,
  );
  expect(parentPolicy.status()).toBe(404);
  const toParent = await inviteePage.request.post(`${GATEWAY}/cargo/user/chooseUser`, {
    data: { accountName: 'SHOCEAN' },
  });
  expect(toParent.ok()).toBe(false);

  // It declares a shipment under the subordinate's cover.
  await inviteePage.getByTestId(`declare-${SUBORDINATE_OPEN_POLICY}`).click();
  await fillShipment(inviteePage, `NB-${stamp}`);
  await inviteePage.getByLabel('发票金额').fill('50000.00');
  await inviteePage.getByTestId('declaration-submit').click();
  await expect(inviteePage.getByTestId('declaration-result-declared')).toBeVisible();
  await shoot(inviteePage, 'operator-declared-zh');
  expect(await otherScriptTexts(inviteePage, 'zh')).toEqual([]);
  await invitee.close();
});

test('a viewer sees no submitting menu or form, and the server refuses its submissions (both languages)', async ({
  page,
  baseURL,
}) => {
  // Chinese: no "在线申报" in the menu, the declaration form sends it away, the server answers 403.
  await logInAs(page, 'zh', READER, '');
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  const menu = page.getByTestId('header-menu');
  await expect(menu).toContainText('运输申报');
  await menu.getByText('运输申报', { exact: true }).hover();
  await expect(page.getByText('申报查询及下载', { exact: true })).toBeVisible();
  await expect(page.getByText('在线申报', { exact: true })).toHaveCount(0);
  await page.goto(`/fill-transport-declaration?policyNo=${PARENT_OPEN_POLICY}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByTestId('declaration-submit')).toHaveCount(0);
  const zh = await page.request.post(`${GATEWAY}/cargo/declaration/submit`, { data: {} });
  expect(zh.status()).toBe(403);
  expect(((await zh.json()) as { message: string }).message).toBe(
    '您在本账户的角色无权办理此业务，请联系账户管理员',
  );
  // It reads the open covers, without the buttons that declare.
  await page.goto('/transport-declaration/application');
  await expect(page.getByTestId(`open-policy-${PARENT_OPEN_POLICY}`)).toBeVisible();
  await expect(page.getByTestId(`declare-${PARENT_OPEN_POLICY}`)).toHaveCount(0);
  await expect(page.getByTestId(`batch-${PARENT_OPEN_POLICY}`)).toHaveCount(0);
  // It still reads: the declaration enquiry opens.
  await page.goto('/transport-declaration/temporary');
  await expect(page.getByTestId('enquiry-table')).toBeVisible();

  // English: the same refusal, in English; the quotation page (which submits) is not offered either.
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const en = await page.request.post(`${GATEWAY}/cargo/apply/applyPolicy`, { data: {} });
  expect(en.status()).toBe(403);
  expect(((await en.json()) as { message: string }).message).toBe(
    'Your role in this account does not allow this; ask an administrator of the account',
  );
  await page.goto('/quotation');
  await expect(page).toHaveURL(/\/error$/);
});

test('the members screen in Chinese: roles per account, a role changed, a disable confirmed first', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', '');
  await pickUserMenuItem(page, 'user-menu-users');
  await expect(page.getByTestId('membership-ningbo-SHOCEAN-NB')).toContainText('宁波分公司');
  await expect(page.getByTestId('membership-ningbo-SHOCEAN-NB')).toContainText('经办人');
  await expect(page.getByTestId('membership-reader-SHOCEAN')).toContainText('查阅人');
  await shoot(page, 'members-zh');
  expect(await otherScriptTexts(page, 'zh')).toEqual([]);

  // The viewer becomes an operator and back (the change is announced in Chinese).
  await pickOption(page, page.getByTestId('role-reader-SHOCEAN'), '', '经办人');
  await expect(page.locator('.ant-message')).toContainText('的角色已改为经办人');
  await pickOption(page, page.getByTestId('role-reader-SHOCEAN'), '', '查阅人');
  await expect(page.locator('.ant-message')).toContainText('的角色已改为查阅人');

  // Disabling asks first; cancelling changes nothing.
  await page.getByTestId('disable-reader-SHOCEAN').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('停用 赵阅 在 上海远洋贸易有限公司 的权限？');
  await shoot(page, 'disable-confirm-zh');
  await page.locator('.ant-popconfirm .ant-btn:not(.ant-btn-dangerous)').click();
  await expect(page.getByTestId('membership-reader-SHOCEAN')).toContainText('启用');
});
