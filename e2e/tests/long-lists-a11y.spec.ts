import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, settle, sharedNames } from '../support/a11y';
import { declareByApi, OPEN_POLICY_NO } from '../support/declaration';
import { GATEWAY, logInAsDemo } from '../support/login';

/**
 * Lists as an account with thousands of rows sees them (found by the accessibility crawl on the 1 M database,
 * issue 14): a full page of ten rows and a pager of many pages. Each row's actions are named after the row, so a
 * screen reader tells them apart, and the pager's "5 pages on" carries no name ARIA forbids. The list's own answer
 * is filled to ten rows (copies of its first, numbered apart) with a total of 500.
 */

/** A declaration draft of the demo account (the seed has applications and drafts, no declaration). */
const saveDeclarationDraft = async (page: Page) => {
  const saved = await page.request.post(`${GATEWAY}/cargo/declaration/saveDraft`, {
    data: { requestKey: randomUUID(), policyNo: OPEN_POLICY_NO },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
};

const LISTS = [
  { path: '/pending-task/application', call: '/cargo/query/queryPolicyApplyList', numbers: ['voucherNo'] },
  { path: '/pending-task/temporary', call: '/cargo/query/queryTempInsurancePolicy', numbers: ['voucherNo'] },
  {
    path: '/transport-declaration/temporary',
    call: '/cargo/declaration/query',
    numbers: ['declarationNo', 'certificateNo'],
    prepare: (page: Page) => declareByApi(page, 'LONG'),
  },
  {
    path: '/transport-declaration/correcting',
    call: '/cargo/declaration/pending',
    numbers: ['declarationNo', 'certificateNo'],
    prepare: saveDeclarationDraft,
  },
] as const;

type Row = Record<string, unknown>;

/** Answers the list's call with its first row ten times, each with its own id and numbers, of 500. */
const fillToTenRows = async (page: Page, call: string, numbers: readonly string[]) => {
  await page.route(`**${call}`, async (route) => {
    const answer = await route.fetch();
    const envelope = (await answer.json()) as { data: { list: Row[]; total: number } };
    const first = envelope.data.list[0];
    expect(first, `${call} answers at least one row for the demo account`).toBeDefined();
    envelope.data.list = Array.from({ length: 10 }, (_, index) => {
      const row: Row = { ...first, id: Number(first?.id ?? 0) + 1000 + index };
      for (const number of numbers)
        if (typeof first?.[number] === 'string') row[number] = `${first[number]}${index}`;
      return row;
    });
    envelope.data.total = 500;
    await route.fulfill({ response: answer, json: envelope });
  });
};

for (const lang of ['zh', 'en'] as const) {
  for (const list of LISTS) {
    test(`${list.path} (${lang}): ten rows' actions apart, a pager of 50 pages without a forbidden name`, async ({
      page,
    }) => {
      await logInAsDemo(page, lang, 'Insure');
      if ('prepare' in list) await list.prepare(page);
      await fillToTenRows(page, list.call, list.numbers);
      await page.goto(list.path);
      await expect(page.locator('.ant-pagination-jump-next')).toBeVisible();
      await expect(page.locator('.ant-table-row')).toHaveCount(10);
      await settle(page);
      expect(await sharedNames(page)).toEqual([]);
      expect((await seriousViolations(page)).filter((finding) => finding.rule !== 'color-contrast')).toEqual(
        [],
      );
      await expect(page.locator('.ant-pagination-jump-next a')).not.toHaveAttribute('aria-label');
    });
  }
}
