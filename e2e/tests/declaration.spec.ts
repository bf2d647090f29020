import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInAsDemo } from '../support/login';
import { openTemplate } from '../support/workbook';
import { pickOption } from './antd-select.ts';

const artifacts = (name: string) => `artifacts/declaration-${name}.png`;
/** SHOCEAN's export open cover in USD (seeded). */
const POLICY_NO = '60110009202500000018';
/** The example row of the template carries this in its policy number column. */
const EXAMPLE_MARKER = '示例 EXAMPLE';

/** A full-page screenshot from the top, once no table or card is loading. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // A table that has just loaded fades back in (0.3 s): wait until it is fully shown.
  for (const container of await page.locator('.ant-spin-container').all()) {
    await expect(container).toHaveCSS('opacity', '1');
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: artifacts(name), fullPage: true });
};

const login = (page: Page) => logInAsDemo(page, 'zh', 'Transport declaration');

/** Chooses an option of an antd Select with search by typing part of its label. */
const choose = (page: Page, label: string, search: string) =>
  pickOption(page, page.getByLabel(label, { exact: true }), search, search);

/** The shipment fields of the approval form (Chinese UI), except the amounts. */
const fillShipment = async (page: Page, shipment: { goods: string; invoiceNo: string }) => {
  await page.getByLabel('货物描述').fill(shipment.goods);
  await page.getByLabel('唛头/件数/包装').fill('N/M, 1200 CARTONS');
  await page.getByLabel('发票号', { exact: true }).fill(shipment.invoiceNo);
  await page.getByLabel('提单/运单号').fill(`COSU-${shipment.invoiceNo}`);
  await page.getByLabel('船名/车牌号/航班号').fill('COSCO SHIPPING ARIES V.032E');
  await choose(page, '起运国家/地区', '(CN)');
  await page.getByLabel('起运港').fill('Shanghai');
  await choose(page, '目的国家/地区', '(DE)');
  await page.getByLabel('目的港').fill('Hamburg');
  await page.getByLabel('赔款偿付地点').fill('Hamburg, Germany, in USD');
};

/**
 * Rows of the batch: copies of the template's example row (made for the chosen policy), one leaving the
 * policy number blank (the chosen policy is used), one with no goods description.
 */
