import { expect, type Page, test } from '@playwright/test';
import { logInByApi } from '../support/claims';
import { logInAs, logInAsDemo } from '../support/login';
import { joinedSubUser, openPastBindPhoneNotice } from '../support/sub-user';

/**
 * The shell's extras (issue 11): the first-time guide (Ignore / Next, remembered in this browser; issue 43:
 * it covers nothing and takes no focus), the festival corner image and its greeting while the holiday switch
 * is on, the natural-disaster banner, the satisfaction rating (a bad rating needs a comment; "later" postpones), the vessel item disabled with its
 * tooltip. Switches are set as the insurer's operations staff would, through the back office.
 */

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    menu: '投保服务',
    overviewGuide: '概览：业务概况',
    insureGuide: '投保服务：在线投保',
    greeting: '新春快乐',
    disaster: '自然灾害预警',
    commentRequired: '意见：请对系统提出您的宝贵意见',
    vessel: '船舶位置查询',
    upgrading: /升级/,
  },
  en: {
    menu: 'Insure services',
    overviewGuide: 'Overview: your business at a glance',
    insureGuide: 'Insure services: insure online',
    greeting: 'Happy Spring Festival',
    disaster: 'Natural-disaster warning',
    commentRequired: 'Comment: Please tell us what we could improve in the portal',
    vessel: '',
    upgrading: /upgrad/i,
  },
} as const;

const setSwitches = async (baseURL: string, values: Record<string, string>) => {
  const desk = await logInByApi(baseURL, 'operations', 'Notice#2026', 'staff');
  try {
    for (const [name, value] of Object.entries(values)) {
      const response = await desk.post(`${gateway}/cargo/backoffice/operations/switch/set`, {
        data: { name, value },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
  } finally {
    await desk.dispose();
  }
};

/** Logs in once (Chinese), then shows the portal in `lang` as the language switch would. */
const inLanguage = async (page: Page, lang: Lang, first: boolean) => {
  if (first) {
    await logInAsDemo(page, 'zh', TEXT.zh.menu);
    if (lang === 'zh') return;
  }
  await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('header-menu')).toContainText(TEXT[lang].menu);
};

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(700, 600);
  await page.screenshot({ path: `artifacts/shell-${name}.png`, animations: 'disabled' });
};

/**
 * The panel covers nothing: its box meets none of the header, the open-pages bar or the page (issue 43: the
 * guide's bubble and the rating sat over the overview).
 */
const expectCoversNothing = async (page: Page, testId: string) => {
  const overlaps = await page.evaluate((id) => {
    const panel = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
    if (!panel) return ['no panel'];
    const meets = (other: DOMRect) =>
      panel.left < other.right &&
      other.left < panel.right &&
      panel.top < other.bottom &&
      other.top < panel.bottom;
    return ['header', '[data-testid="tabs"]', 'main'].filter((selector) => {
      const other = document.querySelector(selector)?.getBoundingClientRect();
      return other !== undefined && meets(other);
    });
  }, testId);
  expect(overlaps, `${testId} covers`).toEqual([]);
};

test.describe('the first-time guide', () => {
  // A browser that never saw the guide (the suite's other specs start with it already finished).
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const lang of ['zh', 'en'] as const) {
    test(`shows a bubble per menu group, covering nothing, Next and Ignore, remembered (${lang})`, async ({
      page,
    }) => {
      const text = TEXT[lang];
      await logInAsDemo(page, lang, text.menu);
      const guide = page.getByTestId('guide-panel');
      await expect(guide).toContainText(text.overviewGuide);
      await expectCoversNothing(page, 'guide-panel');
      // It points at the group it describes: that entry of the menu is outlined.
      await expect(page.locator('[data-guide-current]')).toContainText(
        text.overviewGuide.split(/[:：]/)[0] ?? '',
      );
      // Opening it takes no focus.
      await expect(page.getByTestId('guide-next')).not.toBeFocused();
      await shoot(page, `guide-${lang}`);
      await page.getByTestId('guide-next').click();
      await expect(guide).toContainText(text.insureGuide);
      await expect(page.getByTestId('guide-next')).toBeFocused();
      await page.getByTestId('guide-ignore').click();
      await expect(guide).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('portal.guide'))).toBe('ignored');
      await page.reload();
      await expect(page.getByTestId('header-menu')).toBeVisible();
      await expect(page.getByTestId('guide-panel')).toBeHidden();
    });
  }

  test('the menu keeps its keyboard while the guide is open (en)', async ({ page }) => {
    await logInAsDemo(page, 'en', TEXT.en.menu);
    await expect(page.getByTestId('guide-panel')).toBeVisible();
    const menu = page.getByTestId('header-menu');
    const overview = menu.getByRole('menuitem', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    // The arrow walks the menu: the focus is on its next group, not on the guide.
    await expect(menu.getByRole('menuitem', { name: TEXT.en.menu })).toBeFocused();
    await expect(page.getByTestId('guide-next')).not.toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')).toBeVisible();
  });

  test('Escape in it ignores it too, and the last Next finishes it', async ({ page }) => {
    await logInAsDemo(page, 'zh', TEXT.zh.menu);
    await page.getByTestId('guide-next').focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('guide-panel')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('portal.guide'))).toBe('ignored');
    await page.evaluate(() => localStorage.removeItem('portal.guide'));
    await page.reload();
    const next = page.getByTestId('guide-next');
    // Every group of the menu (7 in Chinese), then Done.
    for (let step = 1; step < 7; step += 1) {
      await next.click();
      await expect(page.getByTestId('guide-panel')).toContainText(`（${step + 1}/7）`);
    }
    await expect(next).toHaveText('完 成');
    await next.click();
    await expect(page.getByTestId('guide-panel')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('portal.guide'))).toBe('done');
    // The focus was on Done: it goes on to the page, not to <body>.
    await expect(page.locator('main')).toBeFocused();
  });
});

