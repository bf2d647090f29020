import { addDays, fieldLabel, mainClausesFor, todayInChina, translate } from '@cargo/domain';
import { callerLanguage } from '../../../platform/request-language.ts';
import { loadExcelJs } from '../../../platform/xlsx.ts';
import { APPLICATION_BATCH_COLUMNS, type BatchField } from './application-batch-columns.ts';

/** A row whose applicant name starts with this is the template's example: it is skipped on upload. */
export const EXAMPLE_MARKER = '示例 EXAMPLE';

export const isExampleRow = (cells: readonly string[], nameColumn: number) =>
  nameColumn >= 0 && (cells[nameColumn] ?? '').trim().startsWith(EXAMPLE_MARKER);

const exampleOf = (productCode: string): Record<BatchField, string> => {
  const zh = callerLanguage() === 'zh-CN';
  const start = addDays(todayInChina(), 3);
  return {
    appliType: 'group',
    appliName: `${EXAMPLE_MARKER} ${zh ? '上海远洋贸易有限公司' : 'Shanghai Ocean Trading Co., Ltd.'}`,
    appliIdType: '10',
    appliIdNo: '91310115MA1H7GXQ3E',
    appliContact: zh ? '王明' : 'Wang Ming',
    appliPhone: '13800138000',
    appliEmail: 'demo@cargo-portal.test',
    insuredType: 'group',
    insuredName: 'Pacific Home Goods LLC',
    insuredIdType: '99',
    insuredIdNo: 'US-EIN-123456789',
    cargoName: zh ? '家用电器' : 'Household appliances',
    majorCategory: '03',
    subCategory: '0301',
    packingCode: '01',
    goodsDescription: 'Microwave ovens, 1,200 cartons',
    marks: 'N/M',
    invoiceNo: 'INV-2026-0001',
    blNo: '',
    conveyanceName: 'COSCO SHIPPING ARIES',
    carryMode: '01',
    departureDate: start,
    departurePort: 'CNSHA',
    destinationPort: 'DEHAM',
    letterOfCredit: '0',
    iacsClass: 'CCS',
    shipAge: '8',
    insuranceBeginDate: start,
    insuranceEndDate: addDays(start, 60),
    mainClause: mainClausesFor(productCode)[0]?.code ?? '',
    riders: 'WAR',
    currencyCode: 'USD',
    invoiceAmount: '100000.00',
    additionPercent: '10',
    claimPayableAt: 'Hamburg',
    signDate: todayInChina(),
    declaration: zh ? '本人已阅读并接受投保须知' : 'I have read and accept the notice to applicants',
  };
};

/** The template: headers in the caller's language, one example row (skipped on upload), text cells. */
export const buildApplicationTemplate = async (productCode: string): Promise<Buffer> => {
  const language = callerLanguage();
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'applicationBatch.sheetName'));
  APPLICATION_BATCH_COLUMNS.forEach((_, index) => {
    const column = sheet.getColumn(index + 1);
    column.numFmt = '@';
    column.width = 20;
  });
  const header = sheet.addRow(APPLICATION_BATCH_COLUMNS.map(([, field]) => fieldLabel(language, [field])));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const example = exampleOf(productCode);
  const row = sheet.addRow(APPLICATION_BATCH_COLUMNS.map(([, field]) => example[field]));
  row.font = { italic: true, color: { argb: 'FF808080' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
