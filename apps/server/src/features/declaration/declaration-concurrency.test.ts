import type { BatchResult, DeclarationResult } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { and, eq, ne, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declarations, openPolicies } from '../../db/schema/index.ts';
import {
  batchRow,
  createOpenPolicy,
  DECLARATION_FORM_DEFAULT_INSURED,
  declarationForm,
  uploadFile,
  workbookOf,
} from '../../test/declaration.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, testDatabase } from '../../test/test-app.ts';
import { whenFinished } from './declaration-batch.fixtures.ts';

/**
 * The open policy balance under concurrent declarations. PGlite runs one query at a time, so only
 * PostgreSQL (TEST_DATABASE_URL) really races the requests.
 */
const { kind } = await testDatabase();

const ctx = useTestApp({ logIn: 'demo' });

const policyState = async (policyId: number) => {
  const [policy] = await ctx.app.db.select().from(openPolicies).where(eq(openPolicies.id, policyId));
  const [held] = await ctx.app.db
    .select({ total: sum(declarations.insuredAmount) })
    .from(declarations)
    .where(and(eq(declarations.openPolicyId, policyId), ne(declarations.status, '01')));
  const rows = await ctx.app.db.select().from(declarations).where(eq(declarations.openPolicyId, policyId));
  return { balance: policy!.balance, held: Number(held?.total ?? 0), rows };
};

describe('open policy balance under concurrency', () => {
  it.skipIf(kind !== 'postgres')(
    '60 concurrent declarations at a policy that allows 23: exactly 23 declared, the rest refused, exact balance',
    async () => {
      const allowed = 23;
      const leftover = 4_321_099; // less than one more shipment
      const total = allowed * DECLARATION_FORM_DEFAULT_INSURED + leftover;
      const policy = await createOpenPolicy(ctx.app, 'SHOCEAN', {
        totalInsuredAmount: total,
        perShipmentLimit: total,
      });
      const responses = await Promise.all(
        Array.from({ length: 60 }, () =>
          call(
            ctx.app,
            declarationEndpoints.submitDeclaration,
            declarationForm({ policyNo: policy.policyNo }),
            { cookie: ctx.token },
          ),
        ),
      );
      const results = responses.map((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as DeclarationResult;
      });
      const declared = results.filter((result) => result.outcome === 'declared');
      const refused = results.filter((result) => result.outcome === 'insufficientBalance');
      expect(declared).toHaveLength(allowed);
      expect(refused).toHaveLength(60 - allowed);
      expect(refused.every((result) => result.declarationNo === null)).toBe(true);
      expect(new Set(declared.map((result) => result.certificateNo)).size).toBe(allowed);

      const state = await policyState(policy.id);
      expect(state.balance).toBe(leftover);
      expect(state.rows).toHaveLength(allowed);
      expect(state.held).toBe(total - leftover);
    },
  );

  it.skipIf(kind !== 'postgres')(
    'single declarations racing batch uploads on one policy never overdraw and lose nothing',
    async () => {
      const total = 40 * DECLARATION_FORM_DEFAULT_INSURED;
      const policy = await createOpenPolicy(ctx.app, 'SHOCEAN', {
        totalInsuredAmount: total,
        perShipmentLimit: total,
      });
      const files = await Promise.all(
        [0, 1].map(() =>
          workbookOf(Array.from({ length: 15 }, () => batchRow({ policyNo: policy.policyNo }))),
        ),
      );
      const singles = Array.from({ length: 30 }, () =>
        call(
          ctx.app,
          declarationEndpoints.submitDeclaration,
          declarationForm({ policyNo: policy.policyNo }),
          { cookie: ctx.token },
        ),
      );
      const batches = files.map(async (file) =>
        whenFinished(ctx.app, ctx.token, await uploadFile(ctx.app, ctx.token, 'race.xlsx', file)),
      );
      const [singleResponses, batchResponses] = await Promise.all([
        Promise.all(singles),
        Promise.all(batches),
      ]);
      const declaredSingles = singleResponses.filter(
        (response) => (response.json().data as DeclarationResult).outcome === 'declared',
      ).length;
      const declaredBatchRows = batchResponses.reduce((rows, response) => {
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json().data as BatchResult;
        expect(result.declaredRows + result.failedRows).toBe(15);
        return rows + result.declaredRows;
      }, 0);
      // 60 shipments asked, 40 fit.
      expect(declaredSingles + declaredBatchRows).toBe(40);
      const state = await policyState(policy.id);
      expect(state.balance).toBe(0);
      expect(state.held).toBe(total);
      expect(state.rows).toHaveLength(40);
    },
  );
});
