import { BOARD_SIZE, type Board, type BoardNotice, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import type { NoticeRow } from './notice.repository.ts';
import { findNoticePageOfAccount } from './notice-page.repository.ts';

const toNotice = (row: NoticeRow): BoardNotice => ({
  id: row.id,
  title: callerLanguage() === 'zh-CN' ? row.titleZh : row.titleEn,
  body: callerLanguage() === 'zh-CN' ? row.bodyZh : row.bodyEn,
  publishDate: row.publishDate,
});

/**
 * The notices an account may see (docs/business-rules.md "Operations", notices): those published to every
 * customer and those published to this account, from their publish day (China), newest first, in the
 * caller's language. Never another account's. The board reads it; the message centre's "issued" tab reads
 * the same query (notice-page.repository.ts) through notice-page.service.ts.
 */
export const noticesForAccount = async (
  app: FastifyInstance,
  accountId: number,
  page: { offset: number; limit: number },
): Promise<{ list: BoardNotice[]; total: number }> => {
  const { rows, total } = await findNoticePageOfAccount(app.db, accountId, todayInChina(), page);
  return { list: rows.map(toNotice), total };
};

/** POST /cargo/board/query: the latest notices of the caller's account, in the caller's language. */
export const queryBoard = async (app: FastifyInstance, session: Session): Promise<Board> => ({
  list: (await noticesForAccount(app, session.accountId, { offset: 0, limit: BOARD_SIZE })).list,
});
