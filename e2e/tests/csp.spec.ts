import { expect, type Page, test } from '@playwright/test';
import { readImageCode, shownImageCode } from '../support/login';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';

/**
 * Collects what Chromium reports against the Content-Security-Policy: `securitypolicyviolation` events in
 * the page and "Refused to …" console errors. The test fails on any.
 */
const watchPolicy = async (page: Page) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => reports.push(text));
  // A string: this project's types have no DOM (the script runs in the page).
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
    });`,
  });
  return reports;
};

test('csp: the login page, the portal and /docs work under the policy in Chromium', async ({
  page,
  request,
}) => {
  const reports = await watchPolicy(page);
  const answer = await page.goto('/login');
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const captchaId = await shownImageCode(page);

  // The image code (a data: URL) is drawn, and antd's injected styles apply (the primary button's colour).
  const image = page.getByTestId('login-code-image');
  await expect(image).toBeVisible();
  expect(
    await image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  const submit = page.getByTestId('login-submit');
  await expect(submit).toHaveCSS('background-color', 'rgb(22, 88, 216)');

  await page.getByTestId('login-account').fill('demo');
  await page.getByTestId('login-password').fill('Shocean#2026');
  await page.getByTestId('login-code').fill(await readImageCode(request, captchaId));
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-menu')).toBeVisible();
  // The premium trend chart (inline SVG) is drawn.
  await expect(page.getByTestId('premium-trend-chart')).toHaveAttribute('data-rendered', 'true');

  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Cargo Portal gateway');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();

  expect(reports).toEqual([]);
});

test('cross-site: a form on another site posting to the portal is answered 403 in Chromium', async ({
  page,
  baseURL,
}) => {
  // 127.0.0.1 and localhost on the same port are two sites to the browser. The other site's page is served by
  // the test: a form that posts to the portal when submitted (the classic cross-site request).
  const foreignSite = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const target = `${baseURL}${gateway}/cargo/track/pageView`;
  await page.route(`${foreignSite}/elsewhere`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" enctype="text/plain" action="${target}"><input name="path" value="/login"></form>`,
    }),
  );
  await page.goto(`${foreignSite}/elsewhere`);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === target),
    page.locator('form').evaluate((form) => (form as unknown as { submit: () => void }).submit()),
  ]);
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: '403000', data: null });
});
