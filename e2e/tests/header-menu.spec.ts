import { expect, type Locator, type Page, test } from '@playwright/test';
import { GATEWAY, logInAsDemo } from '../support/login';
import { logInStaff, type STAFF } from '../support/staff';

/**
 * Issue 43: at 1280 px, the narrowest width the portal lays out, every top-level group of the header menu is
 * on screen in both languages; none is folded into antd's overflow ("···") entry. The groups are the user's
 * own menu tree (the server's answer), found by their menu ids, so no label is spelled here. The back office's
 * side menu shows every page of the staff member's role at the same width.
 */

type Lang = 'zh' | 'en';
const WIDTH = 1280;

interface MenuNode {
  menuId: string;
}

const topLevelGroups = async (page: Page): Promise<string[]> => {
  const response = await page.request.post(`${GATEWAY}/cargo/user/userInfo`, { data: {} });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { menus: MenuNode[] } };
  return data.menus.map((menu) => menu.menuId);
};

/** On screen: inside the viewport's width, with a size (antd hides an overflowed group by sizing it to 0). */
const expectOnScreen = async (box: Locator) => {
  await expect(box).toBeVisible();
  const rect = await box.boundingBox();
  expect(rect).not.toBeNull();
  expect(rect!.x).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(WIDTH);
  expect(rect!.height).toBeGreaterThan(0);
};

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: every group of the demo user's header menu shows at ${WIDTH} px, none folded into "···"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await logInAsDemo(page, lang, 'Overview');
    const groups = await topLevelGroups(page);
    expect(groups.length).toBeGreaterThanOrEqual(6);
    const menu = page.getByTestId('header-menu');
    for (const group of groups) {
      const item = menu
        .locator('li.ant-menu-overflow-item')
        .filter({ has: page.getByTestId(`menu-${group}`) });
      await expectOnScreen(item);
    }
    await expect(menu.locator('li.ant-menu-overflow-item-rest')).toBeHidden();
  });

  test(`${lang}: the back office's menu shows every page of the role at ${WIDTH} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await logInStaff(page, 'auditor' satisfies keyof typeof STAFF, lang);
    await page.goto('/staff');
    const items = page.getByTestId('staff-menu').getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    for (const item of await items.all()) await expectOnScreen(item);
  });
}
