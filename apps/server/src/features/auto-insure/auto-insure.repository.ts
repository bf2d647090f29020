import { type AutoInsureAction, businessNow, DEFAULT_AUTO_INSURE_ACTION } from '@cargo/domain';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { autoInsureRules, autoInsureSettings } from '../../db/schema/index.ts';

/** Auto-insure rules and the default action of an open policy; every query takes the policy's id. */

export type AutoInsureRuleRow = typeof autoInsureRules.$inferSelect;
export type AutoInsureRuleValues = Omit<
  typeof autoInsureRules.$inferInsert,
  'id' | 'openPolicyId' | 'position' | 'createdAt' | 'updatedAt'
>;

/** The policy's rules in the order they are tried (position, then the older first). */
export const findRules = (db: Executor, openPolicyId: number, lock = false) => {
  const query = db
    .select()
    .from(autoInsureRules)
    .where(eq(autoInsureRules.openPolicyId, openPolicyId))
    .orderBy(asc(autoInsureRules.position), asc(autoInsureRules.id));
  return lock ? query.for('update') : query;
};

export const insertRule = async (db: Executor, openPolicyId: number, values: AutoInsureRuleValues) => {
  const [last] = await db
    .select({ position: max(autoInsureRules.position) })
    .from(autoInsureRules)
    .where(eq(autoInsureRules.openPolicyId, openPolicyId));
  await db.insert(autoInsureRules).values({ ...values, openPolicyId, position: (last?.position ?? 0) + 1 });
};

export const updateRule = async (
  db: Executor,
  openPolicyId: number,
  ruleId: number,
  values: Partial<AutoInsureRuleValues> & { position?: number },
) => {
  const rows = await db
    .update(autoInsureRules)
    .set({ ...values, updatedAt: businessNow() })
    .where(and(eq(autoInsureRules.openPolicyId, openPolicyId), eq(autoInsureRules.id, ruleId)))
    .returning({ id: autoInsureRules.id });
  return rows.length > 0;
};

export const deleteRule = async (db: Executor, openPolicyId: number, ruleId: number) => {
  const rows = await db
    .delete(autoInsureRules)
    .where(and(eq(autoInsureRules.openPolicyId, openPolicyId), eq(autoInsureRules.id, ruleId)))
    .returning({ id: autoInsureRules.id });
  return rows.length > 0;
};

export const findDefaultAction = async (db: Executor, openPolicyId: number): Promise<AutoInsureAction> => {
  const [row] = await db
    .select({ defaultAction: autoInsureSettings.defaultAction })
    .from(autoInsureSettings)
    .where(eq(autoInsureSettings.openPolicyId, openPolicyId));
  return row?.defaultAction ?? DEFAULT_AUTO_INSURE_ACTION;
};

export const saveDefaultAction = (db: Executor, openPolicyId: number, defaultAction: AutoInsureAction) =>
  db
    .insert(autoInsureSettings)
    .values({ openPolicyId, defaultAction })
    .onConflictDoUpdate({
      target: autoInsureSettings.openPolicyId,
      set: { defaultAction, updatedAt: businessNow() },
    });
