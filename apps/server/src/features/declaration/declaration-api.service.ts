import type { DeclarationRow, OpenPolicyUsage } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { AccountScope, Session } from '../../platform/session.ts';
import { toDeclarationRow } from './declaration.mappers.ts';
import { findDeclarationsBefore } from './declaration.repository.ts';
import { requireDeclaration } from './declaration-enquiry.service.ts';
import { requireOpenPolicy } from './open-policy.service.ts';
import { usageOfAccountPolicies } from './open-policy-usage.service.ts';

/**
 * What the customer API (`features/api-v1`) reads of declarations and open policies, in the portal's own
 * shapes (it maps them to its resources): cursor pages by row id, newest first.
 */

/** A declaration row with the id a cursor continues from. */
export interface DeclarationRowWithId {
  readonly id: number;
  readonly row: DeclarationRow;
}

/** At most `limit` of the account's declarations older than `beforeId`, newest first, and whether more follow. */
export const declarationsBefore = async (
  app: FastifyInstance,
  scope: AccountScope,
  beforeId: number | undefined,
  limit: number,
): Promise<{ rows: DeclarationRowWithId[]; hasMore: boolean }> => {
  const found = await findDeclarationsBefore(app.db, scope.accountId, beforeId, limit + 1);
  return {
    rows: found.slice(0, limit).map((item) => ({ id: item.declaration.id, row: toDeclarationRow(item) })),
    hasMore: found.length > limit,
  };
};

/** One declaration of the account as a row (another account's: "not found"). */
export const declarationRowOf = async (app: FastifyInstance, session: Session, declarationNo: string) =>
  toDeclarationRow(await requireDeclaration(app, session, declarationNo));

/** One open policy of the account and its usage (another account's: "not found"). */
export const openPolicyUsageOf = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<{ policyNo: string; usage: OpenPolicyUsage }> => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  const usage = await usageOfAccountPolicies(app, session.accountId);
  return { policyNo: policy.policyNo, usage: usage(policy) };
};
