import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  chinaDay,
  grouped,
  pdfFile,
  pngFile,
  requestDocumentAsUnderwriter,
  settleAsUnderwriter,
} from '../support/claims';
import { logInAsDemo } from '../support/login';
import { pickOption } from './antd-select';

type Lang = 'zh' | 'en';

/** What differs between the two languages: the texts the test picks or reads. */
interface Case {
  lang: Lang;
  lossType: string;
  province: { search: string; option: string };
  city: { search: string; option: string };
  cause1: string;
  cause2: string;
  status: { reported: string; settled: string };
}

const CASES: Case[] = [
  {
    lang: 'zh',
    lossType: '货损',
    province: { search: '浙江', option: '浙江省' },
    city: { search: '杭州', option: '杭州市' },
    cause1: '自然灾害',
    cause2: '恶劣气候',
    status: { reported: '已报案', settled: '已理算' },
  },
  {
    lang: 'en',
    lossType: 'Cargo Damage',
    province: { search: 'Zhejiang', option: 'Zhejiang' },
    city: { search: 'Hangzhou', option: 'Hangzhou' },
    cause1: 'Natural Calamities',
    cause2: 'Heavy Weather',
    status: { reported: 'Reported', settled: 'Settlement calculated' },
  },
];

/** The demo policy in force whose goods go by sea to Hamburg (apps/server/src/db/seed/insuring.seed.ts). */
const POLICY_ROW = 'Hamburg Haushaltswaren GmbH';

/** A full-page screenshot from the top, once nothing is loading and no dialog or toast is left. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  // Away from the header menu, whose group would stay open under the pointer.
  await page.mouse.move(4, 600);
  await page.screenshot({ path: `artifacts/claim-${name}.png`, fullPage: true, animations: 'disabled' });
};

/** The input element of a control with this test id (antd puts the id on the input or on its wrapper). */
const inputOf = async (page: Page, testId: string): Promise<Locator> => {
  const box = page.getByTestId(testId);
  const tag = await box.evaluate((element) => element.tagName);
  return tag === 'INPUT' || tag === 'TEXTAREA' ? box : box.locator('input, textarea').first();
};

const fill = async (page: Page, testId: string, value: string) => {
  const input = await inputOf(page, testId);
  await input.fill(value);
  await expect(input).toHaveValue(value);
};

/** Presses the primary button of the confirmation dialog on screen and waits for the dialog to go. */
const confirmDialog = async (page: Page) => {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
};

/** Online reporting: the policy enquiry of type compensation; answers the number of the policy chosen. */
const choosePolicy = async (page: Page): Promise<string> => {
  await page.goto('/policy-query-download?type=compensation');
  await expect(page.getByTestId('policy-type-notice')).toBeVisible();
  const report = page
    .getByTestId('policy-list')
    .locator('tbody tr', { hasText: POLICY_ROW })
    .first()
    .locator('[data-testid^="report-claim-"]');
  await expect(report).toBeVisible();
  const policyNo = ((await report.getAttribute('data-testid')) ?? '').replace('report-claim-', '');
  expect(policyNo).toMatch(/^\d{20}$/);
  await report.click();
  await expect(page).toHaveURL(new RegExp(`/report\\?policyNo=${policyNo}$`));
  await expect(page.getByTestId('report-form')).toBeVisible();
  return policyNo;
};

/** Part of the report, saved as a draft; answers the draft's id (the address moves to it). */
const startReport = async (page: Page, typed: { reporter: string; description: string }) => {
  await fill(page, 'report-reporterName', typed.reporter);
  await fill(page, 'report-description', typed.description);
  await page.getByTestId('report-save-draft').click();
  await expect(page).toHaveURL(/\/report\?draft=\d+$/);
  return Number(new URL(page.url()).searchParams.get('draft'));
};

