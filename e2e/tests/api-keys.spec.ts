import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment';
import { otherScriptTexts, seriousViolations, structureProblems } from '../support/a11y';
import { GATEWAY, logInAsDemo, pickUserMenuItem } from '../support/login';

/** The customer's system's webhook receiver (the e2e server may post to loopback over http). */
const startReceiver = async () => {
  const events: { type: string; data: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, events, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cargo` };
};

const artifacts = (name: string) => `artifacts/api-keys-${name}.png`;

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: artifacts(name), fullPage: true, animations: 'disabled' });
};

/** Creates a key on the open API keys page; answers its secret, shown once. */
const createKey = async (page: Page, name: string, screenshot: string, alsoScope?: string) => {
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-name').fill(name);
  if (alsoScope) await page.getByTestId('api-key-scopes').getByText(alsoScope).click();
  await shoot(page, `${screenshot}-form`);
  await page.getByTestId('api-key-submit').click();
  const secret = (await page.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^cp_live_[\w-]{43}$/);
  await shoot(page, screenshot);
  await page.getByTestId('api-key-done').click();
  await expect(page.getByTestId('api-keys')).toContainText(name);
  await expect(page.getByTestId('api-keys')).toContainText(secret.slice(0, 14));
  return secret;
};

test('an administrator creates API keys in both languages; a system declares a shipment with one, the certificate is in the portal and its webhook arrives', async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 8);
  await logInAsDemo(page, 'en', 'Overview');
  await pickUserMenuItem(page, 'user-menu-api-keys');
  await expect(page.getByTestId('api-keys-page')).toBeVisible();
  const secret = await createKey(page, `TMS ${stamp}`, 'created-en', 'Webhooks');
  await shoot(page, 'list-en');
  expect(await otherScriptTexts(page, 'en')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await structureProblems(page)).toEqual([]);

  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: 'zh', url }]);
  await page.reload();
  await expect(page.getByTestId('api-keys-page')).toContainText('API 密钥');
  await createKey(page, `订舱系统 ${stamp}`, 'created-zh');
  await shoot(page, 'list-zh');

  // The administrator lets the export cover declare what no auto-insure rule holds (the default holds it).
  const setDefault = (defaultAction: 'declare' | 'hold') =>
    page.request.put(`${url}${GATEWAY}/cargo/autoInsure/${SAMPLE_EXPORT_SHIPMENT.policyNo}/default`, {
      data: { defaultAction },
    });
  expect((await setDefault('declare')).status()).toBe(200);

  // The customer's system registers its webhook receiver and declares a shipment with the key, as any HTTP
  // client would.
  const receiver = await startReceiver();
  const authorization = `Bearer ${secret}`;
  const registered = await fetch(`${url}/api/v1/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, events: ['declaration.issued'] }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const today = todayInChina();
  const invoiceNo = `API-${stamp}`;
  const answer = await fetch(`${url}/api/v1/shipments`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      'idempotency-key': `booking-${stamp}`,
    },
    body: JSON.stringify({
      ...SAMPLE_EXPORT_SHIPMENT,
      invoiceNo,
      loadingPort: 'Shanghai',
      sailingDate: today,
      riders: ['WAR'],
      issuingDate: today,
    }),
  });
  const declared = (await answer.json()) as { status: string; certificateNo: string };
  expect(answer.status, JSON.stringify(declared)).toBe(201);
  expect(declared.status).toBe('declared');
  // The event arrives (delivered by a job at commit, or by the sweep within a minute).
  await expect
    .poll(() => receiver.events.find((event) => event.type === 'declaration.issued')?.data.certificateNo, {
      timeout: 75_000,
    })
    .toBe(declared.certificateNo);
  receiver.server.close();
  // Back to the seeded default (auto-insure-rules.spec.ts reads it on the same policy).
  expect((await setDefault('hold')).status()).toBe(200);

  await page.goto('/transport-declaration/temporary');
  await expect(page.getByTestId('enquiry-table')).toContainText(invoiceNo);
  await expect(page.getByTestId('enquiry-table')).toContainText(declared.certificateNo);

  await pickUserMenuItem(page, 'user-menu-api-keys');
  await expect(page.getByTestId('api-calls')).toContainText('POST /api/v1/shipments');
  await shoot(page, 'calls-zh');
  expect(await otherScriptTexts(page, 'zh')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
