import { addDays, todayInChina } from '@cargo/domain/clock/index';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';
import { pickOption } from './antd-select.ts';

const artifacts = (name: string) => `artifacts/insuring-${name}.png`;

/** A small PDF (the server checks an attachment's bytes, not only its name). */
const INVOICE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

type Lang = 'zh' | 'en';

/** One application's own data, so the two runs never meet. */
interface Shipment {
  applicant: string;
  applicantId: string;
  insured: string;
  insuredId: string;
  cargo: string;
  invoiceNo: string;
  vessel: string;
  invoiceAmount: string;
}

/** A China day (the business clock) `offset` days from today. */
const day = (offset: number) => addDays(todayInChina(), offset);

const logIn = (page: Page, lang: Lang) => logInAsDemo(page, lang, 'Insure services');

/** The antd Select with this test id: open it, type to narrow it, pick the option showing `option`. */
const choose = async (page: Page, testId: string, search: string, option: string | RegExp) => {
  const select = page.getByTestId(testId);
  await pickOption(page, select, search, option);
  await expect(select.locator('xpath=ancestor-or-self::*[contains(@class,"ant-select ")][1]')).toContainText(
    option,
  );
};

/** The input element of a control with this test id (antd puts the id on the input or on its wrapper). */
const inputOf = async (page: Page, testId: string): Promise<Locator> => {
  const box = page.getByTestId(testId);
  return (await box.evaluate((element) => element.tagName)) === 'INPUT' ? box : box.locator('input').first();
};

/** The input of an antd DatePicker: type the date and confirm. */
const typeDate = async (page: Page, testId: string, date: string) => {
  const input = await inputOf(page, testId);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
};

const fillClient = async (page: Page, side: 'applicant' | 'insured', name: string, idNo: string) => {
  await page.getByTestId(`${side}-name`).fill(name);
  await choose(page, `${side}-idType`, '', /^(其他|Other)$/);
  await page.getByTestId(`${side}-idNo`).fill(idNo);
};

