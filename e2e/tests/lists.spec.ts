import { expect, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

const cases = [
  { lang: 'zh', menu: 'Overview', busy: '系统繁忙，请稍后再试', empty: '暂无未支付' },
  { lang: 'en', menu: 'Overview', busy: 'System busy, please try again later', empty: 'No unpaid' },
] as const;

for (const c of cases) {
  test(`a list that fails to load says so and loads again on retry (${c.lang})`, async ({ page }) => {
    await logInAsDemo(page, c.lang, c.menu);
    // The settlement query answers 500 until the route is lifted.
    const failing = '**/cargo/settlement/queryNoPaySettlementList';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"500000","message":""}' }),
    );
    await page.goto('/pending-task/settlement');

    // The error dialog of SPEC §8, then the list itself says it failed: never "no unpaid settlements".
    const dialog = page.locator('.portal-error-modal');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').click();
    const table = page.getByTestId('settlement-table');
    await expect(table.getByTestId('list-failure')).toContainText(c.busy);
    await expect(table).not.toContainText(c.empty);
    await expect(page.getByTestId('settlement-totals')).toHaveCount(0);

    await page.unroute(failing);
    await table.getByTestId('list-retry').click();
    await expect(table.getByTestId('list-failure')).toHaveCount(0);
    await expect(page.getByTestId('settlement-totals')).toBeVisible();
  });
}
