import type { Executor } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export const insertPageView = async (db: Executor, row: typeof pageViews.$inferInsert) => {
  await db.insert(pageViews).values(row);
};
