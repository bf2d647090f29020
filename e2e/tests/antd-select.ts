import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd Select, types `search`, and picks the option showing `option` with the keyboard. A click on
 * the option can miss under load: scrolling it into view moves the dropdown with its select.
 */
export const pickOption = async (page: Page, control: Locator, search: string, option: string | RegExp) => {
  await control.click();
  if (search !== '') await page.keyboard.type(search);
  await takeOpenOption(page, option);
};

/** In an open antd Select, moves the active option to the one showing `option` with the arrow key, and takes it. */
export const takeOpenOption = async (page: Page, option: string | RegExp) => {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const target = dropdown.locator('.ant-select-item-option', { hasText: option }).first();
  await expect(target).toBeVisible();
  for (let step = 0; step < 60; step++) {
    if ((await target.getAttribute('class'))?.includes('ant-select-item-option-active')) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
};
