import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login.ts';
import { logInStaff } from '../support/staff';

/**
 * Issue 14: the browser's antd ships without the functions that compute the shell's components' styles
 * (apps/web/build/antd-style-functions.ts); every page but /login gets them from the stylesheet computed at build
 * time. Each check below is a rule of antd's own styles that an unstyled element does not have.
 */
const STYLED = [
  { selector: '.ant-menu', property: 'list-style-type', value: 'none' },
  { selector: '.ant-btn', property: 'cursor', value: 'pointer' },
  { selector: '.ant-segmented', property: 'border-radius', value: '4px' },
  { selector: '.ant-avatar', property: 'border-radius', value: '50%' },
  { selector: '.ant-tag', property: 'border-radius', value: '4px' },
] as const;

/** The antd components of the checks that the page draws, each with its style's value or what it has instead. */
const stylesDrawn = (page: Page) =>
  page.evaluate(
    (checks) =>
      checks.flatMap(({ selector, property, value }) => {
        const element = document.querySelector(selector);
        if (element === null) return [];
        const found = getComputedStyle(element).getPropertyValue(property);
        return [`${selector} ${property}: ${found === value ? 'styled' : found}`];
      }),
    STYLED,
  );

const expectStyled = async (page: Page, least: number) => {
  await expect(page.locator('.ant-btn').first()).toBeVisible();
  const drawn = await stylesDrawn(page);
  expect(drawn.length).toBeGreaterThanOrEqual(least);
  for (const check of drawn) expect(check).toMatch(/: styled$/);
};

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test("the portal's overview and lists draw antd's components styled", async ({ page }) => {
      await logInAsDemo(page, 'zh', 'Insure');
      await page.goto('/');
      await expect(page.getByTestId('header-menu')).toBeVisible();
      await expectStyled(page, STYLED.length);
      await page.goto('/policy-query-download');
      await expect(page.locator('.ant-table')).toBeVisible();
      await expectStyled(page, STYLED.length);
    });

    test("the back office and the public pages draw antd's components styled", async ({ page }) => {
      await page.goto('/faq');
      await expectStyled(page, 2);
      await logInStaff(page, 'underwriter', 'en');
      await page.goto('/staff');
      await expect(page.locator('.ant-menu')).toBeVisible();
      await expectStyled(page, 3);
    });
  });
}

test('the login page, which links no antd stylesheet, draws no antd component', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-account')).toBeVisible();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  await page.getByTestId('login-tab-phone').click();
  await expect(page.getByTestId('login-mobile')).toBeVisible();
  await page.getByTestId('login-sms-send').click();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
});
