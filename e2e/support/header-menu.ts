import { expect, type Page } from '@playwright/test';

/**
 * Header menu: a group opens on hover; its item is then taken with the keyboard (focus, Enter). A pointer
 * click raced the popup's opening (the click landed on the page under it, the pointer left the group and the
 * popup closed for good), so the hover and focus are retried until the item holds the focus.
 */
export const chooseHeaderMenuItem = async (page: Page, group: string, item: string) => {
  const entry = page.getByRole('menuitem').filter({ has: page.getByTestId(`menu-${group}.${item}`) });
  await expect(async () => {
    await page.getByTestId(`menu-${group}`).hover();
    await entry.focus({ timeout: 2_000 });
    await expect(entry).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Enter');
};
