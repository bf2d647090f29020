import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** Issue 16: every public page exists in both languages and every link on it leads somewhere real. */

/** Screenshots go to e2e/artifacts whatever the working directory. */
const artifacts = (name: string) => new URL(`../artifacts/public-${name}.png`, import.meta.url).pathname;

const PUBLIC_PAGES = [
  '/login',
  '/reservation',
  '/about-us',
  '/commonQuestions',
  '/faq',
  '/document-info',
  '/protocol',
  '/guarantee-insurance',
  '/guarantee-insurance-query',
  '/feedback',
] as const;

const LANGUAGES = [
  { lang: 'zh', marker: '常见问题' },
  { lang: 'en', marker: 'Common questions' },
] as const;

const useLanguage = async (context: BrowserContext, baseURL: string | undefined, lang: string) =>
  context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);

/** The page has rendered its frame (a public page's footer, or the login form). */
const rendered = async (page: Page) => {
  await expect(page.locator('footer, [data-testid="login-submit"]').first()).toBeVisible();
};

const hrefsOn = async (page: Page): Promise<string[]> =>
  page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

for (const { lang, marker } of LANGUAGES) {
  test(`every link on the public pages leads to a real page (${lang})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(context, baseURL, lang);
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const links = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await rendered(page);
      expect(new URL(page.url()).pathname, `${path} stays on itself`).toBe(path);
      if (path !== '/login') await expect(page.locator('footer')).toContainText(marker);
      for (const href of await hrefsOn(page)) links.add(href);
    }
    const internal = [...links].filter((href) => href.startsWith(origin));
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) {
      const target = new URL(href);
      if (target.pathname.startsWith('/gateway/')) {
        const answer = await request.get(href, { headers: { cookie: `lang=${lang}` } });
        expect(answer.status(), href).toBe(200);
        expect(answer.headers()['content-type'], href).toBe('application/pdf');
        continue;
      }
      await page.goto(target.pathname + target.search);
      await rendered(page);
      const landed = new URL(page.url()).pathname;
      expect(landed, `${href} is not the error page`).not.toBe('/error');
      if (target.pathname !== '/login') expect(landed, `${href} does not bounce to login`).not.toBe('/login');
    }
  });
}

test('the login toolbar leads to the feedback page and to the usage guide PDF', async ({ page, request }) => {
  await page.goto('/login');
  const guide = page.getByTestId('toolbar-guide');
  await expect(guide).toHaveAttribute('href', /\/cargo\/public\/usageGuide$/);
  const pdf = await request.get((await guide.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByTestId('toolbar-feedback').click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByTestId('feedback-form')).toBeVisible();
});

for (const { lang } of LANGUAGES) {
  test(`feedback, guarantee query and FAQ search work (${lang})`, async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, lang);
    const english = lang === 'en';

    await page.goto('/faq');
    await rendered(page);
    await page.screenshot({ path: artifacts(`faq-${lang}`), fullPage: true, animations: 'disabled' });
    await page.getByTestId('faq-search').locator('input').fill('UCP 600');
    await expect(page.getByTestId('faq-group-documents')).toBeVisible();
    await expect(page.getByTestId('faq-group-insuring')).toHaveCount(0);
    await page.getByTestId('faq-search').locator('input').fill('zzzz-no-such-words');
    await expect(page.getByTestId('faq-empty')).toBeVisible();

    await page.goto('/feedback');
    await page.getByTestId('feedback-submit').click();
    await expect(
      page.getByText(english ? 'Feedback: cannot be empty' : '反馈内容：不能为空').first(),
    ).toBeVisible();
    await page.screenshot({ path: artifacts(`feedback-${lang}`), fullPage: true, animations: 'disabled' });
    await page
      .getByTestId('feedback-type')
      .getByText(english ? 'Suggestion' : '建议')
      .click();
    await page.getByTestId('feedback-content').fill('Please add a vessel search to the declaration form.');
    await page.getByTestId('feedback-phone').fill('13912345678');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-result')).toContainText(/FB\d{8}/);
    await page.screenshot({
      path: artifacts(`feedback-done-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });

    await page.goto('/guarantee-insurance-query');
    await page.getByTestId('guarantee-number').fill('GB3101202600018');
    await page.getByTestId('guarantee-credit-code').fill('91330206MA2GQ8LX5G');
    await page.getByTestId('guarantee-submit').click();
    await expect(page.getByTestId('guarantee-not-found')).toBeVisible();
    await page.getByTestId('guarantee-credit-code').fill('91310115MA1H7GXQ3E');
    await page.getByTestId('guarantee-submit').click();
    await expect(page.getByTestId('guarantee-result')).toContainText('CNY 5,000,000.00');
    await page.screenshot({
      path: artifacts(`guarantee-query-${lang}`),
      fullPage: true,
      animations: 'disabled',
    });

    for (const path of ['document-info', 'protocol', 'guarantee-insurance', 'commonQuestions']) {
      await page.goto(`/${path}`);
      await rendered(page);
      await page.screenshot({ path: artifacts(`${path}-${lang}`), fullPage: true, animations: 'disabled' });
    }
  });
}
