import { createHash, randomBytes } from 'node:crypto';
import { businessNow, SESSION_COOKIE } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteSession,
  insertSession,
  type SessionRow,
  setSessionAccount,
  touchLiveSession,
} from './session.repository.ts';

export type Session = SessionRow;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const idleMs = app.config.sessionIdleMinutes * 60_000;
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    // The idle clock is exact to the request: finding the live session and moving its expiry is one
    // statement, the same single round trip a lookup would cost.
    const now = businessNow();
    const session = await touchLiveSession(app.db, hashToken(token), now, new Date(now.getTime() + idleMs));
    request.session = session ?? null;
  });
});

export const startSession = async (
  app: FastifyInstance,
  reply: FastifyReply,
  input: { userId: number; accountId: number; ip: string; isStaff?: boolean },
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const now = businessNow();
  await insertSession(app.db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    accountId: input.accountId,
    ip: input.ip,
    isStaff: input.isStaff ?? false,
    expiresAt: new Date(now.getTime() + app.config.sessionIdleMinutes * 60_000),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // HTTPS as the client saw it (X-Forwarded-Proto counts only with TRUST_PROXY); SECURE_COOKIES forces it.
    secure: app.config.secureCookies || reply.request.protocol === 'https',
  });
  return token;
};

export const endSession = async (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => {
  if (request.session) await deleteSession(app.db, request.session.tokenHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
};

export const switchSessionAccount = async (app: FastifyInstance, session: Session, accountId: number) => {
  await setSessionAccount(app.db, session.tokenHash, accountId);
};