const insureOnline = async (page: Page, lang: Lang, data: Shipment) => {
  await logIn(page, lang);

  // Online insure: the account's products.
  await page.goto('/quotation');
  await expect(page.getByTestId('product-card-MP09110009')).toBeVisible();
  await page.screenshot({ path: artifacts(`products-${lang}`), fullPage: true, animations: 'disabled' });
  await page.getByTestId('product-insure-MP09110009').click();
  await expect(page.getByTestId('application-form')).toBeVisible();

  // The minimum valid export application.
  await typeDate(page, 'basic-end', day(30));
  await fillClient(page, 'applicant', data.applicant, data.applicantId);
  await fillClient(page, 'insured', data.insured, data.insuredId);
  await choose(page, 'goods-major', '', lang === 'zh' ? '普通货物' : 'General merchandise');
  await choose(page, 'goods-sub', '', lang === 'zh' ? '日用百货' : 'Daily necessities');
  await page.getByTestId('goods-cargoName').fill(data.cargo);
  await page.getByTestId('goods-description').fill(`${data.cargo}, 120 cartons`);
  await page.getByTestId('transport-invoiceNo').fill(data.invoiceNo);
  await page.getByTestId('transport-conveyance').fill(data.vessel);
  await typeDate(page, 'transport-departureDate', day(2));
  await choose(page, 'transport-departurePort', 'SHA', 'CNSHA');
  await choose(page, 'transport-destinationPort-country', '(US)', '(US)');
  await choose(page, 'transport-destinationPort', 'LAX', 'USLAX');
  await choose(page, 'transport-iacs', 'CCS', '(CCS)');
  await (await inputOf(page, 'transport-shipAge')).fill('12');
  await (await inputOf(page, 'insurance-invoiceAmount')).fill(data.invoiceAmount);

  // Attachments: the commercial invoice, checked by the server by its content.
  await page
    .getByTestId('attachment-01')
    .locator('input[type=file]')
    .setInputFiles({
      name: `invoice-${data.invoiceNo}.pdf`,
      mimeType: 'application/pdf',
      buffer: INVOICE_PDF,
    });
  await expect(page.getByTestId('attachment-name-01')).toHaveText(`invoice-${data.invoiceNo}.pdf`);

  // The server prices it (previewQuote): premium, no referral.
  await expect(page.getByTestId('quote-premium')).toBeVisible();
  await expect(page.getByTestId('quote-calculating')).toHaveCount(0);
  await expect(page.getByTestId('quote-referrals')).toHaveCount(0);
  await page.getByTestId('form-insurance').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifacts(`quote-${lang}`), animations: 'disabled' });
  await page.evaluate('window.scrollTo(0, 0)');
  // The action bar sticks to the window's bottom; in a full-page picture it belongs under the form.
  await page.screenshot({
    path: artifacts(`form-${lang}`),
    fullPage: true,
    animations: 'disabled',
    style: '[data-testid="form-actions"] { position: static !important; }',
  });

  // Save as a draft (B1).
  await page.getByTestId('form-save-draft').click();
  const voucher = page.getByTestId('form-voucher-no');
  await expect(voucher).toContainText(/\d{20}/);
  const voucherNo = ((await voucher.textContent()) ?? '').match(/\d{20}/)?.[0] ?? '';
  await expect(page).toHaveURL(/\/quotation\?draft=\d+/);

  // Draft policies: the draft is listed; open it to turn it into an application.
  await page.goto('/pending-task/temporary');
  const draftRow = page.getByTestId('draft-list').locator('tr', { hasText: voucherNo });
  await expect(draftRow).toBeVisible();
  await expect(draftRow).toContainText(data.insured);
  await page.screenshot({ path: artifacts(`drafts-${lang}`), fullPage: true, animations: 'disabled' });
  await page.getByTestId(`draft-apply-${voucherNo}`).click();
  await expect(page.getByTestId('application-form')).toBeVisible();
  await expect(page.getByTestId('goods-cargoName')).toHaveValue(data.cargo);
  await expect(page.getByTestId('attachment-name-01')).toHaveText(`invoice-${data.invoiceNo}.pdf`);
  await expect(page.getByTestId('quote-premium')).toBeVisible();

  // Submit: automatic underwriting accepts it, pending payment (B3).
  await page.getByTestId('form-submit').click();
  const result = page.getByTestId('application-result');
  await expect(result).toHaveAttribute('data-status', 'B3');
  await expect(result).toContainText(voucherNo);
  await page.screenshot({ path: artifacts(`result-${lang}`), fullPage: true, animations: 'disabled' });

  // Pay: amount, currency and payee, then the issued policy.
  await page.getByTestId('result-pay').click();
  await expect(page.getByTestId('payment-amount')).toContainText('USD');
  await page.screenshot({ path: artifacts(`payment-${lang}`), fullPage: true, animations: 'disabled' });
  await page.getByTestId('payment-confirm').click();
  const policyNo = result.getByTestId('issued-policy-no');
  await expect(policyNo).toHaveText(/^\d{20}$/);
  const number = (await policyNo.textContent()) ?? '';
  await expect(result).toHaveAttribute('data-status', 'P1');
  await page.screenshot({ path: artifacts(`issued-${lang}`), fullPage: true, animations: 'disabled' });

  // Policy enquiry: the issued policy, found by its full number.
  await result.getByTestId('issued-policy-link').click();
  const policyRow = page.getByTestId('policy-list').locator('tr', { hasText: number });
  await expect(policyRow).toBeVisible();
  await expect(policyRow).toContainText(data.insured);
  await expect(page.getByTestId(`validity-${number}`)).toBeVisible();
  await page.screenshot({ path: artifacts(`policies-${lang}`), fullPage: true, animations: 'disabled' });

  // The application enquiry lists what is still open (seeded applications under review).
  await page.goto('/pending-task/application');
  await expect(page.getByTestId('application-list').locator('.ant-table')).toBeVisible();
  await page.screenshot({ path: artifacts(`applications-${lang}`), fullPage: true, animations: 'disabled' });
};

test('online insuring in Chinese: quote, draft, submit, pay, find the policy', async ({ page }) => {
  await insureOnline(page, 'zh', {
    applicant: '上海远洋国际贸易有限公司',
    applicantId: 'SHREG2026A17',
    insured: '洛杉矶太平洋进口公司',
    insuredId: 'LAREG88314Q',
    cargo: '不锈钢保温杯',
    invoiceNo: 'INV-ZH-20261122',
    vessel: 'COSCO SHIPPING TAURUS 051E',
    invoiceAmount: '100000',
  });
});

test('online insuring in English: quote, draft, submit, pay, find the policy', async ({ page }) => {
  await insureOnline(page, 'en', {
    applicant: 'Shanghai Ocean Trading Co., Ltd.',
    applicantId: 'SHREG2026B29',
    insured: 'Pacific Coast Imports LLC',
    insuredId: 'PCREG55172K',
    cargo: 'Cotton T-shirts',
    invoiceNo: 'INV-EN-20261122',
    vessel: 'MSC AURORA 122W',
    invoiceAmount: '56789.50',
  });
});
