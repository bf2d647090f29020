import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** Uploaded files: `<fileStoreDir>/<account>/<file id>`; `${DATA_DIR}/files`, a temp folder in tests. */
  fileStoreDir: string;
  /** Unset: embedded PGlite under dataDir; `memory://` for an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string | undefined;
  /** Dev outbox endpoint and logged verification codes; off in production. */
  exposeOutbox: boolean;
  sessionIdleMinutes: number;
  /** Secure cookies need HTTPS; off for plain-HTTP local use. */
  secureCookies: boolean;
  logLevel: string;
  /** Trust X-Forwarded-For only behind a known proxy; otherwise a client could fake its IP past the rate limits. */
  trustProxy: boolean | string;
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    dataDir,
    fileStoreDir: env.FILE_STORE_DIR
      ? path.resolve(env.FILE_STORE_DIR)
      : env.NODE_ENV === 'test'
        ? path.join(tmpdir(), `cargo-portal-test-files-${process.pid}`)
        : path.join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: env.WEB_DIST_DIR,
    exposeOutbox: env.EXPOSE_OUTBOX ? env.EXPOSE_OUTBOX === '1' : !isProduction,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120),
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY : false,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
};