const fillTemplate = async (templatePath: string, stamp: string): Promise<Buffer> => {
  const { workbook, sheet, header, column, example } = await openTemplate(templatePath);
  // The template of the chosen policy shows it in the example row; the marker opens the goods description.
  expect(String(example.getCell(column('保单号')).value)).toBe(POLICY_NO);
  const exampleGoods = String(example.getCell(column('货物描述')).value);
  expect(exampleGoods.startsWith(EXAMPLE_MARKER)).toBe(true);
  const width = header.length - 1;
  for (let index = 0; index < 3; index++) {
    const row = sheet.getRow(3 + index);
    for (let cell = 1; cell <= width; cell++) row.getCell(cell).value = example.getCell(cell).value;
    row.getCell(column('保单号')).value = index === 0 ? '' : POLICY_NO;
    row.getCell(column('货物描述')).value = exampleGoods.slice(EXAMPLE_MARKER.length).trim();
    row.getCell(column('发票号')).value = `BATCH-${stamp}-${index + 1}`;
    row.commit();
  }
  // The third row misses a required field: it must fail alone (per-row batch).
  sheet.getRow(5).getCell(column('货物描述')).value = '';
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

test('a customer declares a shipment, then a batch with one bad row and downloads the error list', async ({
  page,
}) => {
  await login(page);
  const stamp = randomUUID().slice(0, 8).toUpperCase();

  // Online declaration: the account's open policies with balance, limits and the two ways to declare.
  await page.goto('/transport-declaration/application');
  const card = page.getByTestId(`open-policy-${POLICY_NO}`);
  // The balance falls with every declaration (the spec runs in several time zones on one database).
  await expect(card).toContainText(/USD \d{1,3}(,\d{3})*\.\d{2}/);
  await expect(card).toContainText('单笔限额');
  await shoot(page, 'policies-zh');

  // The approval form: an empty submit says which fields cannot be empty.
  await page.getByTestId(`declare-${POLICY_NO}`).click();
  await expect(page).toHaveURL(new RegExp(`/fill-transport-declaration\\?policyNo=${POLICY_NO}$`));
  const form = page.getByTestId('declaration-form');
  await expect(page.getByTestId('policy-facts')).toContainText(POLICY_NO);
  await page.getByTestId('declaration-submit').click();
  await expect(form).toContainText('货物描述：不能为空');
  await expect(form).toContainText('发票号：发票号与提单/运单号至少填写一项');

  await fillShipment(page, { goods: '全棉针织T恤 Cotton knitted T-shirts', invoiceNo: `INV-${stamp}` });
  await page.getByLabel('发票金额').fill('100000.00');
  // The addition cap of the open policy is shown and enforced next to the field.
  await page.getByLabel('加成比例').fill('35');
  await expect(form).toContainText('加成比例：加成比例超过预约保单约定的上限');
  await page.getByLabel('加成比例').fill('10');
  await expect(page.getByTestId('figure-insured')).toHaveText('USD 110,000.00');
  await expect(page.getByTestId('figure-premium')).toHaveText('USD 165.00');
  await expect(form).not.toContainText('不能为空');
  await shoot(page, 'form-zh');

  await page.getByTestId('declaration-submit').click();
  const result = page.getByTestId('declaration-result-declared');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('declaration-certificate-no')).toHaveText(/^\d{4}90003\d{11}$/);
  await expect(result).toContainText('USD 110,000.00');
  await shoot(page, 'result-zh');

  // The certificate downloads from the result, as a PDF in the print language chosen.
  const certificate = page.waitForEvent('download');
  await page.getByTestId('declaration-download-certificate').click();
  await page.getByTestId('declaration-download-certificate-en').click();
  expect((await certificate).suggestedFilename()).toMatch(/^certificate-\d{20}\.pdf$/);

  // The declared premium is billed monthly: the settlement enquiry lists this policy's month as unpaid.
  await page.goto('/pending-task/settlement');
  await expect(page.getByTestId('settlement-table')).toContainText(`ST${POLICY_NO}`);
  await expect(page.getByTestId('settlement-totals')).toContainText('USD');
  await shoot(page, 'settlement-zh');

  // Batch: the per-row semantics are stated before the upload; the template comes in the UI language.
  await page.goto(`/batch-declaration?policyNo=${POLICY_NO}`);
  await expect(page.getByTestId('batch-mode')).toContainText('逐行申报');
  const templateDownload = page.waitForEvent('download');
  await page.getByTestId('batch-template').click();
  const template = await templateDownload;
  const templatePath = await template.path();
  const file = await fillTemplate(templatePath, stamp);
  await shoot(page, 'batch-zh');

  const chooseFile = async () => {
    await page
      .getByTestId('batch-declaration-page')
      .locator('input[type=file]')
      .setInputFiles({
        name: `declarations-${stamp}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
    await expect(page.getByTestId('batch-upload')).toBeEnabled();
  };
  await chooseFile();
  await page.getByTestId('batch-upload').click();
  // The upload answers at once with the batch (its id in the address); the job's result follows.
  await expect(page).toHaveURL(/[?&]batchId=\d+/);
  const expectResult = async () => {
    await expect(page.getByTestId('batch-result')).toBeVisible();
    await expect(page.getByTestId('batch-total')).toHaveText('3');
    await expect(page.getByTestId('batch-declared')).toHaveText('2');
    await expect(page.getByTestId('batch-review')).toHaveText('0');
    await expect(page.getByTestId('batch-failed')).toHaveText('1');
    await expect(page.getByTestId('batch-total-insured')).toHaveText('USD 275,000.00');
  };
  await expectResult();
  await shoot(page, 'batch-result-zh');
  // Leaving the page and coming back by its address shows the batch again.
  const batchUrl = page.url();
  await page.goto('/transport-declaration/temporary');
  await page.goto(batchUrl);
  await expectResult();

  // The error list: the bad row as uploaded, with a column saying what is wrong.
  const errorsDownload = page.waitForEvent('download');
  await page.getByTestId('batch-download-errors').click();
  const errors = await errorsDownload;
  expect(errors.suggestedFilename()).toMatch(/^declaration-errors-\d+\.xlsx$/);
  const errorBook = new ExcelJS.Workbook();
  await errorBook.xlsx.readFile(await errors.path());
  const errorSheet = errorBook.worksheets[0]!;
  const errorHeader = (errorSheet.getRow(1).values as ExcelJS.CellValue[]).map((value) =>
    String(value ?? ''),
  );
  const errorColumn = errorHeader.indexOf('错误原因');
  expect(errorColumn).toBeGreaterThan(0);
  expect(errorSheet.actualRowCount).toBe(2);
  const badRow = errorSheet.getRow(2);
  expect(String(badRow.getCell(errorHeader.indexOf('发票号')).value)).toBe(`BATCH-${stamp}-3`);
  expect(String(badRow.getCell(errorColumn).value)).toContain('货物描述：不能为空');

  // The same file again declares nothing twice: the earlier result, with a notice.
  await page.getByRole('button', { name: '上传其他文件' }).click();
  await chooseFile();
  await page.getByTestId('batch-upload').click();
  await expect(page.getByTestId('batch-repeat-notice')).toBeVisible();
  await expect(page.getByTestId('batch-declared')).toHaveText('2');

  // The enquiry lists the single and the batch declarations.
  await page.goto('/transport-declaration/temporary');
  await expect(page.getByTestId('enquiry-table')).toContainText(`INV-${stamp}`);
  await expect(page.getByTestId('enquiry-table')).toContainText(`BATCH-${stamp}-1`);
  await shoot(page, 'enquiry-zh');

  // English: the same screens follow the language.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('enquiry-table')).toContainText('Declared');
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(page.getByTestId('declaration-detail')).toContainText('Goods description');
  await shoot(page, 'detail-en');

  await page.goto('/transport-declaration/application');
  await expect(page.getByTestId(`open-policy-${POLICY_NO}`)).toContainText('Per-shipment limit');
  await shoot(page, 'policies-en');

  await page.getByTestId(`declare-${POLICY_NO}`).click();
  await page.getByTestId('declaration-submit').click();
  await expect(page.getByTestId('declaration-form')).toContainText('Goods description: cannot be empty');
  await shoot(page, 'form-en');

  // A draft needs only the policy: it gets a draft number, waits under "Pending declarations" and can be deleted.
  await page.getByLabel('Goods description').fill('Machine parts, 12 crates');
  await page.getByTestId('declaration-save-draft').click();
  await expect(page.getByTestId('declaration-result-draft')).toBeVisible();
  const draftNo = (await page.getByTestId('declaration-number').textContent())?.trim() ?? '';
  expect(draftNo).toMatch(/^TD\d{18}$/);
  await shoot(page, 'draft-en');

  await page.goto(`/batch-declaration?policyNo=${POLICY_NO}`);
  await expect(page.getByTestId('batch-mode')).toContainText('row by row');
  await shoot(page, 'batch-en');

  await page.goto('/transport-declaration/correcting');
  const pending = page.getByTestId('pending-table');
  await expect(pending).toContainText(draftNo);
  await expect(pending).toContainText('Machine parts, 12 crates');
  await shoot(page, 'pending-en');
  await page.getByTestId(`pending-delete-${draftNo}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(pending).not.toContainText(draftNo);
});

test('a draft is continued later and, naming dangerous goods, goes to manual review', async ({ page }) => {
  await login(page);
  const stamp = randomUUID().slice(0, 8).toUpperCase();
  await page.goto(`/fill-transport-declaration?policyNo=${POLICY_NO}`);
  await fillShipment(page, { goods: 'Lithium-ion batteries UN3480', invoiceNo: `DG-${stamp}` });
  await page.getByLabel('发票金额').fill('20000.00');
  await page.getByTestId('declaration-save-draft').click();
  await expect(page.getByTestId('declaration-result-draft')).toBeVisible();
  const draftNo = (await page.getByTestId('declaration-number').textContent())?.trim() ?? '';
  expect(draftNo).toMatch(/^TD\d{18}$/);

  // Pending declarations: continue the draft; the form comes back as it was left.
  await page.goto('/transport-declaration/correcting');
  await page.getByTestId(`pending-continue-${draftNo}`).click();
  await expect(page).toHaveURL(new RegExp(`draftNo=${draftNo}`));
  await expect(page.getByTestId('declaration-form')).toContainText(`正在编辑暂存单 ${draftNo}`);
  await expect(page.getByLabel('发票号', { exact: true })).toHaveValue(`DG-${stamp}`);
  await expect(page.getByTestId('figure-insured')).toHaveText('USD 22,000.00');

  // Submitted, the self-check finds dangerous goods: manual review under the same number, with the reason.
  await page.getByTestId('declaration-submit').click();
  const review = page.getByTestId('declaration-result-review');
  await expect(review).toBeVisible();
  await expect(review).toContainText(draftNo);
  await expect(review).toContainText('货物描述涉及危险品');
  await shoot(page, 'review-zh');

  await page.goto('/transport-declaration/correcting');
  const pending = page.getByTestId('pending-table');
  await expect(pending).toContainText(draftNo);
  await expect(pending).toContainText('人工审核中');
  await expect(page.getByTestId(`pending-continue-${draftNo}`)).toHaveCount(0);
});
