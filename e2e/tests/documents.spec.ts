import { expect, type Page, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations } from '../support/a11y';
import { declareByApi } from '../support/declaration';
import { logInAsDemo } from '../support/login';
import { downloadPdf } from '../support/pdf';

/** The verification address the QR code holds (also written as the QR code's link). */
const qrUrlOf = (pdf: Buffer) => {
  const match = /\/URI \((http[^)]*\/verify\/[A-Za-z0-9_-]{22})\)/.exec(pdf.toString('latin1'));
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
};

const declare = (page: Page) => declareByApi(page, 'DOC');

test('a policy PDF in each language from the policy list; its QR code opens the verification page', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Policy');
  await page.goto('/policy-query-download');
  const button = page.locator('[data-testid^="policy-pdf-"]').first();
  await expect(button).toBeVisible();
  const testId = (await button.getAttribute('data-testid')) ?? '';
  const policyNo = testId.replace('policy-pdf-', '');
  const chinese = await downloadPdf(page, testId, 'zh');
  expect(chinese.name).toBe(`保险单-${policyNo}.pdf`);
  const english = await downloadPdf(page, testId, 'en');
  expect(english.name).toBe(`policy-${policyNo}.pdf`);
  expect(english.bytes.length).toBeLessThan(300 * 1024);

  // The QR code's address, opened without a session, says the policy is genuine.
  const url = qrUrlOf(english.bytes);
  expect(qrUrlOf(chinese.bytes)).toBe(url);
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page.getByTestId('verify-result')).toContainText('真实有效');
  await expect(page.getByTestId('verify-number')).toHaveText(policyNo);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await otherScriptTexts(page, 'zh')).toEqual([]);
});

test('a certificate PDF in each language from the declaration enquiry, verified by its QR code', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Transport declaration');
  const declared = await declare(page);
  await page.goto('/transport-declaration/temporary');
  const testId = `certificate-pdf-${declared.declarationNo}`;
  await expect(page.getByTestId(testId)).toBeVisible();
  const chinese = await downloadPdf(page, testId, 'zh');
  expect(chinese.name).toBe(`保险凭证-${declared.certificateNo}.pdf`);
  const english = await downloadPdf(page, testId, 'en');
  expect(english.name).toBe(`certificate-${declared.certificateNo}.pdf`);

  await page.goto(qrUrlOf(english.bytes));
  await expect(page.getByTestId('verify-result')).toContainText('真实有效');
  await expect(page.getByTestId('verify-number')).toHaveText(declared.certificateNo);
  await expect(page.getByTestId('verify-status')).toHaveText('有效');
});

test('an unknown code is not genuine, in each language, and the page is axe-clean', async ({
  page,
  baseURL,
}) => {
  await page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByTestId('verify-result')).toContainText('未找到该验证码对应的单据');
  await expect(page.getByTestId('verify-number')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await otherScriptTexts(page, 'zh')).toEqual([]);

  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/verify');
  await page.getByTestId('verify-code').fill('ZZZZZZZZZZ');
  await page.getByTestId('verify-code').press('Enter');
  await expect(page).toHaveURL(/\/verify\/ZZZZZZZZZZ$/);
  await expect(page.getByTestId('verify-result')).toContainText('No document matches this code');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await otherScriptTexts(page, 'en')).toEqual([]);
});
