import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

/** SHOCEAN's export open cover in USD (seeded). */
const POLICY_NO = '60110009202500000018';
const artifact = (name: string) => `artifacts/declaration-credit-${name}.png`;

/**
 * Runs "Check against the L/C" for a credit asking 120 % of the CIF value (its currency prefilled from the
 * form); answers the findings.
 */
const runCheck = async (page: Page) => {
  await page.getByTestId('credit-check').click();
  await page.getByTestId('credit-percent').fill('120');
  await page.getByTestId('credit-run').click();
  const result = page.getByTestId('credit-result');
  await expect(result).toBeVisible();
  return result;
};

test('the letter of credit check warns on the declaration form in both languages, without blocking', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Transport declaration');
  await page.goto(`/fill-transport-declaration?policyNo=${POLICY_NO}`);
  await expect(page.getByTestId('policy-facts')).toContainText(POLICY_NO);
  await page.getByLabel('发票金额').fill('100000.00');
  // 10 % over the invoice: USD 110,000.00, below the 120 % the credit asks.
  await page.getByLabel('加成比例').fill('10');
  await expect(page.getByTestId('credit-check')).toHaveCount(0);
  await page.getByTestId('input-letterOfCredit').getByText('信用证', { exact: true }).click();
  await page.getByTestId('input-letterOfCreditNo').fill('LC-2026-0815');

  let result = await runCheck(page);
  await expect(result.getByTestId('credit-warning').first()).toContainText(
    '保险金额 USD 110,000.00 低于 CIF/CIP 价值的 120%（至少 USD 120,000.00）：请提高加成比例',
  );
  await expect(result.getByTestId('credit-passed').first()).toContainText('保险币种');
  await page.screenshot({ path: artifact('zh') });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click();

  await page.getByTestId('language-switch').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('credit-check')).toHaveText('Check against the L/C');
  result = await runCheck(page);
  await expect(result.getByTestId('credit-warning').first()).toContainText(
    'The sum insured USD 110,000.00 is below 120% of the CIF/CIP value (at least USD 120,000.00)',
  );
  await page.screenshot({ path: artifact('en') });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // A warning only: a submit asks for the missing fields, nothing about the amount or the credit.
  await page.getByTestId('declaration-submit').click();
  await expect(page.getByTestId('declaration-form')).toContainText('Goods description: cannot be empty');
  await expect(page.getByTestId('declaration-form')).not.toContainText(/Addition percentage:|L\/C number:/);
});
