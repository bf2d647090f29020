import {
  type ApplicationQueueItem,
  type ApplicationReview,
  businessNow,
  isMessageKey,
  type Page,
  translate,
  type ZApplicationQueueQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { listSourceOf, toApplicationListRow, toReviewRecord } from '../application/application.mapper.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
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

const labelOfField = (path: string[]): string => {
  const language = callerLanguage();
  return path
    .map((segment) => {
      const key = `field.${segment}`;
      return isMessageKey(key)
        ? translate(language, key)
        : /^\d+$/.test(segment)
          ? `#${Number(segment) + 1}`
          : segment;
    })
    .join(' / ');
};

/** Every filled leaf of the submitted form as "label: value", in the form's order. */
export const submissionFields = (form: unknown): { label: string; value: string }[] => {
  const fields: { label: string; value: string }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      return;
    }
    fields.push({ label: labelOfField(path), value: String(value) });
  };
  walk(form, []);
  return fields;
};

/** GET /cargo/staff/application/:id — the application of whichever account (404 unknown), its submission and history. */
export const applicationReview = async (app: FastifyInstance, id: number): Promise<ApplicationReview> => {
  const row = await findApplicationWithOwner(app.db, id);
  if (row === undefined) throw notFound();
  const events = await findEventsOfApplication(app.db, id);
  return {
    item: toQueueItem(row, businessNow()),
    submission: submissionFields(row.application.form),
    history: events.map(toReviewRecord),
  };
};
