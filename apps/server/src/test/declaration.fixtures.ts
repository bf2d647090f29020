import { randomUUID } from 'node:crypto';
import type { DeclarationInput } from '@cargo/domain';
import { todayInChina } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { accounts, openPolicies } from '../db/schema/index.ts';
import { demoOpenPolicyPeriod } from '../db/seed/declaration.seed.ts';
import { BATCH_COLUMNS } from '../features/declaration/declaration-batch-columns.ts';
import { insertOpenPolicy, type NewOpenPolicy } from '../features/declaration/open-policy.repository.ts';
import { SAMPLE_EXPORT_SHIPMENT } from './sample-shipment.ts';
import { endpointUrl } from './test-app.ts';

/** Test helpers of the declaration feature (factories, forms, files). */

export const EXPORT_POLICY_NO = '60110009202500000018';
export const ROAD_POLICY_NO = '60110012202500000026';
export const NINGBO_POLICY_NO = '60110009202500000034';
export const HANGZHOU_POLICY_NO = '60110008202500000042';

type Form = DeclarationInput & { requestKey: string; draftNo?: string };

/** A valid export shipment under SHOCEAN's USD open cover: USD 100,000.00 × 110% = 110,000.00 insured. */
export const declarationForm = (overrides: Partial<Form> = {}): Form => ({
  ...SAMPLE_EXPORT_SHIPMENT,
  requestKey: randomUUID(),
  policyNo: EXPORT_POLICY_NO,
  invoiceNo: `INV-${randomUUID().slice(0, 8)}`,
  sailingDate: todayInChina(),
  riders: ['WAR'],
  issuingDate: todayInChina(),
  ...overrides,
});

/** The remaining insured amount of an open policy, in minor units. */
export const balanceOf = async (app: FastifyInstance, policyNo: string) =>
  (await app.db.select().from(openPolicies).where(eq(openPolicies.policyNo, policyNo)))[0]!.balance;

/** A test open policy of an account (balance = total unless given). Amounts in minor units. */
export const createOpenPolicy = async (
  app: FastifyInstance,
  accountName: string,
  overrides: Partial<NewOpenPolicy> = {},
) => {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.accountName, accountName));
  const total = overrides.totalInsuredAmount ?? 100_000_000;
  return insertOpenPolicy(app.db, {
    accountId: account!.id,
    policyNo: `6011000990${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
    productCode: 'MP09110009',
    insuredName: account!.companyName,
    currencyCode: '03',
    totalInsuredAmount: total,
    balance: total,
    perShipmentLimit: 50_000_000,
    mainClauses: ['ICC_A', 'ICC_B'],
    riders: ['WAR', 'STRIKES'],
    ratePpm: 1_500,
    ...demoOpenPolicyPeriod(),
    ...overrides,
  });
};

/** A batch row (cells in template order) from a form. */
export const batchRow = (overrides: Partial<Record<(typeof BATCH_COLUMNS)[number], string>> = {}) => {
  const form = declarationForm();
  const values: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(form).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : String(value ?? ''),
      ]),
    ),
    ...overrides,
  };
  return BATCH_COLUMNS.map((name) => values[name] ?? '');
};

/** An xlsx workbook: a header row (wire names by default) and the rows, all cells text. */
export const workbookOf = async (
  rows: (string | number | ExcelJS.CellFormulaValue)[][],
  header: string[] = [...BATCH_COLUMNS],
) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('declarations');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A multipart/form-data body with one file field. */
export const multipartOf = (fileName: string, content: Buffer, contentType = 'application/octet-stream') => {
  const boundary = `----cargo${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const uploadFile = (
  app: FastifyInstance,
  cookie: string,
  fileName: string,
  content: Buffer,
  lang: 'zh' | 'en' = 'zh',
) => {
  const body = multipartOf(fileName, content);
  return app.inject({
    method: 'POST',
    url: endpointUrl(declarationEndpoints.uploadBatch),
    payload: body.payload,
    headers: body.headers,
    cookies: { 'Admin-Token': cookie, lang },
  });
};

/** Rows of the first sheet of a downloaded workbook, as text. */
export const readWorkbook = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: { values: string[]; types: ExcelJS.ValueType[] }[] = [];
  sheet.eachRow((row) => {
    const values: string[] = [];
    const types: ExcelJS.ValueType[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cell.text;
      types[column - 1] = cell.type;
    });
    rows.push({ values, types });
  });
  return { sheet, rows };
};

/** Insured amount of `declarationForm()` in cents: USD 100,000.00 × 110%. */
export const DECLARATION_FORM_DEFAULT_INSURED = 11_000_000;
