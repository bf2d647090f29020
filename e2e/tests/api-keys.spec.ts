import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment';
import { otherScriptTexts, seriousViolations, structureProblems } from '../support/a11y';
import { logInAsDemo, pickUserMenuItem } from '../support/login';

const artifacts = (name: string) => `artifacts/api-keys-${name}.png`;

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: artifacts(name), fullPage: true, animations: 'disabled' });
};

/** Creates a key on the open API keys page; answers its secret, shown once. */
const createKey = async (page: Page, name: string, screenshot: string) => {
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-name').fill(name);
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

test('an administrator creates API keys in both languages; a system declares a shipment with one and the certificate is in the portal', async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 8);
  await logInAsDemo(page, 'en', 'Overview');
  await pickUserMenuItem(page, 'user-menu-api-keys');
  await expect(page.getByTestId('api-keys-page')).toBeVisible();
  const secret = await createKey(page, `TMS ${stamp}`, 'created-en');
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

  // The customer's system declares a shipment with the key, as any HTTP client would.
  const today = todayInChina();
  const invoiceNo = `API-${stamp}`;
  const answer = await fetch(`${url}/api/v1/shipments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
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

  await page.goto('/transport-declaration/temporary');
  await expect(page.getByTestId('enquiry-table')).toContainText(invoiceNo);
  await expect(page.getByTestId('enquiry-table')).toContainText(declared.certificateNo);

  await pickUserMenuItem(page, 'user-menu-api-keys');
  await expect(page.getByTestId('api-calls')).toContainText('POST /api/v1/shipments');
  await shoot(page, 'calls-zh');
  expect(await otherScriptTexts(page, 'zh')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
