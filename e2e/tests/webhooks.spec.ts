import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { otherScriptTexts, seriousViolations, structureProblems } from '../support/a11y';
import { logInAsDemo, pickUserMenuItem } from '../support/login';

/**
 * Account → Webhooks (docs/business-rules.md "Webhooks"): the administrator registers an endpoint pointing at a
 * receiver this test runs (the e2e server allows http to loopback, WEBHOOK_ALLOW_HTTP_LOOPBACK=1), sends a test
 * event, the receiver checks its signature, and the delivery shows in the log; in English and in Chinese.
 */

const artifacts = (name: string) => `artifacts/webhooks-${name}.png`;

interface Received {
  eventId: string;
  type: string;
  raw: string;
  signature: string;
}

const startReceiver = async () => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw) as { id: string; type: string };
      received.push({
        eventId: body.id,
        type: body.type,
        raw,
        signature: String(request.headers['cargo-signature']),
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
};

/** The docs' check: HMAC-SHA256 of "<t>.<raw body>", compared in constant time, within 5 minutes. */
const signatureValid = (secret: string, header: string, raw: string) => {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: artifacts(name), fullPage: true, animations: 'disabled' });
};

/** Adds an endpoint for the receiver; answers its id and secret (shown once). */
const addEndpoint = async (page: Page, url: string, lang: 'zh' | 'en', eventLabel: string) => {
  await page.getByTestId('webhook-add').click();
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-events').getByText(eventLabel).click();
  await page.getByTestId('webhook-description').fill(lang === 'en' ? 'Our TMS' : '运输管理系统');
  await shoot(page, `form-${lang}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await structureProblems(page)).toEqual([]);
  await page.getByTestId('webhook-save').click();
  const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shoot(page, `secret-${lang}`);
  await page.getByTestId('webhook-secret-close').click();
  const row = page.getByTestId('webhook-endpoints').locator('tr', { hasText: url });
  const id = ((await row.getAttribute('data-row-key')) ?? '').trim();
  return { id, secret };
};

test('an administrator registers an endpoint, sends a test event and sees it delivered, in both languages', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    for (const lang of ['en', 'zh'] as const) {
      await logInAsDemo(page, lang, 'Overview');
      await pickUserMenuItem(page, 'user-menu-webhooks');
      await expect(page.getByTestId('webhook-page')).toBeVisible();
      const url = `${receiver.url}/${lang}`;
      const { id, secret } = await addEndpoint(
        page,
        url,
        lang,
        lang === 'en' ? 'Policy issued' : '保单已出单',
      );
      await expect(page.getByTestId('webhook-endpoints')).toContainText(lang === 'en' ? 'Enabled' : '已启用');

      await page.getByTestId(`webhook-test-${id}`).click();
      await expect
        .poll(() => receiver.received.filter((request) => request.type === 'webhook.test').length)
        .toBe(lang === 'en' ? 1 : 2);
      const delivered = receiver.received.at(-1)!;
      expect(signatureValid(secret, delivered.signature, delivered.raw)).toBe(true);

      await page.getByTestId(`webhook-log-${id}`).click();
      const log = page.getByTestId('webhook-log');
      await expect(async () => {
        await page.getByTestId('webhook-log-refresh').click();
        await expect(log).toContainText(delivered.eventId, { timeout: 1000 });
      }).toPass();
      await expect(log).toContainText('200');
      await log
        .getByRole('button', { name: lang === 'en' ? 'Expand row' : '展开行' })
        .first()
        .click();
      await expect(page.getByTestId(/webhook-attempt-detail-/)).toContainText('Cargo-Signature');
      await shoot(page, `log-${lang}`);
      expect(await otherScriptTexts(page, lang)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(page.getByTestId('webhook-endpoints')).toContainText('200');
      await shoot(page, `list-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await structureProblems(page)).toEqual([]);
    }
  } finally {
    receiver.server.close();
  }
});
