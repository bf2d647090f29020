import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseHeaderMenuItem } from '../support/header-menu';
import { logInAsDemo } from '../support/login';
import { pickOption } from './antd-select.ts';

const FORM_URL = /\/quotation\?product=MP09110009$/;
const DRAFTS_URL = /\/pending-task\/temporary$/;

const openNewForm = async (page: Page) => {
  await page.goto('/quotation');
  await page.getByTestId('product-insure-MP09110009').click();
  await expect(page).toHaveURL(FORM_URL);
  await expect(page.getByTestId('application-form')).toBeVisible();
};

/** Header menu: Insure services → Draft policies; `answer` then shows. */
const openDraftsFromMenu = async (page: Page, answer: Locator) => {
  await chooseHeaderMenuItem(page, 'insure', 'drafts');
  await expect(answer).toBeVisible();
};

test('a changed application form asks before it is left, and not once saved', async ({ page }) => {
  await logInAsDemo(page, 'zh', 'Insure services');
  const dialog = page.locator('.ant-modal-confirm');
  const drafts = page.getByTestId('draft-list');
  const cargo = page.getByTestId('goods-cargoName');

  // Nothing changed: the menu leaves at once.
  await openNewForm(page);
  await openDraftsFromMenu(page, drafts);
  await expect(page).toHaveURL(DRAFTS_URL);
  await expect(dialog).toHaveCount(0);

  // Changed: the menu asks; staying keeps the page and what was typed.
  await openNewForm(page);
  await cargo.fill('不锈钢保温杯');
  await openDraftsFromMenu(page, dialog);
  await expect(dialog).toContainText('当前内容尚未保存');
  await page.getByTestId('leave-stay').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(FORM_URL);
  await expect(cargo).toHaveValue('不锈钢保温杯');

  // Closing its tab asks too; staying keeps the tab.
  await page.getByTestId('tab-close-/quotation').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('leave-stay').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('tab-/quotation')).toBeVisible();
  await expect(cargo).toHaveValue('不锈钢保温杯');

  // The browser's back button asks as well.
  await page.evaluate('history.back()');
  await expect(dialog).toBeVisible();
  await page.getByTestId('leave-stay').click();
  await expect(page).toHaveURL(FORM_URL);
  await expect(cargo).toHaveValue('不锈钢保温杯');

  // Confirming leaves.
  await openDraftsFromMenu(page, dialog);
  await page.getByTestId('leave-confirm').click();
  await expect(page).toHaveURL(DRAFTS_URL);
  await expect(drafts).toBeVisible();

  // Saved as a draft: leaving asks nothing.
  await openNewForm(page);
  await page.getByTestId('applicant-name').fill('上海远洋贸易有限公司');
  await pickOption(page, page.getByTestId('applicant-idType'), '', /^其他$/);
  await page.getByTestId('applicant-idNo').fill('LEAVE-GUARD-01');
  await page.getByTestId('insured-name').fill('Pacific Coast Imports LLC');
  await pickOption(page, page.getByTestId('goods-major'), '', '普通货物');
  await pickOption(page, page.getByTestId('goods-sub'), '', '日用百货');
  await cargo.fill('不锈钢保温杯');
  await page.getByTestId('form-save-draft').click();
  await expect(page).toHaveURL(/\/quotation\?draft=\d+$/);
  await openDraftsFromMenu(page, drafts);
  await expect(dialog).toHaveCount(0);
});