/** Claims enquiry → Report drafts → continue: the form comes back with what was typed. */
const resumeFromDrafts = async (
  page: Page,
  lang: Lang,
  draftId: number,
  typed: { reporter: string; description: string },
) => {
  await page.goto('/compensation');
  await expect(page.getByTestId('claim-enquiry')).toBeVisible();
  await page.getByTestId('claims-tab-drafts').click();
  const resume = page.getByTestId(`draft-continue-${draftId}`);
  await expect(resume).toBeVisible();
  await shoot(page, `drafts-${lang}`);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/report\\?draft=${draftId}$`));
  await expect(page.getByTestId('report-form')).toBeVisible();
  await expect(await inputOf(page, 'report-reporterName')).toHaveValue(typed.reporter);
  await expect(await inputOf(page, 'report-description')).toHaveValue(typed.description);
};

/** The rest of the report: yesterday 09:30 in China, cargo damaged by heavy weather, one goods line. */
const completeReport = async (page: Page, c: Case) => {
  const date = await inputOf(page, 'report-incident-date');
  await date.click();
  await date.fill(chinaDay(-1));
  await date.press('Enter');
  const time = await inputOf(page, 'report-incident-time');
  await time.click();
  await time.fill('09:30');
  await time.press('Enter');
  await pickOption(page, page.getByTestId('report-lossType'), '', c.lossType);
  await pickOption(page, page.getByTestId('report-provinceCode'), c.province.search, c.province.option);
  await pickOption(page, page.getByTestId('report-cityCode'), c.city.search, c.city.option);
  await pickOption(page, page.getByTestId('report-causeLevel1'), '', c.cause1);
  await pickOption(page, page.getByTestId('report-causeLevel2'), '', c.cause2);
  await fill(page, 'report-carrierName', 'COSCO SHIPPING Lines');
  // 10 cartons × 120.00 × 50 % = 600.00, the estimate.
  await page.getByTestId('report-goods-add').click();
  await fill(page, 'report-goods-0-goodsName', 'Microwave ovens MW-2508');
  await fill(page, 'report-goods-0-quantity', '10');
  await fill(page, 'report-goods-0-unit', 'CTN');
  await (await inputOf(page, 'report-goods-0-unitPrice')).fill('120.00');
  await fill(page, 'report-goods-0-damageExtent', '50');
  await (await inputOf(page, 'report-estimatedLoss')).fill('600.00');
  await page.getByTestId('report-accepted').check();
};

/** Submits through the review dialog; answers the report number of the result. */
const submitReport = async (page: Page, lang: Lang): Promise<string> => {
  await page.getByTestId('report-submit').click();
  // The review dialog (its test id is on the modal's root, which has no box of its own).
  const confirm = page.getByTestId('report-submit-confirm');
  await expect(confirm).toBeVisible();
  // What the estimate would pay after the deductible, in the policy's currency.
  await expect(page.getByTestId('report-review-payout')).toHaveText(/^[A-Z]{3} [\d,]+\.\d{2}$/);
  await page.screenshot({ path: `artifacts/claim-review-${lang}.png` });
  await confirm.click();
  const result = page.getByTestId('report-result');
  await expect(result).toBeVisible();
  const reportNo = (await result.getAttribute('data-report-no')) ?? '';
  expect(reportNo).toMatch(/^\d{20}$/);
  return reportNo;
};

/** Uploads a file for a document type of the checklist (the Upload's own file input). */
const uploadTo = async (page: Page, typeCode: string, file: ReturnType<typeof pngFile>) => {
  const row = page.getByTestId('doc-checklist').locator(`tr[data-row-key="${typeCode}"]`);
  await row.locator('input[type="file"]').setInputFiles(file);
  return row;
};

/** Two documents uploaded, one of them replaced (confirmed first); the checklist shows each. */
const uploadDocuments = async (page: Page, reportNo: string) => {
  await expect(page.getByTestId('claim-report-no')).toContainText(reportNo);
  const missingBefore = await page.getByTestId('doc-missing').textContent();

  await uploadTo(page, '29', pdfFile('invoice.pdf', 'first'));
  await expect(page.getByTestId('doc-file-29')).toHaveText('invoice.pdf');
  await expect(page.getByTestId('doc-state-29')).toHaveAttribute('data-state', 'uploaded');

  await uploadTo(page, '21', pngFile('packing-list.png'));
  await expect(page.getByTestId('doc-file-21')).toHaveText('packing-list.png');
  await expect(page.getByTestId('doc-state-21')).toHaveAttribute('data-state', 'uploaded');
  await expect(page.getByTestId('doc-missing')).not.toHaveText(missingBefore ?? '');

  // A second invoice replaces the first, once confirmed.
  await expect(page.getByTestId('doc-upload-29')).toBeEnabled();
  await uploadTo(page, '29', pdfFile('invoice-corrected.pdf', 'second'));
  await confirmDialog(page);
  await expect(page.getByTestId('doc-file-29')).toHaveText('invoice-corrected.pdf');
  await expect(page.getByTestId('doc-state-29')).toHaveAttribute('data-state', 'uploaded');
};

/** Files refused before sending (the extension) and by the server (the content): a message, nothing kept. */
const refusedUploads = async (page: Page) => {
  const errors = page.locator('.ant-message-notice-error');
  const refused = async (typeCode: string, file: ReturnType<typeof pngFile>) => {
    await uploadTo(page, typeCode, file);
    await expect(errors).toHaveCount(1);
    await expect(errors).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId(`doc-state-${typeCode}`)).toHaveAttribute('data-state', 'missing');
  };
  await refused('01', { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await refused('05', { name: 'claim.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
};

/** The checklist mailed to the reporter's address, and the notice to the carrier downloaded in English. */
const mailAndNotice = async (page: Page) => {
  await page.getByTestId('doc-email').click();
  const email = page.getByTestId('doc-email-input');
  await expect(email).toHaveValue(/@/);
  const address = await email.inputValue();
  await page.locator('.ant-modal', { has: email }).locator('.ant-btn-primary').click();
  await expect(page.locator('.ant-message-notice-success', { hasText: address })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('doc-carrier').click();
  await page.getByTestId('doc-carrier-en').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
};

/** Claims enquiry by the report number's last 8 digits: the claim's row with its status. */
const findInEnquiry = async (page: Page, reportNo: string, status: string) => {
  await page.goto('/compensation');
  await page.getByTestId('claims-reportNo').fill(reportNo.slice(-8));
  await page.getByTestId('claims-search').click();
  const row = page.getByTestId('claims-table').locator(`tr[data-row-key="${reportNo}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`claim-status-${reportNo}`)).toHaveText(status);
  await expect(page.getByTestId('claims-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  return row;
};

for (const c of CASES) {
  test(`a claim from report to settlement (${c.lang})`, async ({ page, baseURL }) => {
    // A whole claim in one test: about a minute on its own, more on a busy machine.
    test.setTimeout(180_000);
    await logInAsDemo(page, c.lang, 'Claims service');
    const policyNo = await choosePolicy(page);
    const typed = {
      reporter: `E2E ${c.lang} reporter`,
      description: `E2E ${c.lang}: wet cartons on arrival`,
    };

    const draftId = await startReport(page, typed);
    await resumeFromDrafts(page, c.lang, draftId, typed);
    await expect(page.getByTestId('report-subject-no')).toContainText(policyNo);
    await completeReport(page, c);
    const reportNo = await submitReport(page, c.lang);

    await page.getByTestId('result-detail').click();
    await expect(page).toHaveURL(new RegExp(`/claim-query/claim-detail\\?reportNo=${reportNo}$`));
    await expect(page.getByTestId('claim-status')).toHaveText(c.status.reported);
    await uploadDocuments(page, reportNo);
    await refusedUploads(page);
    await mailAndNotice(page);

    const row = await findInEnquiry(page, reportNo, c.status.reported);
    await expect(row).toContainText(policyNo);

    // The adjuster asks for the police certificate: the request shows on the claim, its line highlighted.
    await requestDocumentAsUnderwriter(
      baseURL ?? '',
      reportNo,
      '09',
      'E2E: police report of the theft check',
    );
    await row.getByTestId(`claim-link-${reportNo}`).click();
    await expect(page.getByTestId('claim-requests')).toContainText('E2E: police report of the theft check');
    await expect(page.getByTestId('doc-state-09')).toHaveAttribute('data-state', 'missing');

    const settlement = await settleAsUnderwriter(baseURL ?? '', reportNo);
    await page.reload();
    await expect(page.getByTestId('claim-status')).toHaveText(c.status.settled);
    await expect(page.getByTestId('claim-step-02')).toHaveAttribute('data-state', 'process');
    await expect(page.getByTestId('claim-settlement-payable')).toContainText(grouped(settlement.payable));
    await shoot(page, `detail-${c.lang}`);

    await findInEnquiry(page, reportNo, c.status.settled);
    await expect(page.getByTestId(`claim-payable-${reportNo}`)).toContainText(grouped(settlement.payable));
    await shoot(page, `enquiry-${c.lang}`);
  });
}

test('a report number of no claim of the account shows "not found", never a blank page', async ({ page }) => {
  await logInAsDemo(page, 'en', 'Claims service');
  await page.goto('/claim-query/claim-detail?reportNo=59999010100000000001');
  await expect(page.getByTestId('claim-not-found')).toBeVisible();
  await page.goto('/claim-query/claim-detail?reportNo=12345');
  await expect(page.getByTestId('claim-not-found')).toBeVisible();
  await page.getByTestId('claim-back').click();
  await expect(page.getByTestId('claim-enquiry')).toBeVisible();
});

test('/normal-report is the loss report page: it keeps its policy and opens one tab, not two', async ({
  page,
}) => {
  await logInAsDemo(page, 'en', 'Claims service');
  const policyNo = await choosePolicy(page);
  await page.goto(`/normal-report?policyNo=${policyNo}`);
  await expect(page).toHaveURL(new RegExp(`/report\\?policyNo=${policyNo}$`));
  await expect(page.getByTestId('report-subject-no')).toContainText(policyNo);
  await expect(page.getByTestId('tab-/report')).toHaveCount(1);
  await expect(page.getByTestId('tab-/normal-report')).toHaveCount(0);
});
