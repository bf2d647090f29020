import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { MailSettings } from './platform/delivery/smtp-mail.ts';
import type { TencentSmsSettings } from './platform/delivery/tencent-sms.ts';
import type { S3Settings } from './platform/s3-file-bytes.ts';

/** argon2id cost; `argon2.hash` defaults in production, a cheap setting under NODE_ENV=test. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Server timeouts in milliseconds (Fastify's `connectionTimeout`, `requestTimeout`, `keepAliveTimeout`). */
export interface HttpTimeouts {
  /** A socket without any traffic for this long is closed (covers a slow handler too). */
  connection: number;
  /** The whole request (headers and body) must have arrived by then. */
  request: number;
  /** An idle keep-alive connection stays open this long; above the 60 s of common load balancers. */
  keepAlive: number;
}

/** When the gateway answers 503 "busy, try again" instead of taking a request (platform/load-shedding.ts). */
export interface LoadLimits {
  /** Gateway requests being answered at once, past which a new one is turned away; 0: no limit. */
  maxRequestsInProgress: number;
  /** The event loop's longest delay of the last half second, past which requests are turned away; 0: none. */
  maxEventLoopDelayMs: number;
}

/** The SMS provider's settings and the template of each kind of text the portal sends. */
export interface SmsSettings extends TencentSmsSettings {
  /** The approved template of a verification code: one parameter, the code. */
  verificationTemplateId: string;
}

export interface AppConfig {
  port: number;
  dataDir: string;
  /** Uploaded files: `<fileStoreDir>/<account>/<file id>`; `${DATA_DIR}/files`, a temp folder in tests. */
  fileStoreDir: string;
  /** An S3-compatible bucket for uploaded files instead of `fileStoreDir` (`FILE_STORE_S3_*`). */
  fileStoreS3: S3Settings | undefined;
  /** Unset: embedded PGlite under dataDir; `memory://` for an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance keeps at most (docs/performance.md "Pool size"). */
  databasePoolSize: number;
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string | undefined;
  /** The dev outbox endpoint (`GET /dev/outbox`, every code "sent"): only with EXPOSE_OUTBOX=1 (tests, e2e). */
  exposeOutbox: boolean;
  /** Codes "sent" while the outbox is hidden go to the server log (info); never in production. */
  logSentCodes: boolean;
  /** The OpenAPI page `/docs` and its JSON; off in production unless EXPOSE_DOCS=1. */
  exposeDocs: boolean;
  sessionIdleMinutes: number;
  /** Keep served sessions in memory, forgotten on PostgreSQL's word (platform/session-cache.ts); SESSION_CACHE. */
  sessionCache: boolean;
  /** Forces the Secure cookie flag; without it the flag follows the request's protocol (HTTPS, trust-proxy aware). */
  secureCookies: boolean;
  logLevel: LogLevel;
  /** Trust X-Forwarded-For only behind a known proxy; otherwise a client could fake its IP past the rate limits. */
  trustProxy: boolean | string;
  httpTimeouts: HttpTimeouts;
  loadLimits: LoadLimits;
  /** Calls per API key per window on `/api/v1` (`API_RATE_LIMIT_MAX`, `API_RATE_LIMIT_WINDOW_SECONDS`). */
  apiRateLimit: { max: number; windowSeconds: number };
  passwordHashing: PasswordHashing;
  /** pg-boss on PostgreSQL (every instance shares the queues); one process's queue on the embedded database. */
  jobQueue: 'pg-boss' | 'in-process';
  /**
   * Sanctions screening of batch declaration rows; always on (no variable sets it). Only the benchmark turns it
   * off, to time the same batch without it (`bench/scenarios/sanctions.ts`).
   */
  screenBatchRows: boolean;
  /** Mail leaves through this SMTP server; unset, mail stays in the outbox (`SMTP_URL`, `MAIL_FROM`). */
  mail: MailSettings | undefined;
  /** Texts leave through Tencent Cloud SMS; unset, they stay in the outbox (`SMS_TENCENT_*`). */
  sms: SmsSettings | undefined;
  /**
   * The portal's address as its users reach it (`PUBLIC_URL`, e.g. https://cargo.example.com): the links in
   * mails sent to someone who did not ask (a password reset) start with it. Unset: the request's own address.
   */
  publicUrl: string | undefined;
  /**
   * Webhooks may POST to plain http and to loopback addresses (`WEBHOOK_ALLOW_HTTP_LOOPBACK=1`): development,
   * tests and e2e only; refused with NODE_ENV=production. Private, link-local and metadata addresses stay refused.
   */
  webhookAllowHttpLoopback: boolean;
}

