import { addDays, firstDayOfMonthAfter, todayInChina } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq } from 'drizzle-orm';
import { declarations } from '../../db/schema/index.ts';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { data } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * A declaration of a fresh SHOCEAN open policy moved to last month (as if declared then): the open policy's
 * settlement number of that month, 'ST' + policy number + yyyymm.
 */
export const declaredMonthlyPolicy = async (actor: Actor) => {
  const policy = await createOpenPolicy(actor.app, 'SHOCEAN');
  const declared = data<{ declarationNo: string; status: string }>(
    await call(
      actor.app,
      declarationEndpoints.submitDeclaration,
      declarationForm({ policyNo: policy.policyNo }),
      { cookie: actor.token },
    ),
  );
  if (declared.status !== '03') throw new Error('the declaration was not declared at once');
  const lastMonth = addDays(firstDayOfMonthAfter(todayInChina(), 0), -1);
  await actor.app.db
    .update(declarations)
    .set({ declarationDate: lastMonth })
    .where(eq(declarations.declarationNo, declared.declarationNo));
  return `ST${policy.policyNo}${lastMonth.slice(0, 7).replace('-', '')}`;
};
