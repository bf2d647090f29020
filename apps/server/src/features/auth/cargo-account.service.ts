import type { CheckCargoAccountResponse } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { findAccountSummaryById, findReachableAccounts } from '../account/account.service.ts';

const CARGO = 'CARGO';

/**
 * POST /icore-epa.authService/auth/checkCarGoAccount (docs/business-rules.md "Login and sessions"): for the
 * logged-in caller only, so it cannot tell an anonymous caller whether a login name exists or is a cargo
 * account. Answers whether the current account is a CARGO account and which reachable accounts are.
 */
export const checkCargoAccount = async (
  app: FastifyInstance,
  session: Session,
): Promise<CheckCargoAccountResponse> => {
  const current = await findAccountSummaryById(app, session.accountId);
  const reachable = await findReachableAccounts(app, session.userId);
  return {
    accountName: current.accountName,
    isCargo: current.userType === CARGO,
    cargoAccounts: reachable
      .filter(({ account }) => account.userType === CARGO)
      .map(({ account }) => account.accountName),
  };
};