test('the festival image and the disaster banner follow the insurer switches', async ({ page, baseURL }) => {
  await setSwitches(baseURL ?? '', {
    holidayFlag: 'Y',
    holidayImage: 'spring-festival',
    naturalDisasterWarning: 'Y',
  });
  try {
    for (const lang of ['zh', 'en'] as const) {
      const text = TEXT[lang];
      await inLanguage(page, lang, lang === 'zh');
      const image = page.getByTestId('festival-image');
      await expect(image).toBeVisible();
      const banner = page.getByTestId('disaster-banner');
      await expect(banner).toContainText(text.disaster);
      await shoot(page, `festival-banner-${lang}`);
      await image.click();
      await expect(page.getByTestId('festival-greeting')).toBeVisible();
      await expect(page.locator('.ant-modal')).toContainText(text.greeting);
      await shoot(page, `festival-greeting-${lang}`);
      await page.getByTestId('festival-close').click();
      await expect(page.getByTestId('festival-greeting')).toBeHidden();
      // Dismissed for the browser session.
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('festival-image')).toBeVisible();
      await expect(page.getByTestId('disaster-banner')).toBeHidden();
      await page.evaluate(() => sessionStorage.clear());
    }
  } finally {
    await setSwitches(baseURL ?? '', { holidayFlag: 'N', naturalDisasterWarning: 'N' });
  }
  await page.reload();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.getByTestId('festival-image')).toBeHidden();
  await expect(page.getByTestId('disaster-banner')).toBeHidden();
});

test('the vessel item is disabled with its tooltip until gray release', async ({ page }) => {
  // Wide enough for every menu group beside the header's search.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await logInAsDemo(page, 'zh', TEXT.zh.menu);
  await page.getByTestId('header-menu').getByText('综合服务').hover();
  const vessel = page.locator('.ant-menu-item-disabled', { hasText: TEXT.zh.vessel });
  await expect(vessel).toBeVisible();
  await vessel.hover();
  await expect(page.locator('.ant-tooltip')).toContainText(TEXT.zh.upgrading);
  // The Comprehensive group is removed in English.
  await inLanguage(page, 'en', false);
  await expect(page.getByTestId('header-menu')).not.toContainText('Comprehensive');
});

test('the rating: a bad rating needs a comment, "later" postpones it', async ({ page, baseURL }) => {
  // A user of its own: the rating is asked once per user, and other specs answer it for demo.
  const user = await joinedSubUser(baseURL ?? '', 'Zhou Lin');
  for (const lang of ['zh', 'en'] as const) {
    if (lang === 'zh') {
      await logInAs(page, 'zh', user, TEXT.en.menu);
      // The rating is asked on the overview.
      await openPastBindPhoneNotice(page, '/dashboard');
    } else await inLanguage(page, lang, false);
    const panel = page.getByTestId('rating-panel');
    await expect(panel).toBeVisible();
    await expectCoversNothing(page, 'rating-panel');
    await panel.getByTestId('rating-bad').click();
    await panel.getByTestId('rating-comment').fill('   ');
    await panel.getByTestId('rating-submit').click();
    await expect(panel).toContainText(TEXT[lang].commentRequired);
    // Opened for a comment, it still covers nothing: it pushes the overview down.
    await expectCoversNothing(page, 'rating-panel');
    await shoot(page, `rating-${lang}`);
  }
  const answers: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/insertSatisfactionSurvey')) answers.push(sent.postData() ?? '');
  });
  // Escape inside the panel is "rate later".
  await page.getByTestId('rating-comment').focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rating-panel')).toBeHidden();
  expect(answers.map((body) => JSON.parse(body).evaluationType)).toEqual(['3']);
  await page.reload();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.getByTestId('rating-panel')).toBeHidden();
  // Postponed on the server: not asked now, and a second answer today is refused.
  const isSurvey = await page.request.post(`${gateway}/cargo/satisfactionSurvey/isSurvey`, { data: {} });
  expect((await isSurvey.json()).data).toEqual({ isSurvey: false });
  const again = await page.request.post(`${gateway}/cargo/satisfactionSurvey/insertSatisfactionSurvey`, {
    data: { evaluationType: '1' },
  });
  expect(again.status()).toBe(409);
});
