import { expect, type Page, test } from '@playwright/test';
import { logInByApi } from '../support/claims';
import { GATEWAY, logInAsDemo } from '../support/login';
import { boardTitles, dataOf, logInStaff, newBrowserPage, reportClaimByApi } from '../support/staff';

type Lang = 'zh' | 'en';

/** The texts the test reads or picks, per language. */
const TEXT = {
  zh: {
    menu: '首页',
    settle: '保存理算',
    close: '结案',
    publish: '发布',
    account: '指定账户',
    shocean: 'SHOCEAN ·',
  },
  en: {
    menu: 'Overview',
    settle: 'Save the settlement',
    close: 'Close',
    publish: 'Publish',
    account: 'One account',
    shocean: 'SHOCEAN ·',
  },
} as const;

/** A full-page screenshot once nothing loads and no dialog or toast is left. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: `artifacts/staff-operations-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
};

/** Presses the primary button of the confirmation dialog on screen and waits for it to go. */
const confirmDialog = async (page: Page) => {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
};

/** The customer's claim detail shows the status (code) after a reload. */
const customerSees = async (page: Page, reportNo: string, status: string) => {
  await page.goto(`/claim-query/claim-detail?reportNo=${reportNo}`);
  await expect(page.getByTestId('claim-status')).toHaveAttribute('data-status', status);
};

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: the claims handler settles and closes a claim while the customer sees each status`, async ({
    page,
    browser,
  }) => {
    await logInAsDemo(page, lang, text.menu);
    const reportNo = await reportClaimByApi(page);
    await customerSees(page, reportNo, '01');

    const staff = await newBrowserPage(browser);
    await logInStaff(staff, 'claims', lang);
    await staff.goto('/staff/claims');
    await expect(staff.getByTestId(`handling-link-${reportNo}`)).toBeVisible();
    await shoot(staff, `claims-${lang}`);
    await staff.getByTestId(`handling-link-${reportNo}`).click();
    await expect(staff.getByTestId('handling-status')).toHaveAttribute('data-status', '01');
    await expect(staff.getByTestId('claim-goods')).toBeVisible();
    await shoot(staff, `claim-${lang}`);

    await staff.getByTestId('action-settle').click();
    await staff.getByTestId('settle-line-1').fill('1000.00');
    await staff.getByRole('button', { name: text.settle }).click();
    await confirmDialog(staff);
    await expect(staff.getByTestId('handling-status')).toHaveAttribute('data-status', '02');
    await customerSees(page, reportNo, '02');

    await staff.getByTestId('action-close').click();
    await confirmDialog(staff);
    await expect(staff.getByTestId('handling-status')).toHaveAttribute('data-status', '03');
    await expect(staff.getByTestId('action-archive')).toBeEnabled();
    await shoot(staff, `claim-closed-${lang}`);
    await customerSees(page, reportNo, '03');
    await staff.context().close();
  });

  test(`${lang}: a notice published to one account shows on its dashboard and not on another's`, async ({
    page,
    browser,
  }) => {
    const tag = `${Date.now()}`;
    await logInStaff(page, 'operations', lang);
    await page.goto('/staff/notices');
    await expect(page.getByTestId('notices-table')).toBeVisible();
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-audience').getByText(text.account).click();
    await page.getByTestId('notice-account').click();
    await page.locator('.ant-select-item-option').filter({ hasText: text.shocean }).first().click();
    await page.getByTestId('notice-title-zh').fill(`上海账户通知 ${tag}`);
    await page.getByTestId('notice-body-zh').fill('贵司预约保单额度即将用完，请及时联系客户经理。');
    await page.getByTestId('notice-title-en').fill(`Notice for SHOCEAN ${tag}`);
    await page
      .getByTestId('notice-body-en')
      .fill('Your open policy limit is nearly used; please contact your account manager.');
    await page.getByTestId('notice-submit').click();
    await confirmDialog(page);
    await expect(page.getByTestId('notices-table')).toContainText(tag);
    await shoot(page, `notices-${lang}`);
    for (const other of ['switches', 'open-policy-usage']) {
      await page.goto(`/staff/${other}`);
      await expect(page.getByTestId(other === 'switches' ? 'switches-page' : 'usage-table')).toBeVisible();
      await shoot(page, `${other}-${lang}`);
    }

    const customer = await newBrowserPage(browser);
    await logInAsDemo(customer, lang, text.menu);
    await customer.goto('/dashboard');
    const title = lang === 'zh' ? `上海账户通知 ${tag}` : `Notice for SHOCEAN ${tag}`;
    await expect(customer.getByTestId('notices')).toContainText(title);
    // The same user in its other account (Hangzhou) does not see it.
    const baseURL = test.info().project.use.baseURL ?? '';
    const hangzhou = await logInByApi(baseURL, 'demo', 'Shocean#2026');
    await dataOf(
      await hangzhou.post(`${GATEWAY}/cargo/user/chooseUser`, { data: { accountName: 'HZSHUNDA' } }),
    );
    expect((await boardTitles(hangzhou)).some((entry) => entry.includes(tag))).toBe(false);
    await hangzhou.dispose();
    await customer.context().close();
  });
}
