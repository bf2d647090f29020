import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      databasePoolSize: 20,
      exposeOutbox: false,
      logSentCodes: true,
      exposeDocs: true,
      sessionIdleMinutes: 120,
      secureCookies: false,
      trustProxy: false,
      logLevel: 'info',
      httpTimeouts: { connection: 120_000, request: 120_000, keepAlive: 72_000 },
      passwordHashing: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      exposeOutbox: false,
      logSentCodes: false,
      exposeDocs: false,
    });
  });

  it('outbox: exposed only with EXPOSE_OUTBOX=1, in development as in production', () => {
    expect(loadConfig({ EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).exposeOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', EXPOSE_OUTBOX: '1' }).logSentCodes).toBe(false);
  });

  it('docs: /docs public in development only, unless EXPOSE_DOCS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', EXPOSE_DOCS: '1' }).exposeDocs).toBe(true);
    expect(loadConfig({ EXPOSE_DOCS: '0' }).exposeDocs).toBe(false);
  });

  it('reads valid values, an empty variable counting as unset', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgresql://app@db:5432/cargo',
      SESSION_IDLE_MINUTES: '30',
      EXPOSE_OUTBOX: '0',
      SECURE_COOKIES: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1',
      REQUEST_TIMEOUT_SECONDS: '30',
      WEB_DIST_DIR: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgresql://app@db:5432/cargo',
      sessionIdleMinutes: 30,
      exposeOutbox: false,
      secureCookies: true,
      logLevel: 'warn',
      trustProxy: '10.0.0.1',
      webDistDir: undefined,
      httpTimeouts: { request: 30_000 },
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number/,
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
  });

  it('load limits: 1,000 requests in progress and a 3 s stall by default, the stall check off in tests', () => {
    expect(loadConfig({}).loadLimits).toEqual({ maxRequestsInProgress: 1000, maxEventLoopDelayMs: 3000 });
    expect(loadConfig({ NODE_ENV: 'test' }).loadLimits.maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_REQUESTS_IN_PROGRESS: '0', MAX_EVENT_LOOP_DELAY_MS: '500' }).loadLimits).toEqual({
      maxRequestsInProgress: 0,
      maxEventLoopDelayMs: 500,
    });
    expect(errorOf({ MAX_REQUESTS_IN_PROGRESS: 'many' })).toContain('MAX_REQUESTS_IN_PROGRESS must be');
  });

  it('file store: the disk unless a bucket is named; S3 settings from FILE_STORE_S3_*', () => {
    expect(loadConfig({}).fileStoreS3).toBeUndefined();
    expect(
      loadConfig({
        FILE_STORE_S3_BUCKET: 'cargo-files',
        FILE_STORE_S3_ENDPOINT: 'http://minio.internal:9000',
        FILE_STORE_S3_PATH_STYLE: '1',
        FILE_STORE_S3_ACCESS_KEY_ID: 'portal',
        FILE_STORE_S3_SECRET_ACCESS_KEY: 'secret-key',
      }).fileStoreS3,
    ).toEqual({
      bucket: 'cargo-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secret-key' },
    });
    // Without keys the SDK's own chain (an instance role) is used.
    expect(loadConfig({ FILE_STORE_S3_BUCKET: 'cargo-files' }).fileStoreS3?.credentials).toBeUndefined();
    expect(errorOf({ FILE_STORE_S3_BUCKET: 'Cargo_Files' })).toContain(
      'FILE_STORE_S3_BUCKET must be a bucket name',
    );
    expect(errorOf({ FILE_STORE_S3_ENDPOINT: 'minio:9000' })).toContain('FILE_STORE_S3_ENDPOINT must be');
    const oneKey = errorOf({
      FILE_STORE_S3_BUCKET: 'cargo-files',
      FILE_STORE_S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(oneKey).toContain(
      'FILE_STORE_S3_ACCESS_KEY_ID must be set together with FILE_STORE_S3_SECRET_ACCESS_KEY',
    );
    expect(oneKey).not.toContain('secret-key');
  });

  it('jobs: pg-boss on PostgreSQL, the in-process queue on the embedded database; JOB_QUEUE chooses', () => {
    expect(loadConfig({}).jobQueue).toBe('in-process');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cargo' }).jobQueue).toBe('pg-boss');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cargo', JOB_QUEUE: 'in-process' }).jobQueue).toBe(
      'in-process',
    );
    expect(errorOf({ JOB_QUEUE: 'pg-boss' })).toContain('JOB_QUEUE pg-boss needs DATABASE_URL');
    expect(errorOf({ JOB_QUEUE: 'redis' })).toContain('JOB_QUEUE must be pg-boss or in-process');
  });

  it('mail and SMS: kept in the outbox unless SMTP_URL or every SMS_TENCENT_* variable is set', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://portal:pw@mail.example.com:465' }).mail).toEqual({
      smtpUrl: 'smtps://portal:pw@mail.example.com:465',
      from: '货运保险门户 Cargo Portal <noreply@cargo-portal.local>',
    });
    const bad = errorOf({ SMTP_URL: 'http://portal:pw@mail.example.com' });
    expect(bad).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(bad).not.toContain('pw@');
    const sms = {
      SMS_TENCENT_SECRET_ID: 'AKIDportal',
      SMS_TENCENT_SECRET_KEY: 'tencent-secret',
      SMS_TENCENT_SDK_APP_ID: '1400000001',
      SMS_TENCENT_SIGN_NAME: '货运险平台',
      SMS_TENCENT_VERIFICATION_TEMPLATE_ID: '2046001',
    };
    expect(loadConfig(sms).sms).toEqual({
      endpoint: 'https://sms.tencentcloudapi.com',
      secretId: 'AKIDportal',
      secretKey: 'tencent-secret',
      region: 'ap-guangzhou',
      sdkAppId: '1400000001',
      signName: '货运险平台',
      verificationTemplateId: '2046001',
    });
    const partial = errorOf({ ...sms, SMS_TENCENT_SIGN_NAME: undefined });
    expect(partial).toContain('SMS_TENCENT_SECRET_ID must be set with SMS_TENCENT_SECRET_KEY');
    expect(partial).not.toContain('tencent-secret');
  });

  it('hashes passwords cheaply under NODE_ENV=test only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toEqual({
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashing.memoryCost).toBe(65_536);
  });

  it.each([
    ['PORT', 'http', 'PORT must be a port number from 1 to 65535 (it is "http")'],
    ['PORT', '70000', 'PORT must be a port number from 1 to 65535'],
    ['PORT', '80.5', 'PORT must be a port number'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES must be a positive whole number of minutes'],
    ['SESSION_IDLE_MINUTES', '-5', 'SESSION_IDLE_MINUTES must be a positive whole number of minutes'],
    ['DATABASE_URL', 'mysql://db/cargo', 'DATABASE_URL must be a postgres://'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['EXPOSE_OUTBOX', 'yes', 'EXPOSE_OUTBOX must be 0 or 1 (it is "yes")'],
    ['EXPOSE_DOCS', 'true', 'EXPOSE_DOCS must be 0 or 1'],
    ['SECURE_COOKIES', 'true', 'SECURE_COOKIES must be 0 or 1'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '0', 'KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number of seconds'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(errorOf({ [name]: value })).toContain(message);
  });

  it('does not repeat a bad DATABASE_URL, which may hold a password', () => {
    const message = errorOf({ DATABASE_URL: 'mysql://app:s3cret@db/cargo' });
    expect(message).toContain('DATABASE_URL must be a postgres://');
    expect(message).not.toContain('s3cret');
  });

  it('names every bad variable in one error, one line each', () => {
    const message = errorOf({
      PORT: 'x',
      SESSION_IDLE_MINUTES: 'two',
      LOG_LEVEL: 'loud',
      SECURE_COOKIES: 'on',
    });
    const lines = message.split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(' ')[0])).toEqual([
      'PORT',
      'SESSION_IDLE_MINUTES',
      'SECURE_COOKIES',
      'LOG_LEVEL',
    ]);
  });
});

describe('main.ts with a bad environment', () => {
  it('prints the message and exits 1, without a stack trace', () => {
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number from 1 to 65535 (it is "abc")');
    expect(result.stderr).toContain('LOG_LEVEL must be one of');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