/** The variables `loadConfig` reads, each with what it accepts (README "Configuration" lists them too). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An empty variable counts as unset (`DATABASE_URL=` in a compose file or a shell). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be ${what}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: `must be ${what}` });

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' }).transform((value) => value === '1');

const seconds = wholeNumber(1, 86_400, 'a whole number of seconds from 1 to 86400');

const databaseUrl = z
  .string()
  .refine((value) => value === 'memory://' || /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
    error: 'must be a postgres://… (or postgresql://…) URL, or memory:// for an in-memory database',
  });

/** Tencent Cloud SMS needs every one of these (the endpoint and region have defaults). */
const SMS_VARIABLES = [
  'SMS_TENCENT_SECRET_ID',
  'SMS_TENCENT_SECRET_KEY',
  'SMS_TENCENT_SDK_APP_ID',
  'SMS_TENCENT_SIGN_NAME',
  'SMS_TENCENT_VERIFICATION_TEMPLATE_ID',
] as const;

const environmentSchema = z
  .object({
    NODE_ENV: optional(z.string()),
    PORT: optional(wholeNumber(1, 65_535, 'a port number from 1 to 65535')),
    DATA_DIR: optional(z.string()),
    FILE_STORE_DIR: optional(z.string()),
    DATABASE_URL: optional(databaseUrl),
    DATABASE_POOL_SIZE: optional(wholeNumber(1, 1000, 'a whole number of connections from 1 to 1000')),
    WEB_DIST_DIR: optional(z.string()),
    EXPOSE_OUTBOX: optional(flag),
    EXPOSE_DOCS: optional(flag),
    SESSION_IDLE_MINUTES: optional(wholeNumber(1, 525_600, 'a positive whole number of minutes')),
    SECURE_COOKIES: optional(flag),
    SESSION_CACHE: optional(flag),
    TRUST_PROXY: optional(z.string()),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    CONNECTION_TIMEOUT_SECONDS: optional(seconds),
    REQUEST_TIMEOUT_SECONDS: optional(seconds),
    KEEP_ALIVE_TIMEOUT_SECONDS: optional(seconds),
    FILE_STORE_S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)',
      }),
    ),
    FILE_STORE_S3_PREFIX: optional(z.string().max(200, { error: 'must be at most 200 characters' })),
    FILE_STORE_S3_REGION: optional(z.string()),
    FILE_STORE_S3_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    FILE_STORE_S3_PATH_STYLE: optional(flag),
    FILE_STORE_S3_ACCESS_KEY_ID: optional(z.string()),
    FILE_STORE_S3_SECRET_ACCESS_KEY: optional(z.string()),
    API_RATE_LIMIT_MAX: optional(wholeNumber(1, 1_000_000, 'a whole number of calls from 1')),
    API_RATE_LIMIT_WINDOW_SECONDS: optional(
      wholeNumber(1, 86_400, 'a whole number of seconds from 1 to 86400'),
    ),
    MAX_REQUESTS_IN_PROGRESS: optional(wholeNumber(0, 1_000_000, 'a whole number of requests (0: no limit)')),
    MAX_EVENT_LOOP_DELAY_MS: optional(
      wholeNumber(0, 600_000, 'a whole number of milliseconds (0: no limit)'),
    ),
    JOB_QUEUE: optional(z.enum(['pg-boss', 'in-process'], { error: 'must be pg-boss or in-process' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    MAIL_FROM: optional(z.string().max(200, { error: 'must be at most 200 characters' })),
    SMS_TENCENT_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    SMS_TENCENT_SECRET_ID: optional(z.string()),
    SMS_TENCENT_SECRET_KEY: optional(z.string()),
    SMS_TENCENT_REGION: optional(z.string()),
    SMS_TENCENT_SDK_APP_ID: optional(z.string()),
    SMS_TENCENT_SIGN_NAME: optional(z.string()),
    SMS_TENCENT_VERIFICATION_TEMPLATE_ID: optional(z.string()),
    WEBHOOK_ALLOW_HTTP_LOOPBACK: optional(flag),
  })
  .refine(
    // One key without the other would silently fall back to the SDK's own credentials.
    (env) =>
      (env.FILE_STORE_S3_ACCESS_KEY_ID === undefined) === (env.FILE_STORE_S3_SECRET_ACCESS_KEY === undefined),
    {
      path: ['FILE_STORE_S3_ACCESS_KEY_ID'],
      error: 'must be set together with FILE_STORE_S3_SECRET_ACCESS_KEY, or neither',
    },
  )
  .refine((env) => !(env.WEBHOOK_ALLOW_HTTP_LOOPBACK === true && env.NODE_ENV === 'production'), {
    path: ['WEBHOOK_ALLOW_HTTP_LOOPBACK'],
    error: 'must not be 1 in production (webhooks to plain http and loopback are for development and tests)',
  })
  .refine((env) => env.JOB_QUEUE !== 'pg-boss' || env.DATABASE_URL?.startsWith('postgres') === true, {
    path: ['JOB_QUEUE'],
    error: 'pg-boss needs DATABASE_URL to be a PostgreSQL database',
  })
  .refine(
    (env) => {
      const set = SMS_VARIABLES.filter((name) => env[name] !== undefined).length;
      return set === 0 || set === SMS_VARIABLES.length;
    },
    {
      path: ['SMS_TENCENT_SECRET_ID'],
      error: `must be set with ${SMS_VARIABLES.slice(1).join(', ')}, or none of them`,
    },
  );
type Environment = z.infer<typeof environmentSchema>;

/** Thrown by `loadConfig`: one line per bad variable, meant to be printed as it is (no stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Their values may hold a password: the message does not repeat them. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'FILE_STORE_S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'SMS_TENCENT_SECRET_KEY',
]);

const describeIssues = (env: NodeJS.ProcessEnv, issues: z.core.$ZodIssue[]) => {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = SECRET_VARIABLES.has(name) ? 'not shown' : `it is ${JSON.stringify(env[name])}`;
    return `  ${name} ${issue.message} (${value})`;
  });
  return `Invalid environment; fix these variables and start again:\n${lines.join('\n')}`;
};

/** argon2's own defaults (what production has always used); tests only need a hash, not a strong one. */
export const passwordHashingFor = (nodeEnv: string | undefined): PasswordHashing =>
  nodeEnv === 'test'
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/** Measured in docs/performance.md: more connections than this only queue inside PostgreSQL on 2 cores. */
export const DEFAULT_POOL_SIZE = 20;

/**
 * Past this many requests at once an instance answers 503 "busy" at once rather than queueing them for the
 * database pool. 1,000 declarations at once, the heaviest write, are all answered within 4.5 s on 2 cores
 * (docs/performance.md "Overload"); a longer queue only grows the wait towards the clients' time limits.
 */
export const DEFAULT_MAX_REQUESTS_IN_PROGRESS = 1000;
/**
 * An event loop stalled this long serves nobody: what is queued is already late. Shorter stalls (a large PDF
 * drawn) are work, not overload. Off in tests, whose set-ups stall the loop on purpose (an in-memory database).
 */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 3000;

const s3SettingsOf = (env: Environment): S3Settings | undefined => {
  if (env.FILE_STORE_S3_BUCKET === undefined) return undefined;
  const keyId = env.FILE_STORE_S3_ACCESS_KEY_ID;
  const secret = env.FILE_STORE_S3_SECRET_ACCESS_KEY;
  return {
    bucket: env.FILE_STORE_S3_BUCKET,
    prefix: env.FILE_STORE_S3_PREFIX ?? '',
    region: env.FILE_STORE_S3_REGION ?? 'us-east-1',
    endpoint: env.FILE_STORE_S3_ENDPOINT,
    forcePathStyle: env.FILE_STORE_S3_PATH_STYLE ?? false,
    credentials:
      keyId === undefined || secret === undefined
        ? undefined
        : { accessKeyId: keyId, secretAccessKey: secret },
  };
};

const DEFAULT_MAIL_FROM = '货运保险门户 Cargo Portal <noreply@cargo-portal.local>';

const smsSettingsOf = (env: Environment): SmsSettings | undefined => {
  if (env.SMS_TENCENT_SECRET_ID === undefined) return undefined;
  return {
    endpoint: env.SMS_TENCENT_ENDPOINT ?? 'https://sms.tencentcloudapi.com',
    secretId: env.SMS_TENCENT_SECRET_ID,
    secretKey: env.SMS_TENCENT_SECRET_KEY ?? '',
    region: env.SMS_TENCENT_REGION ?? 'ap-guangzhou',
    sdkAppId: env.SMS_TENCENT_SDK_APP_ID ?? '',
    signName: env.SMS_TENCENT_SIGN_NAME ?? '',
    verificationTemplateId: env.SMS_TENCENT_VERIFICATION_TEMPLATE_ID ?? '',
  };
};

const fromEnvironment = (env: Environment): AppConfig => {
  const isTest = env.NODE_ENV === 'test';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: env.PORT ?? 8080,
    dataDir,
    fileStoreDir: env.FILE_STORE_DIR
      ? path.resolve(env.FILE_STORE_DIR)
      : isTest
        ? path.join(tmpdir(), `cargo-portal-test-files-${process.pid}`)
        : path.join(dataDir, 'files'),
    fileStoreS3: s3SettingsOf(env),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    webDistDir: env.WEB_DIST_DIR,
    exposeOutbox: env.EXPOSE_OUTBOX ?? false,
    logSentCodes: env.NODE_ENV !== 'production',
    exposeDocs: env.EXPOSE_DOCS ?? env.NODE_ENV !== 'production',
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES ?? 120,
    secureCookies: env.SECURE_COOKIES ?? false,
    sessionCache: env.SESSION_CACHE ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL ?? (isTest ? 'silent' : 'info'),
    httpTimeouts: {
      connection: (env.CONNECTION_TIMEOUT_SECONDS ?? 120) * 1000,
      request: (env.REQUEST_TIMEOUT_SECONDS ?? 120) * 1000,
      keepAlive: (env.KEEP_ALIVE_TIMEOUT_SECONDS ?? 72) * 1000,
    },
    loadLimits: {
      maxRequestsInProgress: env.MAX_REQUESTS_IN_PROGRESS ?? DEFAULT_MAX_REQUESTS_IN_PROGRESS,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS ?? (isTest ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    },
    apiRateLimit: {
      max: env.API_RATE_LIMIT_MAX ?? 600,
      windowSeconds: env.API_RATE_LIMIT_WINDOW_SECONDS ?? 60,
    },
    passwordHashing: passwordHashingFor(env.NODE_ENV),
    jobQueue: env.JOB_QUEUE ?? (env.DATABASE_URL?.startsWith('postgres') ? 'pg-boss' : 'in-process'),
    screenBatchRows: true,
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM } : undefined,
    sms: smsSettingsOf(env),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    webhookAllowHttpLoopback: env.WEBHOOK_ALLOW_HTTP_LOOPBACK ?? false,
  };
};

/** The configuration from the environment; throws one `ConfigError` naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(env, parsed.error.issues));
  return fromEnvironment(parsed.data);
};

/** The configuration, or a message naming each bad variable and exit 1 (no stack trace: nothing broke). */
export const loadConfigOrExit = (): AppConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};
