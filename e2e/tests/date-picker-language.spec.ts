import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login.ts';

/**
 * dayjs comes with the first page that shows a date (apps/web/src/i18n/dayjs.ts, issue 14), not with the login page
 * or the overview; its calendars still speak the UI language, and follow a switch of it.
 */
const openCalendar = async (page: Page) => {
  await page.locator('.ant-picker-range input').first().click();
  const calendar = page.locator('.ant-picker-dropdown:visible .ant-picker-panel').first();
  await expect(calendar).toBeVisible();
  return calendar;
};

test('a calendar speaks the UI language and follows a switch of it', async ({ page }) => {
  await logInAsDemo(page, 'zh', 'Overview');
  await page.goto('/pending-task/settlement');
  let calendar = await openCalendar(page);
  // zh-cn: the week starts on Monday (一) and the header reads e.g. "2026年 11月".
  await expect(calendar.locator('thead th').first()).toHaveText('一');
  await expect(calendar.locator('.ant-picker-header-view').first()).toContainText('年');
  await page.keyboard.press('Escape');

  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  calendar = await openCalendar(page);
  await expect(calendar.locator('thead th').first()).toHaveText('Su');
  await expect(calendar.locator('.ant-picker-header-view').first()).not.toContainText('年');
});
