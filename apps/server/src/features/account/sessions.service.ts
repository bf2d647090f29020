import { createHash } from 'node:crypto';
import {
  businessNow,
  chinaDateTime,
  type EndedSessions,
  ERROR_CODES,
  translate,
  type UserSession,
  type UserSessions,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import {
  type CustomerSessionRow,
  deleteCustomerSessions,
  deleteCustomerSessionsExcept,
  findCustomerSessionsOfUser,
} from '../../platform/session.repository.ts';
import { forgetSessionsOfUser, type Session } from '../../platform/session.ts';
import { deviceNames } from './user-agent.ts';

/**
 * The user's sessions on the account page (docs/business-rules.md "Sessions"): its live customer sessions, one
 * of them or all others ended. Staff sessions are neither listed nor ended here.
 */

/** The public id of a session: derived from its token hash, it cannot be turned back into it. */
export const publicSessionId = (tokenHash: string): string =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 16);

/** "Chrome on Windows" in the caller's language; what the header does not name is left out. */
const deviceLabel = (userAgent: string): string => {
  const { browser, system } = deviceNames(userAgent);
  const language = callerLanguage();
  if (browser && system) return translate(language, 'account.sessions.device', { browser, system });
  return browser ?? system ?? translate(language, 'account.sessions.unknownDevice');
};

const toUserSession = (row: CustomerSessionRow, session: Session, now: Date): UserSession => {
  const current = row.tokenHash === session.tokenHash;
  return {
    id: publicSessionId(row.tokenHash),
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    createdAt: chinaDateTime(row.createdAt),
    // The caller's own session is being seen right now (its database time is written about once a minute).
    lastSeenAt: chinaDateTime(current ? now : row.lastSeenAt),
    current,
  };
};

/** POST /cargo/user/sessions. */
export const listSessions = async (app: FastifyInstance, session: Session): Promise<UserSessions> => {
  const now = businessNow();
  const rows = await findCustomerSessionsOfUser(app.db, session.userId, now);
  return { sessions: rows.map((row) => toUserSession(row, session, now)) };
};

/** POST /cargo/user/sessions/end: another session of the user; unknown or another user's answers 404. */
export const endOneSession = async (
  app: FastifyInstance,
  session: Session,
  id: string,
): Promise<EndedSessions> => {
  if (id === publicSessionId(session.tokenHash)) throw badRequest('account.sessions.error.current');
  const rows = await findCustomerSessionsOfUser(app.db, session.userId, businessNow());
  const target = rows.find((row) => publicSessionId(row.tokenHash) === id);
  if (target === undefined) throw new AppError(ERROR_CODES.notFound, 'account.sessions.error.notFound');
  const endedSessions = await deleteCustomerSessions(app.db, session.userId, [target.tokenHash]);
  // This instance forgets at once; the others when PostgreSQL tells them (migration 0039).
  app.sessionCache.forget(target.tokenHash);
  return { endedSessions };
};

/** POST /cargo/user/sessions/endOthers: every customer session of the user but the caller's. */
export const endOtherSessions = async (app: FastifyInstance, session: Session): Promise<EndedSessions> => {
  const endedSessions = await deleteCustomerSessionsExcept(app.db, session.userId, session.tokenHash);
  forgetSessionsOfUser(app, session.userId);
  return { endedSessions };
};
