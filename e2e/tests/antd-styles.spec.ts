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

type Component = (typeof STYLED)[number]['selector'];

/** Each of `components` drawn with antd's style (the first of each on the page, once it is there). */
const expectStyled = async (page: Page, components: readonly Component[]) => {
  for (const { selector, property, value } of STYLED.filter((check) => components.includes(check.selector))) {
    const component = page.locator(selector).first();
    await expect(component, selector).toBeAttached();
    await expect(component, selector).toHaveCSS(property, value);
  }
};

const EVERY = STYLED.map((check) => check.selector);

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test("the portal's overview and lists draw antd's components styled", async ({ page }) => {
      await logInAsDemo(page, 'zh', 'Insure');
      await page.goto('/');
      await expect(page.getByTestId('header-menu')).toBeVisible();
      await expectStyled(page, EVERY);
      await page.goto('/policy-query-download');
      await expect(page.locator('.ant-table')).toBeVisible();
      await expectStyled(page, EVERY);
    });

    test("the back office and the public pages draw antd's components styled", async ({ page }) => {
      await page.goto('/faq');
      await expectStyled(page, ['.ant-menu', '.ant-btn', '.ant-segmented']);
      await logInStaff(page, 'underwriter', 'en');
      await page.goto('/staff');
      await expect(page.locator('.ant-menu')).toBeVisible();
      await expectStyled(page, ['.ant-menu', '.ant-btn', '.ant-segmented']);
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
