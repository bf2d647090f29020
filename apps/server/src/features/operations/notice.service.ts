import {
  chinaDateTime,
  ERROR_CODES,
  type NoticeAudience,
  type StaffNotice,
  type StaffNoticePage,
  todayInChina,
  type ZNoticeListQuery,
  type ZNoticePublishBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { findCustomerAccount } from '../account/account-directory.ts';
import {
  findNoticeIdByRequestKey,
  findStaffNotice,
  findStaffNoticePage,
  insertNotice,
  type StaffNoticeRow,
} from './notice.repository.ts';

/**
 * Notices published by operations staff (docs/business-rules.md "Operations"): to every customer or to one
 * customer account, in both languages, shown on the dashboard board from their publish day.
 */

const toStaffNotice = (row: StaffNoticeRow): StaffNotice => ({
  id: row.id,
  audience: row.accountId === null ? 'all' : 'account',
  accountCode: row.accountCode ?? '',
  accountName: (callerLanguage() === 'zh-CN' ? row.companyName : row.companyNameEn || row.companyName) ?? '',
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  bodyZh: row.bodyZh,
  bodyEn: row.bodyEn,
  publishDate: row.publishDate,
  createdAt: chinaDateTime(row.createdAt),
  createdBy: row.createdBy ?? '',
});

const accountOf = async (app: FastifyInstance, audience: NoticeAudience, code: string) => {
  if (audience === 'all') return undefined;
  const account = await findCustomerAccount(app, code);
  if (account === undefined) throw fieldError(['accountCode'], 'operations.error.accountNotFound');
  return account;
};

const noticeById = async (app: FastifyInstance, id: number) => {
  const row = await findStaffNotice(app.db, id);
  if (row === undefined) throw new AppError(ERROR_CODES.notFound);
  return toStaffNotice(row);
};

/** POST notice/publish: one notice per request key (a repeat answers the first), audited in its transaction. */
export const publishNotice = async (
  app: FastifyInstance,
  session: Session,
  body: z.output<typeof ZNoticePublishBody>,
): Promise<StaffNotice> => {
  const existing = await findNoticeIdByRequestKey(app.db, body.requestKey);
  if (existing !== undefined) return noticeById(app, existing);
  const account = await accountOf(app, body.audience, body.accountCode);
  const publishDate = body.publishDate === '' ? todayInChina() : body.publishDate;
  if (publishDate < todayInChina()) throw fieldError(['publishDate'], 'operations.error.publishDatePast');
  const id = await app.db.transaction(async (tx) => {
    const inserted = await insertNotice(tx, {
      titleZh: body.titleZh,
      titleEn: body.titleEn,
      bodyZh: body.bodyZh,
      bodyEn: body.bodyEn,
      publishDate,
      accountId: account?.id ?? null,
      requestKey: body.requestKey,
      createdBy: session.userId,
    });
    if (inserted === undefined) return undefined;
    await recordStaffAction(tx, session, {
      action: 'notice.publish',
      objectType: 'notice',
      objectNo: String(inserted),
      before: null,
      after: {
        audience: body.audience,
        accountCode: account?.code ?? '',
        publishDate,
        titleZh: body.titleZh,
        titleEn: body.titleEn,
      },
    });
    return inserted;
  });
  // A concurrent repeat of the same key lost the insert: it answers the notice the first one published.
  return noticeById(app, id ?? (await findNoticeIdByRequestKey(app.db, body.requestKey)) ?? 0);
};

/** POST notice/list: every published notice, newest first, optionally of one audience or account. */
export const listNotices = async (
  app: FastifyInstance,
  query: z.output<typeof ZNoticeListQuery>,
): Promise<StaffNoticePage> => {
  const account = query.accountCode === '' ? undefined : await findCustomerAccount(app, query.accountCode);
  if (query.accountCode !== '' && account === undefined)
    return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
  const { rows, total } = await findStaffNoticePage(
    app.db,
    { audience: query.audience, accountId: account?.id },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return { list: rows.map(toStaffNotice), total, pageNo: query.pageNo, pageSize: query.pageSize };
};
