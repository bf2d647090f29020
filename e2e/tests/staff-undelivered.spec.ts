import { type Browser, expect, type Page, type Route, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations, sharedNames } from '../support/a11y';
import { logInAsDemo } from '../support/login';
import { logInStaff, newBrowserPage, reportClaimByApi } from '../support/staff';

/**
 * Undelivered mail, end to end: the e2e mail server (support/smtp-sink.ts, started by playwright.config.ts)
 * refuses every recipient at `refused.example` for good. A customer mails a claim's checklist there; the
 * portal's delivery gives up on it; operations staff find it on "Undelivered messages" and send it again
 * (refused again, it comes back); the auditor reads the same list without the button and finds the resend in
 * the audit log.
 */

type Lang = 'zh' | 'en';

const REFUSED_DOMAIN = 'refused.example';

/** The texts the test reads or picks, per language. */
const TEXT = {
  zh: {
    customerMenu: '首页',
    page: '未送达消息',
    intro: '最多尝试 8 次',
    mail: '邮件',
    resend: '重新发送',
    confirm: '再次发送这条消息？',
    resent: '已重新排队发送',
    notUndelivered: '没有该编号的未送达消息',
    readOnly: '不能重新发送',
    lastError: '服务商最后答复',
    empty: '没有未送达的消息',
    audited: '重发未送达消息',
  },
  en: {
    customerMenu: 'Overview',
    page: 'Undelivered messages',
    intro: '8 attempts at most',
    mail: 'Mail',
    resend: 'Send again',
    confirm: 'Send this message again?',
    resent: 'Queued to be sent again',
    notUndelivered: 'No undelivered message with this number',
    readOnly: 'not send them again',
    lastError: "Provider's last answer",
    empty: 'No undelivered messages',
    audited: 'Undelivered message sent again',
  },
} as const;

/** `text` as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RESEND_PATH = '/cargo/backoffice/operations/delivery/resend';
const LIST_PATH = '/cargo/backoffice/operations/delivery/undelivered';

/** A full-page screenshot once nothing loads and no dialog, popover or toast is left. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ant-popover:visible, .ant-tooltip:visible')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.mouse.move(4, 890);
  await page.screenshot({
    path: `artifacts/staff-undelivered-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
};

/** The customer mails the checklist of a new claim to `address` from the claim's page, as a user would. */
const mailChecklist = async (page: Page, address: string) => {
  const reportNo = await reportClaimByApi(page);
  await page.goto(`/claim-query/claim-detail?reportNo=${reportNo}`);
  await page.getByTestId('doc-email').click();
  const email = page.getByTestId('doc-email-input');
  await expect(email).toHaveValue(/@/);
  await email.fill(address);
  await page.locator('.ant-modal', { has: email }).locator('.ant-btn-primary').click();
  await expect(page.locator('.ant-message-notice-success', { hasText: address })).toBeVisible();
};

/** Opens "Undelivered messages" from the staff menu. */
const openFromMenu = async (staff: Page, lang: Lang) => {
  await staff.goto('/staff/home');
  await staff.getByTestId('staff-menu').getByRole('menuitem', { name: TEXT[lang].page }).click();
  await expect(staff).toHaveURL(/\/staff\/undelivered-messages$/);
  await expect(staff.getByRole('heading', { name: TEXT[lang].page })).toBeVisible();
  await expect(staff.getByTestId('undelivered-page')).toContainText(TEXT[lang].intro);
};

