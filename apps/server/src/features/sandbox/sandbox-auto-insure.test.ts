import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autoInsureRules, autoInsureSettings, openPolicies } from '../../db/schema/index.ts';
import { EXPORT_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { accountIdOf } from '../../test/roles.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { resetSandbox, sandboxPolicyNo } from './sandbox.service.ts';

/** The twin decides API shipments as the live account will: its copies carry the live auto-insure rules. */

const ctx = useTestApp();

const policyIdOf = async (policyNo: string) =>
  (await ctx.app.db.select().from(openPolicies).where(eq(openPolicies.policyNo, policyNo)))[0]!.id;

describe('the sandbox twin’s auto-insure rules', () => {
  it('are the live open policy’s rules and default, copied again at each reset', async () => {
    const live = await policyIdOf(EXPORT_POLICY_NO);
    await ctx.app.db.insert(autoInsureRules).values([
      { openPolicyId: live, position: 1, name: 'Small ones', action: 'declare', insuredMax: 5_000_000 },
      { openPolicyId: live, position: 2, name: 'Iran', action: 'refuse', destinationCountries: ['IR'] },
    ]);
    await ctx.app.db.insert(autoInsureSettings).values({ openPolicyId: live, defaultAction: 'refuse' });
    await resetSandbox(ctx.app, await accountIdOf(ctx.app, 'SHOCEAN'));
    const copy = await policyIdOf(sandboxPolicyNo(live));
    const rules = await ctx.app.db
      .select()
      .from(autoInsureRules)
      .where(eq(autoInsureRules.openPolicyId, copy))
      .orderBy(asc(autoInsureRules.position));
    expect(
      rules.map(({ name, action, insuredMax, destinationCountries }) => ({
        name,
        action,
        insuredMax,
        destinationCountries,
      })),
    ).toEqual([
      { name: 'Small ones', action: 'declare', insuredMax: 5_000_000, destinationCountries: [] },
      { name: 'Iran', action: 'refuse', insuredMax: null, destinationCountries: ['IR'] },
    ]);
    const [setting] = await ctx.app.db
      .select()
      .from(autoInsureSettings)
      .where(eq(autoInsureSettings.openPolicyId, copy));
    expect(setting?.defaultAction).toBe('refuse');
  });
});
