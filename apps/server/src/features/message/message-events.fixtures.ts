import { addDays, firstDayOfMonthAfter, todayInChina } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import { declarations } from '../../db/schema/index.ts';
import type { Actor } from '../../test/factories.ts';
import { data } from '../../test/suite.ts';
import { post } from '../../test/test-app.ts';
import { createOpenPolicy, declarationForm } from '../declaration/declaration.fixtures.ts';

/**
 * A declaration of a fresh SHOCEAN open policy moved to last month (as if declared then): the open policy's
 * settlement number of that month, 'ST' + policy number + yyyymm.
 */
export const declaredMonthlyPolicy = async (actor: Actor) => {
  const policy = await createOpenPolicy(actor.app, 'SHOCEAN');
  const declared = data<{ declarationNo: string; status: string }>(
    await post(actor.app, '/cargo/declaration/submit', declarationForm({ policyNo: policy.policyNo }), {
      cookie: actor.token,
    }),
  );
  if (declared.status !== '03') throw new Error('the declaration was not declared at once');
  const lastMonth = addDays(firstDayOfMonthAfter(todayInChina(), 0), -1);
  await actor.app.db
    .update(declarations)
    .set({ declarationDate: lastMonth })
    .where(eq(declarations.declarationNo, declared.declarationNo));
  return `ST${policy.policyNo}${lastMonth.slice(0, 7).replace('-', '')}`;
};