/** The row of the message to `address`, waited for: delivery runs within seconds, the list is reloaded. */
const waitForRow = async (staff: Page, address: string) => {
  const row = staff.getByTestId('undelivered-table').locator('tr.ant-table-row', { hasText: address });
  await expect(async () => {
    await staff.reload();
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
  return row;
};

/** The list answers no rows, whatever the run has produced, to see the empty state. */
const emptyStateSeen = async (staff: Page, lang: Lang) => {
  const empty = async (route: Route) => {
    const answer = await route.fetch();
    const envelope = (await answer.json()) as { data: { list: unknown[]; total: number } };
    await route.fulfill({
      response: answer,
      json: { ...envelope, data: { ...envelope.data, list: [], total: 0 } },
    });
  };
  await staff.route(`**${LIST_PATH}`, empty);
  await staff.reload();
  await expect(staff.getByTestId('undelivered-table')).toContainText(TEXT[lang].empty);
  await shoot(staff, `empty-${lang}`);
  await staff.unroute(`**${LIST_PATH}`, empty);
};

/** Send again, confirmed: the success message, and a refusal (another message number) shows the server's text. */
const sendAgain = async (staff: Page, lang: Lang, id: string, address: string) => {
  const text = TEXT[lang];
  // The button is named for its row: "Send again" + the message's number and recipient (screen readers only).
  const button = staff.getByRole('button', {
    name: new RegExp(`^${text.resend}.*\\b${id}\\b.*${literally(address)}`),
  });
  await expect(button).toHaveCount(1);
  await button.click();
  const confirm = staff.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText(text.confirm);
  await expect(confirm).toContainText(address);
  await confirm.getByRole('button', { name: text.resend }).click();
  await expect(staff.locator('.ant-message-notice-success', { hasText: text.resent })).toBeVisible();

  // The provider refuses it again: it lands back on the list with a fresh count of attempts.
  const row = await waitForRow(staff, address);
  await expect(row.locator('td').nth(4)).toHaveText('1');

  // A message that is not undelivered (any more): the server's localised refusal is shown.
  const other = async (route: Route) => route.continue({ postData: JSON.stringify({ id: 2_000_000_000 }) });
  await staff.route(`**${RESEND_PATH}`, other);
  await staff.getByTestId(`resend-${id}`).click();
  await staff.locator('.ant-popconfirm:visible').getByRole('button', { name: text.resend }).click();
  await expect(staff.locator('.ant-message-notice-error', { hasText: text.notUndelivered })).toBeVisible();
  await staff.unroute(`**${RESEND_PATH}`, other);
};

/** The auditor: the same list, no button, the read-only note; the resend in the audit log. */
const auditorReads = async (browser: Browser, lang: Lang, id: string, address: string) => {
  const text = TEXT[lang];
  const auditor = await newBrowserPage(browser);
  await logInStaff(auditor, 'auditor', lang);
  await openFromMenu(auditor, lang);
  const row = await waitForRow(auditor, address);
  await expect(row).toContainText(text.mail);
  await expect(auditor.getByTestId('undelivered-read-only')).toContainText(text.readOnly);
  await expect(auditor.getByRole('button', { name: new RegExp(text.resend) })).toHaveCount(0);
  await expect(auditor.locator('[data-testid^="resend-"]')).toHaveCount(0);
  await shoot(auditor, `auditor-${lang}`);

  await auditor.goto('/staff/audit');
  await auditor.getByTestId('audit-filter-object').fill(id);
  await auditor.getByTestId('audit-search').click();
  await expect(
    auditor.getByTestId('staff-audit').locator('tr.ant-table-row', { hasText: text.audited }),
  ).toHaveCount(1);
  await auditor.context().close();
};

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a mail the provider refuses is sent again by operations and read by the auditor`, async ({
    page,
    browser,
  }) => {
    const address = `checklist-${lang}-${Date.now()}@${REFUSED_DOMAIN}`;
    await logInAsDemo(page, lang, text.customerMenu);
    await mailChecklist(page, address);

    const staff = await newBrowserPage(browser);
    await logInStaff(staff, 'operations', lang);
    await openFromMenu(staff, lang);
    await emptyStateSeen(staff, lang);

    const row = await waitForRow(staff, address);
    const id = (await row.getAttribute('data-row-key')) ?? '';
    expect(id).toMatch(/^\d+$/);
    await expect(staff.getByTestId(`undelivered-channel-${id}`)).toHaveText(text.mail);
    await expect(staff.getByRole('columnheader', { name: text.lastError })).toBeVisible();
    await expect(row.locator('td').nth(4)).toHaveText('1');
    // axe-clean, in one language, and each "Send again" named for its own message.
    expect(await seriousViolations(staff)).toEqual([]);
    expect(await otherScriptTexts(staff, lang)).toEqual([]);
    expect(await sharedNames(staff)).toEqual([]);
    // The provider's own answer, whole on hover.
    const error = staff.getByTestId(`undelivered-error-${id}`);
    await expect(error).toContainText('550');
    await error.hover();
    await expect(staff.locator('.ant-tooltip:visible')).toContainText(`550 5.1.1 <${address}>`);
    await staff.mouse.move(4, 890);
    await shoot(staff, `operations-${lang}`);

    await sendAgain(staff, lang, id, address);
    await staff.context().close();

    await auditorReads(browser, lang, id, address);
  });
}
