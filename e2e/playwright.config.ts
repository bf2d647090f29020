import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The specs whose pages default, check or show business dates. */
const DATED_SPECS = /(insuring|declaration|correction)\.spec\.ts$/;

const port = Number(process.env.E2E_PORT ?? 8181);
// The mail server the portal delivers to (support/smtp-sink.ts): refuses mail to @refused.example, takes the rest.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
// Every run starts the built app on a fresh embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that needs one is a bug to fix, in the test or in the portal. The long flows (insure,
  // declare, correct) ran past 60 s on a busy 2-core machine while passing every step: the limit only
  // stops a hung test, it does not pace a passing one.
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The business clock is China time whatever the browser's zone. The whole suite runs in Los Angeles
  // (UTC-8: its date differs from Beijing's 16 hours a day); the specs that date things run again in UTC
  // and in Beijing.
  projects: [
    { name: 'los-angeles', use: { timezoneId: 'America/Los_Angeles' } },
    { name: 'utc', use: { timezoneId: 'UTC' }, testMatch: DATED_SPECS },
    { name: 'beijing', use: { timezoneId: 'Asia/Shanghai' }, testMatch: DATED_SPECS },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every browser has finished the first-time guide (its bubbles would sit over the page under the
    // header); shell.spec.ts starts without it to test the guide.
    storageState: {
      cookies: [],
      origins: [
        { origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'portal.guide', value: 'done' }] },
      ],
    },
    locale: 'zh-CN',
    // The portal honours reduced motion (antd's animations off): nothing is clicked while it slides or zooms.
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
      ],
    },
  },
  // In order: the mail server first, then the portal that delivers its mail to it; both stop with the run.
  webServer: [
    {
      command: `node support/smtp-sink.ts ${smtpPort}`,
      wait: { stdout: /smtp-sink listening/ },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../scripts/start.mjs',
      url: `http://127.0.0.1:${port}/gateway/icore-aaas.cloudInsuranceService/epa-getSystemTime`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        EXPOSE_OUTBOX: '1',
        WEBHOOK_ALLOW_HTTP_LOOPBACK: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: '货运保险门户 Cargo Portal <noreply@cargo-portal.test>',
      },
    },
  ],
});
