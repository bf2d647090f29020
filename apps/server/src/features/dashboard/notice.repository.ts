import type { notices } from '../../db/schema/index.ts';

/** A notice as stored (the queries of the notices an account may see are in notice-page.repository.ts). */
export type NoticeRow = typeof notices.$inferSelect;
