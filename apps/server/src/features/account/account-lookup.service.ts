import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { findAccountById, findUserById } from './account.repository.ts';

/** The account names of ids (other features' lists across accounts); an unknown id is left out. */
export const findAccountNames = async (
  app: FastifyInstance,
  accountIds: readonly number[],
): Promise<Map<number, string>> => {
  const ids = [...new Set(accountIds)];
  const rows = await Promise.all(ids.map((id) => findAccountById(app.db, id)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.accountName] as const] : [])));
};

/** A user's name (who changed a claim meanwhile, say), read in the caller's transaction; '' when unknown. */
export const findUserName = async (db: Executor, userId: number): Promise<string> =>
  (await findUserById(db, userId))?.userName ?? '';
