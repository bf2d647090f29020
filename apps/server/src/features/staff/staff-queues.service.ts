import {
  amountText,
  businessNow,
  type CorrectionQueueItem,
  chinaDateTime,
  type DeclarationDetail,
  type DeclarationQueueItem,
  type DeclarationReview,
  isMessageKey,
  type Page,
  translate,
  type ZCorrectionQueueQuery,
  type ZDeclarationQueueQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { clauseName, nameOfCode } from '../basedata/code-names.service.ts';
import { toListRow } from '../correction/correction.mapper.ts';
import type { CorrectionRow } from '../correction/correction.repository.ts';
import { toDeclarationDetail, toDeclarationRow } from '../declaration/declaration.mappers.ts';
import type { DeclarationWithPolicy } from '../declaration/declaration.repository.ts';
import { queuedFields } from './staff-queue.service.ts';
import {
  findCorrectionsPending,
  findCorrectionWithOwner,
  findDeclarationsUnderReview,
  findDeclarationWithOwner,
} from './staff-queues.repository.ts';

/** The underwriter's queues of declarations under manual review and corrections pending review. */

interface Owner {
  accountName: string;
  companyName: string;
  companyNameEn: string;
}

const pagingOf = (query: { pageNo: number; pageSize: number }) => ({
  offset: (query.pageNo - 1) * query.pageSize,
  limit: query.pageSize,
});

const toDeclarationItem = (row: DeclarationWithPolicy & Owner, now: Date): DeclarationQueueItem => ({
  ...toDeclarationRow(row),
  ...queuedFields(row, row.declaration.createdAt, now),
  submittedAt: chinaDateTime(row.declaration.createdAt),
});

export const declarationQueue = async (
  app: FastifyInstance,
  query: z.output<typeof ZDeclarationQueueQuery>,
): Promise<Page<DeclarationQueueItem>> => {
  const { rows, total } = await findDeclarationsUnderReview(app.db, query, pagingOf(query));
  const now = businessNow();
  return {
    list: rows.map((row) => toDeclarationItem(row, now)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** The certificate's fields in the declaration form's order, each shown as the customer typed or chose it. */
const SUBMISSION_FIELDS = [
  'policyNo',
  'insuredName',
  'goodsDescription',
  'marks',
  'invoiceNo',
  'billOfLadingNo',
  'conveyance',
  'loadingPort',
  'viaPort',
  'dischargePort',
  'departureCountry',
  'destinationCountry',
  'sailingDate',
  'surveyAgent',
  'claimPayableAt',
  'letterOfCredit',
  'letterOfCreditNo',
  'mainClause',
  'riders',
  'invoiceCurrency',
  'invoiceAmount',
  'additionPercent',
  'insuredAmount',
  'premium',
  'additionalInsurance',
  'otherInformation',
  'issuingDate',
] as const satisfies readonly (keyof DeclarationDetail)[];

const shown = async (
  app: FastifyInstance,
  key: (typeof SUBMISSION_FIELDS)[number],
  detail: DeclarationDetail,
): Promise<string> => {
  if (key === 'riders') return detail.riders.map(clauseName).join(callerLanguage() === 'zh-CN' ? '、' : ', ');
  return nameOfCode(app, key, detail[key] ?? '');
};

/** The certificate's filled fields, labelled, codes (countries, currency, clauses, L/C) by their names. */
const submissionOf = async (app: FastifyInstance, detail: DeclarationDetail) => {
  const language = callerLanguage();
  const fields = await Promise.all(
    SUBMISSION_FIELDS.map(async (key) => ({ label: `field.${key}`, value: await shown(app, key, detail) })),
  );
  return fields.flatMap(({ label, value }) =>
    value === '' || !isMessageKey(label) ? [] : [{ label: translate(language, label), value }],
  );
};

/** GET /cargo/staff/declaration/:id — the declaration of whichever account (404 unknown), its submission and balance. */
export const declarationReview = async (
  app: FastifyInstance,
  declarationNo: string,
): Promise<DeclarationReview> => {
  const row = await findDeclarationWithOwner(app.db, declarationNo);
  if (row === undefined) throw notFound();
  return {
    item: toDeclarationItem(row, businessNow()),
    submission: await submissionOf(app, toDeclarationDetail(row)),
    balance: amountText(row.policy.balance, row.policy.currencyCode),
  };
};

const toCorrectionItem = async (
  app: FastifyInstance,
  row: { correction: CorrectionRow } & Owner,
  now: Date,
): Promise<CorrectionQueueItem> => ({
  ...(await toListRow(app, row.correction)),
  ...queuedFields(row, row.correction.createdAt, now),
});

export const correctionQueue = async (
  app: FastifyInstance,
  query: z.output<typeof ZCorrectionQueueQuery>,
): Promise<Page<CorrectionQueueItem>> => {
  const { rows, total } = await findCorrectionsPending(app.db, query, pagingOf(query));
  const now = businessNow();
  return {
    list: await Promise.all(rows.map((row) => toCorrectionItem(app, row, now))),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** GET /cargo/staff/correction/:id — the correction of whichever account (404 unknown) as the customer submitted it. */
export const correctionReview = async (app: FastifyInstance, id: number): Promise<CorrectionQueueItem> => {
  const row = await findCorrectionWithOwner(app.db, id);
  if (row === undefined) throw notFound();
  return toCorrectionItem(app, row, businessNow());
};
