import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';
import { openTemplate } from '../support/workbook';
import { pickOption } from './antd-select.ts';

/** The template's example row carries this at the start of the applicant name (skipped on upload). */
const EXAMPLE_MARKER = '示例 EXAMPLE';

const TEXTS = {
  zh: {
    product: '出口货物运输保险',
    name: '投保人名称',
    email: '投保人邮箱',
    invoiceNo: '发票号',
    summary: '共 5 行：有效 3 行，错误 2 行',
    nameError: '投保人名称：不能为空',
    create: '生成 3 张投保单',
    confirm: '确认生成',
    created: '已生成 3 张投保单',
  },
  en: {
    product: 'Export Cargo Transportation Insurance',
    name: 'Applicant name',
    email: 'Applicant email',
    invoiceNo: 'Invoice number',
    summary: 'Rows: 5 (3 valid, 2 with errors)',
    nameError: 'Applicant name: Cannot be empty',
    create: 'Create 3 applications',
    confirm: 'Create',
    created: '3 applications created',
  },
} as const;

/** Five copies of the template's example row: the 2nd without applicant name, the 4th with a bad email. */
const fillTemplate = async (templatePath: string, texts: (typeof TEXTS)['zh' | 'en'], stamp: string) => {
  const { workbook, sheet, header, column, example } = await openTemplate(templatePath);
  const exampleName = String(example.getCell(column(texts.name)).value);
  expect(exampleName.startsWith(EXAMPLE_MARKER)).toBe(true);
  for (let index = 0; index < 5; index++) {
    const row = sheet.getRow(3 + index);
    for (let cell = 1; cell < header.length; cell++) row.getCell(cell).value = example.getCell(cell).value;
    row.getCell(column(texts.name)).value = exampleName.slice(EXAMPLE_MARKER.length).trim();
    row.getCell(column(texts.invoiceNo)).value = `BA-${stamp}-${index + 1}`;
    row.commit();
  }
  sheet.getRow(4).getCell(column(texts.name)).value = '';
  sheet.getRow(6).getCell(column(texts.email)).value = 'not-an-email';
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const runBatch = async (page: Page, lang: 'zh' | 'en') => {
  const texts = TEXTS[lang];
  const stamp = randomUUID().slice(0, 8);
  await logInAsDemo(page, lang, lang === 'en' ? 'Insure' : '');
  await page.goto('/pending-task/application');
  await page.getByTestId('batch-application-entry').click();
  await expect(page.getByTestId('batch-application-page')).toBeVisible();
  await pickOption(page, page.getByTestId('batch-application-product'), '', texts.product);

  const templateDownload = page.waitForEvent('download');
  await page.getByTestId('batch-application-template').click();
  const file = await fillTemplate(await (await templateDownload).path(), texts, stamp);

  await page
    .getByTestId('batch-application-page')
    .locator('input[type=file]')
    .setInputFiles({
      name: `applications-${stamp}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
  await page.getByTestId('batch-application-upload').click();
  await expect(page.getByTestId('batch-application-summary')).toHaveText(texts.summary);
  await expect(page.getByTestId('batch-row-errors')).toHaveCount(2);
  await expect(page.getByTestId('batch-application-rows')).toContainText(texts.nameError);
  await page.screenshot({ path: `artifacts/batch-application-check-${lang}.png`, fullPage: true });

  await expect(page.getByTestId('batch-application-create')).toHaveText(texts.create);
  await page.getByTestId('batch-application-create').click();
  await page.getByRole('button', { name: texts.confirm, exact: true }).click();
  const created = page.getByTestId('batch-application-created');
  await expect(created).toContainText(texts.created);
  const vouchers = await created.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(vouchers).toHaveLength(3);

  await page.getByTestId('batch-application-enquiry').click();
  const list = page.getByTestId('application-list');
  for (const voucherNo of vouchers) await expect(list).toContainText(voucherNo.trim());
};

for (const lang of ['zh', 'en'] as const) {
  test(`batch application in ${lang}: 3 good rows and 2 bad, the check shows 2 errors, 3 applications created and listed`, async ({
    page,
  }) => {
    await runBatch(page, lang);
  });
}
