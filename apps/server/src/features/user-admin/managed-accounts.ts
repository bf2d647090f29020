import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { assertAccountAdmin } from '../../platform/account-admin.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { liveAccountOf } from '../../platform/sandbox-account.ts';
import type { Session } from '../../platform/session.ts';
import { findAccountWithSubordinates } from './user-admin.repository.ts';

export type ManagedAccountRow = Awaited<ReturnType<typeof findAccountWithSubordinates>>[number];

/** The company name in the caller's language (English falls back to the registered Chinese name). */
export const companyNameOf = (account: { companyName: string; companyNameEn: string }) =>
  callerLanguage() === 'en-US' && account.companyNameEn ? account.companyNameEn : account.companyName;

/**
 * The accounts the session's administrator manages (docs/business-rules.md "Member roles"): its current
 * account and that account's subordinate accounts. 403 for anyone but an administrator.
 */
export const managedAccounts = async (app: FastifyInstance, session: Session, db: Executor = app.db) => {
  await assertAccountAdmin(app, session);
  // In a sandbox twin, the live account's members are managed (the twin has none of its own).
  return findAccountWithSubordinates(db, (await liveAccountOf(app, session.accountId)) ?? session.accountId);
};

/** The managed account of that name; any other account is "not found", as if it did not exist. */
export const managedAccountNamed = (accounts: ManagedAccountRow[], accountName: string) => {
  const account = accounts.find((candidate) => candidate.accountName === accountName);
  if (account === undefined) throw new AppError(ERROR_CODES.notFound, 'userAdmin.error.accountNotManaged');
  return account;
};
