import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { acceptedForm } from '../support/application-form';
import { GATEWAY, logInAsDemo } from '../support/login';
import { dataOf, logInStaff, newBrowserPage } from '../support/staff';

/**
 * Embargoed destinations kept by operations (issue 46), in both languages: operations add a port on the
 * back-office page (chosen by country and port name), a quote on a route to it carries the review notice at
 * once and an application on it waits in the compliance queue (shot at 1280 and 1440 px); removing it (with a
 * confirmation) ends the notice. Customer steps go through the API, the staff's through the screen.
 */

const TEXT = {
  zh: {
    menu: '首页',
    title: '禁运目的地',
    country: '比利时',
    port: { code: 'BEANR', search: '安特' },
    programme: '演练 ZH',
    notice: '该运输须经审核后方可出具保单，所示价格尚不构成承保要约',
    queue: '制裁筛查',
  },
  en: {
    menu: 'Overview',
    title: 'Embargoed destinations',
    country: 'Spain',
    port: { code: 'ESVLC', search: 'Valen' },
    programme: 'EXERCISE EN',
    notice:
      'Cover for this voyage is reviewed before a policy can be issued; the price shown is not yet an offer of cover.',
    queue: 'Sanctions screening',
  },
} as const;

const formTo = (destinationPort: string) => {
  const form = acceptedForm();
  form.transport.destinationPort = destinationPort;
  return form;
};

const quoteNotices = async (page: Page, destinationPort: string) =>
  (
    await dataOf<{ notices: string[] }>(
      await page.request.post(`${GATEWAY}/cargo/quote/previewQuote`, { data: formTo(destinationPort) }),
    )
  ).notices;

const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: `artifacts/embargo-${name}.png`, fullPage: true, animations: 'disabled' });
};

/** Picks an option of an antd Select by typing and taking the option that holds `text`. */
const pick = async (page: Page, testId: string, typed: string, text: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
};

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: operations embargo a port, a quote to it is warned and an application waits for compliance; removing it ends that`, async ({
    page,
    browser,
  }) => {
    await logInAsDemo(page, lang, text.menu);
    expect(await quoteNotices(page, text.port.code)).not.toContain(text.notice);

    const operations = await newBrowserPage(browser);
    await logInStaff(operations, 'operations', lang);
    await operations.goto('/staff/embargoes');
    await expect(operations.getByText(text.title).first()).toBeVisible();
    await pick(operations, 'embargo-country', text.country, text.country);
    await pick(operations, 'embargo-port', text.port.search, text.port.code);
    await operations.getByTestId('embargo-programme').fill(text.programme);
    await operations.getByTestId('embargo-note').fill('e2e');
    await operations.getByTestId('embargo-add').click();
    const row = operations.getByTestId('embargo-table').locator('tr', { hasText: text.port.code });
    await expect(row).toContainText(text.programme);
    await expect(row).toContainText(text.country);
    await shoot(operations, `page-${lang}`);

    expect(await quoteNotices(page, text.port.code)).toContain(text.notice);

    // An application on that route stops for compliance: the queue must fit its card at both widths.
    const applied = await dataOf<{ status: string; voucherNo: string }>(
      await page.request.post(`${GATEWAY}/cargo/apply/applyPolicy`, {
        data: { requestKey: randomUUID(), form: formTo(text.port.code) },
      }),
    );
    expect(applied.status).toBe('H0');
    const compliance = await newBrowserPage(browser);
    await logInStaff(compliance, 'compliance', lang);
    for (const width of [1280, 1440]) {
      await compliance.setViewportSize({ width, height: 900 });
      await compliance.goto('/staff/sanctions');
      await expect(compliance.getByRole('heading', { level: 2, name: text.queue })).toBeVisible();
      await expect(compliance.getByText(applied.voucherNo).first()).toBeVisible();
      const card = await compliance.getByTestId('staff-sanctions').boundingBox();
      const table = await compliance.locator('[data-testid=staff-sanctions] table').first().boundingBox();
      expect(table!.x + table!.width).toBeLessThanOrEqual(card!.x + card!.width);
      await shoot(compliance, `queue-${lang}-${width}`);
    }

    await operations.getByTestId(`embargo-remove-${text.port.code}`).click();
    await operations.locator('.ant-modal-confirm-btns .ant-btn-dangerous').click();
    await expect(
      operations.getByTestId('embargo-table').locator('tr', { hasText: text.port.code }),
    ).toHaveCount(0);
    expect(await quoteNotices(page, text.port.code)).not.toContain(text.notice);
    // The staff pages' contexts are this test's own: left open they keep polling beside every later test.
    await operations.context().close();
    await compliance.context().close();
  });
}
