import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login.ts';

/**
 * Issue 14: the shell's antd components are styled only by the stylesheet computed at build time
 * (apps/web/src/app/app-main.tsx). A download of it that failed is asked for once more before the portal renders.
 */

/** Fails the next download of antd's build-time stylesheet; returns the addresses asked for since. */
const failNextAntdStylesheet = async (page: Page): Promise<string[]> => {
  const asked: string[] = [];
  await page.route(/\/assets\/antd-[^/]*\.css/, (route) => {
    asked.push(route.request().url());
    return asked.length === 1 ? route.abort('connectionfailed') : route.continue();
  });
  return asked;
};

const expectShellStyled = async (page: Page) => {
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.locator('.ant-menu').first()).toHaveCSS('list-style-type', 'none');
  await expect(page.locator('.ant-btn').first()).toHaveCSS('cursor', 'pointer');
};

test("a failed download of antd's stylesheet is asked for again (the overview, drawn by the server)", async ({
  page,
}) => {
  const asked = await failNextAntdStylesheet(page);
  await logInAsDemo(page, 'zh', 'Insure');
  await expectShellStyled(page);
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

test("a failed download of antd's stylesheet is asked for again (the policy list)", async ({ page }) => {
  await logInAsDemo(page, 'en', 'Insure');
  const asked = await failNextAntdStylesheet(page);
  await page.goto('/policy-query-download');
  await expectShellStyled(page);
  await expect(page.locator('.ant-table')).toBeVisible();
  expect(asked.length).toBeGreaterThanOrEqual(2);
});
