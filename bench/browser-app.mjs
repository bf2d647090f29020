// The browser scenarios' shared setup: the built app on a fresh embedded database (as e2e/playwright.config.ts
// starts it), the system Chromium through Playwright (never a downloaded browser), the demo login, and a cold
// page load whose every response is recorded from Chromium's network log (bytes on the wire).
// Knobs: WEB_DIST_DIR (measure a build made elsewhere as it is; otherwise apps/web is built first),
// BROWSER_PORT (8391), BROWSER_LANG (zh), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GATEWAY = '/gateway/icore-aaas.cloudInsuranceService';
const port = Number(process.env.BROWSER_PORT ?? 8391);
const lang = process.env.BROWSER_LANG ?? 'zh';
const START_TIMEOUT_MS = 300_000;

/** The web build to serve: WEB_DIST_DIR as it is, or apps/web built now (never a stale build). */
export const webDist = () => {
  if (process.env.WEB_DIST_DIR !== undefined) return path.resolve(process.env.WEB_DIST_DIR);
  // The build's output goes to stderr: stdout is the scenario's JSON line.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('The web build failed.');
  return path.join(root, 'apps/web/dist');
};

/**
 * Starts the app (`node scripts/start.mjs`: builds the server bundle when stale) on a fresh embedded database
 * and waits for its first answer (the first start migrates and seeds). Its process group is killed on
 * `stop()` and, failing that, when this process exits.
 */
export const startApp = async () => {
  const dist = webDist();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-bench-browser-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EXPOSE_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST_DIR: dist,
    },
  });
  let exited = false;
  const exit = new Promise((resolve) => server.once('exit', resolve));
  exit.then(() => {
    exited = true;
  });
  const killGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const cleanUp = () => {
    killGroup('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

  const stop = async () => {
    killGroup('SIGTERM');
    const timeout = setTimeout(() => killGroup('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timeout);
    process.off('exit', cleanUp);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error('The server exited before answering.');
    try {
      const response = await fetch(`${baseURL}${GATEWAY}/epa-getSystemTime`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, dist, stop };
};

/** The system Chromium, headless, as the e2e tests launch it. */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
    ],
  });

/**
 * A fresh context (empty cache and cookie jar) as the e2e tests set it up: the UI language cookie (BROWSER_LANG)
 * and the first-time guide done (its bubbles would otherwise show on the dashboard) unless `guideDone` is false.
 */
export const newAppContext = (browser, baseURL, { guideDone = true } = {}) =>
  browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [
        {
          name: 'lang',
          value: lang,
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: guideDone
        ? [{ origin: baseURL, localStorage: [{ name: 'portal.guide', value: 'done' }] }]
        : [],
    },
  });

/**
 * Logs the seeded demo user in through the API, as e2e/support/login.ts `logInAs` does: the session cookie lands
 * in the context's jar (one made by `newAppContext`, which has the language and the guide set); no page is
 * loaded, so the browser's cache stays empty.
 */
export const logInDemo = async (context, baseURL) => {
  const request = context.request;
  const issued = await request.post(`${baseURL}${GATEWAY}/epa-getVerifyCode`);
  const { captchaId } = (await issued.json()).data;
  const outbox = await request.get(`${baseURL}${GATEWAY}/dev/outbox?channel=captcha&recipient=${captchaId}`);
  const verifyCode = (await outbox.json()).data[0]?.body;
  if (verifyCode === undefined) throw new Error(`No image code in the outbox for ${captchaId}.`);
  const login = await request.post(`${baseURL}${GATEWAY}/epa-login`, {
    data: { account: 'demo', password: 'Shocean#2026', captchaId, verifyCode },
  });
  if (!login.ok()) throw new Error(`The demo login failed: ${login.status()} ${await login.text()}`);
};

/**
 * Opens `url` in a new page of `context` and waits until it is ready: `readySelector` visible, then no request
 * for 500 ms (network idle). `beforeLoad(cdp)` runs on the page's CDP session before the navigation (e.g. CPU
 * throttling). Returns every response as Chromium's network log saw it: `bytes` is what came over the wire
 * (`Network.loadingFinished` encodedDataLength: body as sent plus response headers), `headerBytes` the headers'
 * share.
 */
export const openPage = async (context, url, readySelector, beforeLoad = async () => {}) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const responses = new Map();
  const finished = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = (wanted) =>
      Object.entries(response.headers).find(([name]) => name.toLowerCase() === wanted)?.[1];
    responses.set(requestId, {
      type,
      url: response.url,
      status: response.status,
      mimeType: response.mimeType,
      encoding: header('content-encoding') ?? 'identity',
      cacheControl: header('cache-control'),
      fromCache: response.fromDiskCache === true || response.fromServiceWorker === true,
      // What had come when the response started: the status line and headers.
      headerBytes: response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    finished.set(requestId, encodedDataLength);
  });
  await cdp.send('Network.enable');
  await beforeLoad(cdp);
  await page.goto(url);
  await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const resources = [...responses].map(([requestId, response]) => ({
    ...response,
    path: new URL(response.url).pathname,
    bytes: finished.get(requestId) ?? 0,
  }));
  return { page, cdp, resources };
};

const sum = (resources) => resources.reduce((total, r) => total + r.bytes, 0);

/** The figures the bundle scenarios report, from `openPage`'s resources. */
export const bundleFigures = (resources) => {
  const scripts = resources.filter((r) => r.type === 'Script');
  const fetches = resources.filter((r) => r.type === 'XHR' || r.type === 'Fetch');
  const scriptBytes = sum(scripts);
  // Of scriptBytes, the response headers (HTTP/1.1 sends them uncompressed).
  const scriptHeaderBytes = scripts.reduce((total, r) => total + r.headerBytes, 0);
  return {
    // The compressed JavaScript itself: what the goals (`goalScriptBytes`) are about.
    scriptBodyBytes: scriptBytes - scriptHeaderBytes,
    scriptBytes,
    scriptCount: scripts.length,
    scriptHeaderBytes,
    styleBytes: sum(resources.filter((r) => r.type === 'Stylesheet')),
    documentBytes: sum(resources.filter((r) => r.type === 'Document')),
    fetchBytes: sum(fetches),
    totalBytes: sum(resources),
    scripts: scripts
      .map((r) => ({ path: r.path, bytes: r.bytes, encoding: r.encoding }))
      .sort((a, b) => b.bytes - a.bytes),
    fetches: fetches
      .map((r) => ({ path: r.path, bytes: r.bytes, encoding: r.encoding }))
      .sort((a, b) => b.bytes - a.bytes),
  };
};
