import {
  type ApplicationQueueItem,
  type ApplicationReview,
  businessNow,
  type Page,
  type ZApplicationQueueQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { listSourceOf, toApplicationListRow, toReviewRecord } from '../application/application.mapper.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { applicationSubmission } from './application-submission.ts';
import {
  findApplicationWithOwner,
  findEventsOfApplication,
  findReferredApplications,
} from './staff-queue.repository.ts';

/** The underwriter's queue of referred applications (docs/business-rules.md "Back office"). */

const HOUR_MS = 3_600_000;

interface Owned {
  application: ApplicationRow;
  accountName: string;
  companyName: string;
  companyNameEn: string;
}

/** Whose a queued item is (the company in the caller's language) and the whole hours it has waited. */
export const queuedFields = (
  row: Pick<Owned, 'accountName' | 'companyName' | 'companyNameEn'>,
  since: Date,
  now: Date,
) => ({
  accountName: row.accountName,
  companyName: callerLanguage() === 'en-US' && row.companyNameEn !== '' ? row.companyNameEn : row.companyName,
  ageHours: Math.max(0, Math.floor((now.getTime() - since.getTime()) / HOUR_MS)),
});

const toQueueItem = (row: Owned, now: Date): ApplicationQueueItem => ({
  ...toApplicationListRow(listSourceOf(row.application)),
  ...queuedFields(row, row.application.submittedAt ?? row.application.createdAt, now),
});

export const applicationQueue = async (
  app: FastifyInstance,
  query: z.output<typeof ZApplicationQueueQuery>,
): Promise<Page<ApplicationQueueItem>> => {
  const { rows, total } = await findReferredApplications(app.db, query, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const now = businessNow();
  return {
    list: rows.map((row) => toQueueItem(row, now)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** GET /cargo/staff/application/:id — the application of whichever account (404 unknown), its submission and history. */
export const applicationReview = async (app: FastifyInstance, id: number): Promise<ApplicationReview> => {
  const row = await findApplicationWithOwner(app.db, id);
  if (row === undefined) throw notFound();
  const events = await findEventsOfApplication(app.db, id);
  return {
    item: toQueueItem(row, businessNow()),
    submission: await applicationSubmission(app, row.application.accountId, row.application.form),
    history: events.map(toReviewRecord),
  };
};
