import { createHash, randomBytes } from 'node:crypto';
import { businessNow, SESSION_COOKIE } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteSession,
  extendSession,
  insertSession,
  type SessionRow,
  setSessionAccount,
  touchLiveSession,
} from './session.repository.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';

/** Where the web build's hashed files are served (platform/web-app.ts). */
const STATIC_FILES_PREFIX = '/assets/';

export type Session = SessionRow;

/** What a read of an account's own data needs: a session, or a scheduled job acting for the account. */
export type AccountScope = Pick<Session, 'accountId'>;

/**
 * The rights of the customer user who queued a job, for the job that runs after the request answered (a print
 * rendered by another instance): that user in that account, never staff. It is no login: nothing stores it.
 */
export const sessionForJob = (owner: { userId: number; accountId: number }): Session => ({
  ...owner,
  tokenHash: '',
  isStaff: false,
  lastSeenAt: businessNow(),
});

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** The sessions this instance served lately (platform/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

/** The channel on which PostgreSQL announces a changed session (migration 0039). */
const SESSION_CHANGED = 'session_changed';
/** A cached session's idle expiry reaches the database at most this long after the request that moved it. */
const EXPIRY_WRITE_INTERVAL_MS = 60_000;

/** The User-Agent a session keeps for the list of sessions is cut to this length. */
const USER_AGENT_MAX_LENGTH = 300;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A cached session with its idle expiry moved; written to the database about once a minute. Null: it is gone. */
const renewCached = async (app: FastifyInstance, cached: CachedSession, now: Date, expiresAt: number) => {
  cached.expiresAt = expiresAt;
  if (expiresAt - cached.writtenExpiresAt < EXPIRY_WRITE_INTERVAL_MS) return cached.session;
  if (!(await extendSession(app.db, cached.session.tokenHash, now, new Date(expiresAt)))) {
    app.sessionCache.forget(cached.session.tokenHash);
    return null;
  }
  cached.writtenExpiresAt = expiresAt;
  return cached.session;
};

/** The live session of a token hash, its idle expiry moved to `expiresAt`: from the cache, else the database. */
const liveSession = async (app: FastifyInstance, tokenHash: string, now: Date, expiresAt: number) => {
  const cached = app.sessionCache.find(tokenHash, now.getTime());
  if (cached !== undefined) return renewCached(app, cached, now, expiresAt);
  const generation = app.sessionCache.currentGeneration();
  // Finding the live session and moving its expiry is one statement, the single round trip a lookup would cost.
  const session = await touchLiveSession(app.db, tokenHash, now, new Date(expiresAt));
  if (session !== undefined) app.sessionCache.keep(session, expiresAt, generation);
  return session ?? null;
};

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const idleMs = app.config.sessionIdleMinutes * 60_000;
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  if (app.config.sessionCache) {
    const stopListening = await app.database.listen(SESSION_CHANGED, {
      onNotification: (tokenHash) => cache.forget(tokenHash),
      onListening: (isListening) => cache.setListening(isListening),
    });
    app.addHook('onClose', stopListening);
  }
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    // The web build's hashed files need no session: reading one neither reads nor refreshes it (issue 47).
    if (!token || request.url.startsWith(STATIC_FILES_PREFIX)) return;
    const now = businessNow();
    request.session = await liveSession(app, hashToken(token), now, now.getTime() + idleMs);
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
    userAgent: (reply.request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_LENGTH),
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
  if (request.session) {
    await deleteSession(app.db, request.session.tokenHash);
    // This instance forgets at once; the others when PostgreSQL tells them (milliseconds later).
    app.sessionCache.forget(request.session.tokenHash);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
};

export const switchSessionAccount = async (app: FastifyInstance, session: Session, accountId: number) => {
  await setSessionAccount(app.db, session.tokenHash, accountId);
  app.sessionCache.forget(session.tokenHash);
};

/** After the sessions of a user were ended in the database (committed): this instance forgets them at once. */
export const forgetSessionsOfUser = (app: FastifyInstance, userId: number): void => {
  app.sessionCache.forgetUser(userId);
};
