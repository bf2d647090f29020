import { BOARD_SIZE, type Board, type Language, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findLatestNotices, type NoticeRow } from './notice.repository.ts';

const toNotice = (row: NoticeRow, language: Language) => ({
  id: row.id,
  title: language === 'zh-CN' ? row.titleZh : row.titleEn,
  body: language === 'zh-CN' ? row.bodyZh : row.bodyEn,
  publishDate: row.publishDate,
});

/** POST /cargo/board/query: the insurer's latest public notices (the same for every account), in the caller's language. */
export const queryBoard = async (app: FastifyInstance, language: Language): Promise<Board> => {
  const rows = await findLatestNotices(app.db, todayInChina(), BOARD_SIZE);
  return { list: rows.map((row) => toNotice(row, language)) };
};
