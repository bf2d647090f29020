import { readFile } from 'node:fs/promises';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations } from '../support/a11y';
import { declareByApi, OPEN_POLICY_NO } from '../support/declaration';
import { solvedImageCode } from '../support/login';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';

const declare = (page: Page) => declareByApi(page, 'FIN');

/** The demo user's session in the page's cookie jar (the login page has its own spec). */
const logIn = async (page: Page, lang: 'zh' | 'en', baseURL: string | undefined) => {
  const { captchaId, verifyCode } = await solvedImageCode(page.request);
  const login = await page.request.post(`${gateway}/epa-login`, {
    data: { account: 'demo', password: 'Shocean#2026', captchaId, verifyCode },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
};

/** Serious axe findings on the page's own content (the header is the shell's, checked by its own specs). */
const pageViolations = async (page: Page) =>
  (await seriousViolations(page)).filter((finding) =>
    finding.targets.every((target) => !target.includes('ant-menu')),
  );

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `artifacts/finance-${name}.png`, fullPage: true });

const setLanguage = async (page: Page, lang: 'zh' | 'en', baseURL: string | undefined) => {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
};

test('pay a settlement, request its invoice, download the invoice PDF', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await logIn(page, 'en', baseURL);
  await declare(page);
  const month = todayInChina().slice(0, 7).replace('-', '');

  // The month's settlement, paid after the confirmation naming its amount.
  await page.goto('/pending-task/settlement');
  const pay = page.locator(`[data-testid^="settlement-pay-ST${OPEN_POLICY_NO}${month}"]`).first();
  await expect(pay).toBeVisible({ timeout: 30_000 });
  const settlementNo = ((await pay.getAttribute('data-testid')) ?? '').replace('settlement-pay-', '');
  await shot(page, 'settlements-en');
  expect(await pageViolations(page)).toEqual([]);
  await pay.click();
  const confirmPay = page.getByRole('dialog').filter({ hasText: `Pay settlement ${settlementNo}` });
  await expect(confirmPay).toBeVisible();
  await confirmPay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(`Settlement ${settlementNo} paid`)).toBeVisible();
  await expect(page.getByTestId(`settlement-pay-${settlementNo}`)).toHaveCount(0);

  // On the paid tab, its invoice is requested.
  await page.getByRole('tab', { name: 'Paid', exact: true }).click();
  await expect(page.getByTestId('settlement-paid-table')).toContainText(settlementNo);
  await page.getByTestId(`invoice-link-${settlementNo}`).click();
  await expect(page.getByTestId('invoice-source')).toContainText(settlementNo);
  await expect(page.getByTestId('invoice-source')).toContainText('VAT electronic ordinary invoice');

  // A wrong taxpayer number and a missing email are refused next to their fields.
  await page.getByTestId('invoice-taxpayer').fill('91350100M000100Y44');
  await page.getByTestId('invoice-email').fill('');
  await page.getByTestId('invoice-submit').click();
  await expect(
    page.getByText('The check character of the taxpayer ID is wrong; please check it'),
  ).toBeVisible();
  await expect(page.getByText('Email: cannot be empty').or(page.getByText('cannot be empty'))).toBeVisible();
  await shot(page, 'invoice-form-en');
  expect(await pageViolations(page)).toEqual([]);

  await page.getByTestId('invoice-taxpayer').fill('91350100M000100Y43');
  await page.getByTestId('invoice-email').fill('finance@shocean.example.cn');
  // The satisfaction panel (shell) may cover the form's lower part: answer it later.
  const later = page.getByTestId('rating-panel').getByRole('button', { name: 'Rate later' });
  if (await later.isVisible()) await later.click();
  await page.getByTestId('invoice-foreign').check();
  await page.getByTestId('invoice-submit').click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'cannot be changed' })
    .getByRole('button', { name: 'Submit request' })
    .click();
  await expect(page.getByTestId('invoice-issued')).toBeVisible();
  const downloadButton = page.locator('[data-testid^="invoice-download-"]').first();
  const invoiceNo = ((await downloadButton.getAttribute('data-testid')) ?? '').replace(
    'invoice-download-',
    '',
  );
  expect(invoiceNo).toMatch(/^\d{20}$/);

  const download = page.waitForEvent('download');
  await downloadButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`电子发票-${invoiceNo}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The invoice list shows it, in each language.
  await page.goto('/invoice');
  await expect(page.getByTestId('invoice-table')).toContainText(invoiceNo);
  await expect(page.getByTestId('invoice-table')).toContainText('Issued, sent to the email');
  await shot(page, 'invoices-en');
  expect(await pageViolations(page)).toEqual([]);
  expect(await otherScriptTexts(page, 'en')).toEqual([]);

  await setLanguage(page, 'zh', baseURL);
  await page.goto('/invoice');
  await expect(page.getByTestId('invoice-table')).toContainText('已开具，已发送至邮箱');
  await shot(page, 'invoices-zh');
  expect(await pageViolations(page)).toEqual([]);
  await page.goto(`/invoice/request?sourceType=settlement&sourceNo=${settlementNo}`);
  await expect(page.getByTestId('invoice-issued')).toContainText('该笔保费已开具发票');
  await page.goto('/pending-task/settlement');
  await expect(page.getByTestId('settlement-table')).toBeVisible();
  await shot(page, 'settlements-zh');
  expect(await pageViolations(page)).toEqual([]);
  await page.goto('/pending-task/settlement?tab=paid');
  await expect(page.getByTestId('settlement-paid-table')).toContainText(invoiceNo);
  await shot(page, 'settlements-paid-zh');
});
