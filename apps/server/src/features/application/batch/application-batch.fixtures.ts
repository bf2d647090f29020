import { applicationBatchEndpoints } from '@cargo/domain/api/application';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { multipartOf } from '../../../test/declaration.fixtures.ts';
import { exportForm } from '../../../test/insuring.fixtures.ts';
import { endpointUrl } from '../../../test/test-app.ts';
import { APPLICATION_BATCH_COLUMNS, type BatchField } from './application-batch-columns.ts';

/** Batch application files for the tests: rows from `exportForm()` with cells changed by field. */

const form = exportForm();
const sections = form as unknown as Record<string, Record<string, unknown>>;

/** A row of the batch file from the export form, with `changes` by column. */
export const applicationRow = (changes: Partial<Record<BatchField, string>> = {}): string[] =>
  APPLICATION_BATCH_COLUMNS.map(([section, field]) => {
    if (field in changes) return changes[field]!;
    if (field === 'riders') return (form.insurance?.riders ?? []).map((rider) => rider.riderCode).join(',');
    if (field === 'currencyCode') return 'USD';
    const value = sections[section]?.[field];
    return value === undefined || value === null ? '' : String(value);
  });

export const applicationWorkbook = async (
  rows: (string | ExcelJS.CellFormulaValue)[][],
  header: string[] = APPLICATION_BATCH_COLUMNS.map(([, field]) => field),
) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('applications');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Three good rows and two bad ones (no applicant name; an unknown currency). */
export const mixedRows = () => [
  applicationRow({ invoiceNo: 'BATCH-1' }),
  applicationRow({ invoiceNo: 'BATCH-2', appliName: '' }),
  applicationRow({ invoiceNo: 'BATCH-3', invoiceAmount: '50000.00' }),
  applicationRow({ invoiceNo: 'BATCH-4', appliEmail: 'not-an-email' }),
  applicationRow({ invoiceNo: 'BATCH-5' }),
];

export const uploadApplications = (
  app: FastifyInstance,
  cookie: string,
  content: Buffer,
  lang: 'zh' | 'en' = 'en',
  productCode = exportForm().productCode,
) => {
  const body = multipartOf('applications.xlsx', content);
  return app.inject({
    method: 'POST',
    url: endpointUrl(applicationBatchEndpoints.uploadBatchApplyList, { productCode }),
    payload: body.payload,
    headers: body.headers,
    cookies: { 'Admin-Token': cookie, lang },
  });
};
