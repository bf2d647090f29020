import { type MessageRow, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import type { NoticeRow } from './notice.repository.ts';
import { findNoticePageOfAccount } from './notice-page.repository.ts';

/**
 * The notices issued to an account, as the message centre's "issued" tab lists them (docs/business-rules.md
 * "Messages"): the board's notices for every customer and those for this account, a page at a time.
 */

const toIssuedMessage = (row: NoticeRow): MessageRow => {
  const isChinese = callerLanguage() === 'zh-CN';
  return {
    id: row.id,
    status: '03',
    kind: 'notice',
    title: isChinese ? row.titleZh : row.titleEn,
    content: isChinese ? row.bodyZh : row.bodyEn,
    subjectKind: 'notice',
    subjectNo: String(row.id),
    createdAt: row.publishDate,
    readAt: null,
  };
};

export const pageNoticesOfAccount = async (
  app: FastifyInstance,
  session: Session,
  page: { offset: number; limit: number },
): Promise<{ list: MessageRow[]; total: number }> => {
  const { rows, total } = await findNoticePageOfAccount(app.db, session.accountId, todayInChina(), page);
  return { list: rows.map(toIssuedMessage), total };
};
