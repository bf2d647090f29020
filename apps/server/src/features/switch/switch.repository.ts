import { businessNow } from '@cargo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { featureSwitches } from '../../db/schema/index.ts';

export const findSwitch = async (db: Executor, name: string) => {
  const [row] = await db.select().from(featureSwitches).where(eq(featureSwitches.name, name));
  return row;
};

export const findAllSwitches = async (db: Executor) =>
  db.select().from(featureSwitches).orderBy(asc(featureSwitches.name));

export const findSwitchesByName = async (db: Executor, names: string[]) =>
  names.length === 0 ? [] : db.select().from(featureSwitches).where(inArray(featureSwitches.name, names));

export const upsertSwitch = async (db: Executor, name: string, value: string) => {
  await db
    .insert(featureSwitches)
    .values({ name, value })
    .onConflictDoUpdate({ target: featureSwitches.name, set: { value, updatedAt: businessNow() } });
};
