import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

export const GATEWAY = '/gateway/icore-aaas.cloudInsuranceService';
const gateway = GATEWAY;

/** Reads the text of an image code from the dev outbox (what a tester would read off the image). */
export const readImageCode = async (request: APIRequestContext, captchaId: string): Promise<string> => {
  const response = await request.get(`${gateway}/dev/outbox?channel=captcha&recipient=${captchaId}`);
  const body = (await response.json()) as { data: { body: string }[] };
  const message = body.data[0];
  if (!message) throw new Error(`no image code in the outbox for ${captchaId}`);
  return message.body;
};

/**
 * A new image code and its text, for a login through the API. Every test signs in from one address, and the
 * portal issues 30 image codes a minute per address: past that it answers 429 with Retry-After, and the
 * helper waits as a person would before asking again.
 */
export const solvedImageCode = async (
  request: APIRequestContext,
): Promise<{ captchaId: string; verifyCode: string }> => {
  // Two tries: one wait of up to a minute stays within a test's time limit.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const issued = await request.post(`${gateway}/epa-getVerifyCode`);
    if (issued.status() === 429) {
      if (attempt === 2) break;
      const retryAfter = Number(issued.headers()['retry-after']);
      const waitSeconds = Number.isFinite(retryAfter) ? Math.min(retryAfter, 60) : 60;
      await new Promise((resolve) => setTimeout(resolve, (waitSeconds + 1) * 1000));
      continue;
    }
    expect(issued.ok(), await issued.text()).toBe(true);
    const { captchaId } = ((await issued.json()) as { data: { captchaId: string } }).data;
    return { captchaId, verifyCode: await readImageCode(request, captchaId) };
  }
  throw new Error('the portal kept refusing image codes (429)');
};

/**
 * The captchaId of the image code the page shows, once loaded (the image carries it while it is the current
 * one); `unlike` waits for a code other than that one (after a code was spent). Read from the page, not from the
 * network: a code the previous page asked for can still answer while the next page loads.
 */
export const shownImageCode = async (page: Page, unlike?: string): Promise<string> => {
  const image = page.locator('[data-testid="login-code-image"][data-captcha-id]:visible');
  let captchaId = '';
  await expect(async () => {
    captchaId = (await image.getAttribute('data-captcha-id', { timeout: 1_000 })) ?? '';
    expect(captchaId).not.toBe('');
    expect(captchaId).not.toBe(unlike);
  }).toPass({ timeout: 20_000 });
  return captchaId;
};

/** The seeded demo login (README): administrator of SHOCEAN, also a user of HZSHUNDA. */
export const DEMO = { account: 'demo', password: 'Shocean#2026' } as const;

/**
 * Logs a user in through the API (the login page has its own spec) in the page's cookie jar, with the UI
 * language set as the language switch would set it, and opens the portal: the header menu shows, in
 * English `englishMenuText`.
 */
export const logInAs = async (
  page: Page,
  lang: 'zh' | 'en',
  user: { account: string; password: string },
  englishMenuText: string,
) => {
  const { captchaId, verifyCode } = await solvedImageCode(page.request);
  const login = await page.request.post(`${gateway}/epa-login`, { data: { ...user, captchaId, verifyCode } });
  expect(login.ok(), await login.text()).toBe(true);
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: lang, url }]);
  await page.goto('/');
  await expect(page.getByTestId('header-menu')).toBeVisible();
  if (lang === 'en') await expect(page.getByTestId('header-menu')).toContainText(englishMenuText);
};

/** Logs the demo user in (see `logInAs`). */
export const logInAsDemo = (page: Page, lang: 'zh' | 'en', englishMenuText: string) =>
  logInAs(page, lang, DEMO, englishMenuText);

/**
 * Picks an item of the user dropdown in the header with the pointer. The dropdown opens on hover (a click
 * on the trigger right after a hover-open would close it again), so it is hovered, then the item clicked.
 */
export const pickUserMenuItem = async (page: Page, itemTestId: string) => {
  await page.getByTestId('user-dropdown').hover();
  await page.getByTestId(itemTestId).click();
};
