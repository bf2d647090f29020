import { expect, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

test('tmp: issue text follows language; declaration header search then list', async ({ page }) => {
  await logInAsDemo(page, 'en', 'Overview');
  await page.goto('/policy-query-download');
  await page.getByTestId('policies-number').fill('12');
  await page.getByTestId('policies-search').click();
  const errors = page.getByTestId('policies-filters').locator('.ant-form-item-explain-error');
  await expect(errors).toHaveCount(1);
  console.log('en', await errors.allInnerTexts());
  await page.getByTestId('language-switch').click();
  await page.waitForTimeout(1500);
  console.log('zh', await errors.allInnerTexts());
  // Clear the range on the declaration enquiry: the SPEC rule message with describeIssue.
  await page.goto('/transport-declaration/temporary');
  await page.getByTestId('enquiry-filters').locator('.ant-picker-clear').click({ force: true });
  await page.getByTestId('enquiry-search').click();
  await page.waitForTimeout(800);
  console.log('decl', await page.getByTestId('enquiry-filters').locator('.ant-form-item-explain-error').allInnerTexts());
  await page.goto('/compensation');
  await page.getByTestId('claims-reportNo').fill('123');
  await page.getByTestId('claims-search').click();
  await page.waitForTimeout(800);
  console.log('claims', await page.getByTestId('claims-filters').locator('.ant-form-item-explain-error').allInnerTexts());
  await page.goto('/staff/audit');
  console.log('staff url', page.url());
});
