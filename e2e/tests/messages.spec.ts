import { randomUUID } from 'node:crypto';
import { expect, type Page, type Response, test } from '@playwright/test';
import { type Lang, seriousViolations, settle } from '../support/a11y';
import { referredForm } from '../support/application-form';
import { logInByApi, UNDERWRITER } from '../support/claims';
import { logInAsDemo } from '../support/login';

/**
 * The message centre and the bell: an application approved by the underwriter (through the back-office
 * API) lights the customer's bell; opening the message reads it and the bell clears.
 */

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
const artifact = (name: string) => `artifacts/messages-${name}.png`;

/** The `data` of a gateway answer, through the API or seen by the page. */
const dataOf = async <T>(response: { text(): Promise<string>; ok(): boolean }): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
};

/** The insurer's underwriter, logged in at the staff entry. */
const logInUnderwriter = (baseURL: string) =>
  logInByApi(baseURL, UNDERWRITER.account, UNDERWRITER.password, 'staff');

/** Reads every message the account has unread, so that the bell starts clear. */
const readEverything = async (page: Page) => {
  const unread = await dataOf<{ list: { id: number }[] }>(
    await page.request.post(`${gateway}/cargo/message/query`, { data: { status: '02', pageSize: 1 } }),
  );
  const newest = unread.list[0];
  if (newest === undefined) return;
  await dataOf(
    await page.request.post(`${gateway}/cargo/message/markAllRead`, { data: { upToId: newest.id } }),
  );
};

/**
 * The account's unread messages that events wrote. Reminders of renewals and settlements are written by a
 * sweep at most every ten minutes (docs/business-rules.md "Messages"), which may fall inside the test when
 * other tests' policies are due.
 */
const TIMED_KINDS = new Set(['renewalDue', 'settlementDue']);
const unreadEventMessages = async (page: Page) => {
  const unread = await dataOf<{ list: { id: number; kind: string }[] }>(
    await page.request.post(`${gateway}/cargo/message/query`, { data: { status: '02', pageSize: 100 } }),
  );
  return unread.list.filter((message) => !TIMED_KINDS.has(message.kind));
};

/** The demo customer applies (referred, B4); the underwriter approves it through the back office. */
const approvedApplication = async (page: Page, baseURL: string) => {
  const application = await dataOf<{ id: number; voucherNo: string; status: string }>(
    await page.request.post(`${gateway}/cargo/apply/applyPolicy`, {
      data: { requestKey: randomUUID(), form: referredForm() },
    }),
  );
  expect(application.status).toBe('B4');
  const underwriter = await logInUnderwriter(baseURL);
  try {
    await dataOf(
      await underwriter.post(`${gateway}/cargo/backoffice/review/${application.id}`, {
        data: { result: '00' },
      }),
    );
  } finally {
    await underwriter.dispose();
  }
  return application;
};

const CASES: { lang: Lang; menu: string; title: string; intro: RegExp }[] = [
  { lang: 'zh', menu: 'Insure', title: '投保单审核通过', intro: /业务消息/ },
  { lang: 'en', menu: 'Insure', title: 'Application approved', intro: /Business messages/ },
];

for (const c of CASES) {
  test(`an approved application lights the bell; opening its message clears it (${c.lang})`, async ({
    page,
    baseURL,
  }) => {
    await logInAsDemo(page, c.lang, c.menu);
    const bell = page.getByTestId('message-bell');
    // Read again if a reminder sweep wrote between the reading and the reload.
    await expect(async () => {
      await readEverything(page);
      await page.reload();
      await expect(bell).toHaveAttribute('data-unread', '0', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const application = await approvedApplication(page, baseURL ?? '');
    await page.reload();
    await expect(bell).not.toHaveAttribute('data-unread', '0');
    expect(await unreadEventMessages(page)).toHaveLength(1);
    await page.screenshot({
      path: artifact(`bell-${c.lang}`),
      clip: { x: 900, y: 0, width: 540, height: 64 },
    });

    await bell.click();
    await expect(page).toHaveURL(/\/message-center$/);
    const table = page.getByTestId('message-table');
    await expect(page.getByTestId('message-center')).toContainText(c.intro);
    const row = table.locator('tr', { hasText: application.voucherNo });
    await expect(row).toContainText(c.title);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifact(`unread-${c.lang}`), fullPage: true });

    // Opening the message reads it, and the bell asks for its count again (not waiting for its minute's poll).
    const answered = (path: string) => (response: Response) => response.url().endsWith(path) && response.ok();
    const recounted = page
      .waitForResponse(answered('/cargo/message/batchUpdateMessageByPrimaryKey'))
      .then(() => page.waitForResponse(answered('/cargo/message/queryMessageCount')));
    await row.getByRole('button', { name: c.title }).click();
    await expect(page.getByTestId('message-detail-content')).toContainText(application.voucherNo);
    const { unread } = await dataOf<{ unread: number }>(await recounted);
    // The bell clears: it shows that count, none unless a reminder arrived meanwhile.
    await expect(bell).toHaveAttribute('data-unread', String(unread));
    expect(await unreadEventMessages(page)).toEqual([]);
    await page.screenshot({ path: artifact(`detail-${c.lang}`) });
    await page.getByTestId('message-detail-close').click();

    await page.getByRole('tab', { name: c.lang === 'zh' ? '已读' : 'Read', exact: true }).click();
    await expect(table.locator('tr', { hasText: application.voucherNo })).toBeVisible();
    await page.getByRole('tab', { name: c.lang === 'zh' ? '已下发' : 'Issued', exact: true }).click();
    await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifact(`issued-${c.lang}`), fullPage: true });

    // The message opens the object it is about: the application enquiry.
    await page.getByRole('tab', { name: c.lang === 'zh' ? '已读' : 'Read', exact: true }).click();
    await table
      .locator('tr', { hasText: application.voucherNo })
      .getByRole('button', { name: c.title })
      .click();
    await page.getByTestId('message-open-subject').click();
    await expect(page).toHaveURL(/\/pending-task\/application$/);
  });
}
