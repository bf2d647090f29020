import type { FastifyInstance } from 'fastify';
import { findAccountById } from './account.repository.ts';

/** The account names of ids (other features' lists across accounts); an unknown id is left out. */
export const findAccountNames = async (
  app: FastifyInstance,
  accountIds: readonly number[],
): Promise<Map<number, string>> => {
  const ids = [...new Set(accountIds)];
  const rows = await Promise.all(ids.map((id) => findAccountById(app.db, id)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.accountName] as const] : [])));
};
