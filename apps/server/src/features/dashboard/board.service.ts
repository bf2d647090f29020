import { BOARD_SIZE, type Board, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import { findLatestNotices, type NoticeRow } from './notice.repository.ts';

const toNotice = (row: NoticeRow) => ({
  id: row.id,
  title: callerLanguage() === 'zh-CN' ? row.titleZh : row.titleEn,
  body: callerLanguage() === 'zh-CN' ? row.bodyZh : row.bodyEn,
  publishDate: row.publishDate,
});

/** POST /cargo/board/query: the insurer's latest public notices (the same for every account), in the caller's language. */
export const queryBoard = async (app: FastifyInstance): Promise<Board> => {
  const rows = await findLatestNotices(app.db, todayInChina(), BOARD_SIZE);
  return { list: rows.map(toNotice) };
};
