import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { acceptedForm } from '../support/application-form';
import { logInAs, logInAsDemo } from '../support/login';
import { downloadPdf } from '../support/pdf';
import { joinedSubUser, openPastBindPhoneNotice } from '../support/sub-user';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
const artifact = (name: string) => `artifacts/documents-print-${name}.png`;

const postData = async <T>(page: Page, path: string, data: object): Promise<T> => {
  const response = await page.request.post(`${gateway}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

type Applied = { id: number; voucherNo: string; quote: { premium: string; currencyCode: string } };

const apply = (page: Page) =>
  postData<Applied>(page, '/cargo/apply/applyPolicy', { requestKey: randomUUID(), form: acceptedForm() });

/** An issued policy corrected at once (invoice USD 100,000 → 120,000): its number and endorsement. */
const correctedPolicy = async (page: Page) => {
  const application = await apply(page);
  const paid = await postData<{ policyId: number; policyNo: string }>(page, '/cargo/payment/pay', {
    applicationId: application.id,
    requestKey: randomUUID(),
    amount: application.quote.premium,
    currencyCode: application.quote.currencyCode,
  });
  const corrected = await postData<{ endorsementNo: string; status: string }>(page, '/cargo/correct/apply', {
    policyId: paid.policyId,
    correctionType: '90001',
    reason: '更正发票金额',
    changes: { insurance: { invoiceAmount: '120000.00' } },
    requestKey: randomUUID(),
  });
  expect(corrected.status).toBe('E2');
  return { policyNo: paid.policyNo, endorsementNo: corrected.endorsementNo };
};

test('an application PDF in each language from the application enquiry, dispatched and polled', async ({
  page,
}) => {
  await logInAsDemo(page, 'zh', 'Insure');
  const application = await apply(page);
  await page.goto('/pending-task/application');
  const testId = `application-pdf-${application.id}`;
  await expect(page.getByTestId(testId)).toBeVisible();
  // The export product uses polling: the progress dialog counts the checks, then the file downloads.
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-zh`).click();
  await expect(page.getByTestId('print-progress')).toContainText('次查询结果');
  await page.screenshot({ path: artifact('polling-zh') });
  const chinese = await download;
  expect(chinese.suggestedFilename()).toBe(`投保单-${application.voucherNo}.pdf`);
  await expect(page.getByTestId('print-progress')).toBeHidden();

  const english = await downloadPdf(page, testId, 'en');
  expect(english.name).toBe(`application-${application.voucherNo}.pdf`);
});

/** A draft export application of the logged-in user. */
const saveDraft = (page: Page) =>
  postData<{ id: number; voucherNo: string }>(page, '/cargo/apply/tempApply', {
    form: {
      productCode: 'MP09110009',
      applicant: { appliName: '上海远洋贸易有限公司', appliIdType: '10', appliIdNo: '91310115MA1H7GXQ3E' },
      insured: { insuredName: 'Pacific Home Goods LLC' },
      goods: { majorCategory: '01', subCategory: '0103' },
    },
  });

test('the print options dialog prints a draft PDF with paper, seal and date format chosen', async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Insure');
  const draft = await saveDraft(page);
  await page.goto('/pending-task/temporary');
  const testId = `draft-pdf-${draft.id}`;
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-options`).click();
  const dialog = page.getByRole('dialog', { name: 'Print options' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Chinese').check();
  await page.screenshot({ path: artifact('options-en') });
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('print-options-ok').click();
  expect((await download).suggestedFilename()).toBe(`投保单暂存稿-${draft.voucherNo}.pdf`);
});

test('the original policy with its correction inventory in each language from the correction enquiry', async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Endorsement service');
  const policy = await correctedPolicy(page);
  await page.goto('/pending-task/correcting');
  const testId = `old-policy-pdf-${policy.policyNo}`;
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await page.screenshot({ path: artifact('correction-enquiry-en') });
  const english = await downloadPdf(page, testId, 'en');
  expect(english.name).toBe(`policy-${policy.policyNo}-original-and-endorsements.pdf`);
  const chinese = await downloadPdf(page, testId, 'zh');
  expect(chinese.name).toBe(`原保单及批改清单-${policy.policyNo}.pdf`);
  // Both carry the QR code of the original version.
  for (const file of [english, chinese])
    expect(file.bytes.toString('latin1')).toMatch(/\/URI \(http[^)]*\/verify\//);

  // The policy enquiry offers the same for a corrected policy.
  await page.goto('/policy-query-download');
  await expect(page.getByTestId(`new-policy-pdf-${policy.policyNo}`)).toBeVisible();
});

/** Opens a PDF button's "Print options…" dialog, titled in the page's language, once its options are read. */
const openPrintOptions = async (page: Page, testId: string, title: string) => {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-options`).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('print-language')).toBeVisible();
  return dialog;
};

test('the print options dialog starts from the user print habit, in both languages', async ({
  page,
  baseURL,
}) => {
  // A user of its own: the habit is per user, and other specs print with demo's defaults.
  const user = await joinedSubUser(baseURL ?? '', 'Qian Hui');
  await logInAs(page, 'zh', user, 'Insure');
  await openPastBindPhoneNotice(page, '/pending-task/temporary');
  const draft = await saveDraft(page);
  await page.reload();
  const testId = `draft-pdf-${draft.id}`;

  // No habit saved: the print defaults, in the page's language.
  let dialog = await openPrintOptions(page, testId, '打印选项');
  await expect(dialog.getByLabel('中文版')).toBeChecked();
  for (const text of ['A4普通纸（电子凭证）', '电子签章', '年-月-日（2025-01-31）'])
    await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  const habit = { printLanguage: '02', paperType: '02', sealType: '02', datePrintFormat: '03' };
  const saved = await page.request.put(`${gateway}/cargo/printHabit/put`, { data: habit });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  dialog = await openPrintOptions(page, testId, '打印选项');
  await expect(dialog.getByLabel('英文版')).toBeChecked();
  for (const text of ['保险公司印制凭证', '分支机构加盖公章', '月. 日, 年（Jan. 31, 2025）'])
    await expect(dialog).toContainText(text);
  await page.screenshot({ path: artifact('habit-zh') });
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.reload();
  dialog = await openPrintOptions(page, testId, 'Print options');
  await expect(dialog.getByLabel('English')).toBeChecked();
  for (const text of [
    "Insurer's pre-printed certificate form",
    'Company seal stamped at the branch',
    'MMM. DD, YYYY',
  ])
    await expect(dialog).toContainText(text);
  await page.screenshot({ path: artifact('habit-en') });
  // Printed as the habit says: in English.
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('print-options-ok').click();
  expect((await download).suggestedFilename()).toBe(`application-draft-${draft.voucherNo}.pdf`);
});
