import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_SECRET_START,
  type ApiCallPage,
  type ApiCallQuery,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyList,
  type ApiKeySummary,
  type ApiScope,
  businessNow,
  chinaDateTime,
  chinaInstant,
  ERROR_CODES,
  pageAnswer,
  pageWindow,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { liveAccountOf } from '../../platform/sandbox-account.ts';
import type { Session } from '../../platform/session.ts';
import {
  type ApiKeyRow,
  findApiCallsOfAccount,
  findApiKeyByHash,
  findApiKeysOfAccount,
  insertApiCall,
  insertApiKey,
  type NewApiCall,
  revokeApiKeyRow,
  touchApiKey,
} from './api-key.repository.ts';

/** Characters of the secret the list shows (its start and 6 more): `cp_live_AbCdEf`. */
const SHOWN_SECRET_CHARACTERS = 6;
/** A key's last use reaches the database at most this often. */
const LAST_USE_WRITE_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

export const hashApiSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const timeText = (instant: Date | null) => (instant === null ? null : chinaDateTime(instant));

const summaryOf = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiScope[],
  environment: row.environment,
  expiresAt: timeText(row.expiresAt),
  lastUsedAt: timeText(row.lastUsedAt),
  revokedAt: timeText(row.revokedAt),
  createdAt: chinaDateTime(row.createdAt),
});

/** The account's keys, newest first (never their secrets). */
/**
 * The account whose keys a session manages: its own, or, in a sandbox twin, the live account's (a key belongs to
 * the live account and its environment says whether it acts on the twin; docs/business-rules.md "The customer API").
 */
const keyAccountOf = async (app: FastifyInstance, session: Session) =>
  (await liveAccountOf(app, session.accountId)) ?? session.accountId;

export const listApiKeys = async (app: FastifyInstance, session: Session): Promise<ApiKeyList> => ({
  list: (await findApiKeysOfAccount(app.db, await keyAccountOf(app, session))).map(summaryOf),
});

/**
 * A new key: 32 random bytes after `cp_live_` or `cp_test_`, stored as its SHA-256 only; the whole secret is in
 * this answer and nowhere else. Its last day ends at midnight China time.
 */
export const createApiKey = async (
  app: FastifyInstance,
  session: Session,
  request: ApiKeyCreateRequest,
): Promise<ApiKeyCreated> => {
  const start = API_KEY_SECRET_START[request.environment];
  const secret = `${start}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(app.db, {
    accountId: await keyAccountOf(app, session),
    name: request.name,
    prefix: secret.slice(0, start.length + SHOWN_SECRET_CHARACTERS),
    secretHash: hashApiSecret(secret),
    scopes: [...new Set(request.scopes)],
    environment: request.environment,
    expiresAt:
      request.expiresOn === undefined ? null : new Date(chinaInstant(request.expiresOn).getTime() + DAY_MS),
    createdBy: session.userId,
  });
  return { ...summaryOf(row), secret };
};

/** Revokes a key of the account (another account's key is "not found"); its next call anywhere is refused. */
export const revokeApiKey = async (app: FastifyInstance, session: Session, id: number): Promise<null> => {
  if (!(await revokeApiKeyRow(app.db, await keyAccountOf(app, session), id, businessNow()))) {
    throw new AppError(ERROR_CODES.notFound, 'apiKey.error.notFound');
  }
  return null;
};

/** The account's API calls, a page at a time, newest first. */
export const listApiCalls = async (
  app: FastifyInstance,
  session: Session,
  query: ApiCallQuery,
): Promise<ApiCallPage> => {
  const { rows, total } = await findApiCallsOfAccount(
    app.db,
    await keyAccountOf(app, session),
    pageWindow(query),
  );
  return pageAnswer(
    query,
    rows.map((row) => ({ ...row, createdAt: chinaDateTime(row.createdAt) })),
    total,
  );
};

/** A key that may call: its account, scopes, environment and the user who created it. */
export interface ApiCaller {
  readonly keyId: number;
  readonly accountId: number;
  readonly scopes: readonly ApiScope[];
  readonly environment: ApiKeyRow['environment'];
  readonly createdBy: number | null;
}

/**
 * The key of a secret if it may call now: not revoked, not expired. Read from the database on every call (one
 * indexed lookup), so a revocation counts on every instance at once; the last use is written at most once a minute.
 */
export const authenticateApiKey = async (
  app: FastifyInstance,
  secret: string,
): Promise<ApiCaller | undefined> => {
  const row = await findApiKeyByHash(app.db, hashApiSecret(secret));
  const now = businessNow();
  if (row === undefined || row.revokedAt !== null) return undefined;
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return undefined;
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_WRITE_INTERVAL_MS) {
    await touchApiKey(app.db, row.id, now, new Date(now.getTime() - LAST_USE_WRITE_INTERVAL_MS));
  }
  return {
    keyId: row.id,
    accountId: row.accountId,
    scopes: row.scopes as ApiScope[],
    environment: row.environment,
    createdBy: row.createdBy,
  };
};

/** Writes one API call to the account's audit trail. */
export const recordApiCall = async (app: FastifyInstance, call: NewApiCall): Promise<void> => {
  await insertApiCall(app.db, call);
};
