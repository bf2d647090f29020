import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 14: the login page arrives rendered in the visitor's language (apps/web/scripts/prerender-pages.mjs), so
 * it paints before its script runs; the script then adopts that markup.
 */
const PAGES = [
  { lang: 'zh', htmlLang: 'zh-CN', hero: '专业货运保险，全程在线服务', card: '客户登录', submit: '登录' },
  {
    lang: 'en',
    htmlLang: 'en-US',
    hero: 'Specialist cargo insurance, served online end to end',
    card: 'Customer login',
    submit: 'Log in',
  },
] as const;

/** Errors the page reports: a markup the script cannot adopt is one (React's recoverable error). */
const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

for (const expected of PAGES) {
  test(`the login page paints, styled, before any script runs (${expected.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: expected.lang, url: baseURL ?? '' }]);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.hero);
    await expect(page.getByRole('heading', { name: expected.card })).toBeVisible();
    const submit = page.getByTestId('login-submit');
    await expect(submit).toHaveText(expected.submit);
    await expect(submit).toHaveCSS('background-color', 'rgb(22, 88, 216)');
    // Until the script runs nothing typed or pressed would be kept: the fields are read-only, the button disabled.
    await expect(page.getByTestId('login-account')).not.toBeEditable();
    await expect(submit).toBeDisabled();
  });
}

test('the script adopts the page without a mismatch, then fills the remembered account', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript({
    content: `localStorage.setItem('cargo-portal.login.remembered', '{"mode":"email","identity":"ops@shocean.example"}');`,
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-email')).toHaveValue('ops@shocean.example');
  await expect(page.getByTestId('login-tab-email')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('login-remember')).toBeChecked();
  await expect(page.getByTestId('login-password')).toBeEditable();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page.getByTestId('login-code-image')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a browser that keeps English without the cookie gets the page drawn anew in English', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The context's language is Chinese: the server sends the Chinese page, the browser's stored choice wins.
  await page.addInitScript({ content: `localStorage.setItem('lang', 'en');` });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[1].hero);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  expect(errors).toEqual([]);
});
