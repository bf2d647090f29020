import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';
import { pickOption } from './antd-select';

/**
 * Auto-insure rules (issue 45), in both languages: the account's administrator opens the rules of an open
 * policy from its card, sees the empty state, is refused a lowest sum insured above the highest, adds a rule
 * (screenshots of the list in each language), then deletes it after a confirmation. Shipments held by the
 * rules come only from the API, which no portal action can create: their Declare and Drop are covered by the
 * server's integration tests (auto-insure-held.test.ts).
 */

const POLICY_NO = '60110009202500000018';

const TEXT = {
  zh: {
    menu: '首页',
    open: '自动投保规则',
    empty: '暂无规则：贵司系统发送的每一笔运输申报都将暂存，待人工处理',
    name: '中国出口小额海运',
    action: '自动申报',
    countryTag: '起运国家/地区: 中国',
    mode: '海运',
    minAboveMax: '不能低于最低保险金额',
    delete: '删除',
  },
  en: {
    menu: 'Overview',
    open: 'Auto-insure rules',
    empty: 'No rules: every shipment sent by your system is held for review',
    name: 'Small sea shipments from China',
    action: 'Declare automatically',
    countryTag: 'Departure country: China',
    mode: 'Sea',
    minAboveMax: 'cannot be lower than the lowest sum insured',
    delete: 'Delete',
  },
} as const;

/** Picks one option of a multiple antd Select (it stays open), then closes it. */
const pickMany = async (page: Page, control: Locator, search: string, option: string) => {
  await control.click();
  if (search !== '') await page.keyboard.type(search);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
};

const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({
    path: `artifacts/auto-insure-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
};

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: an administrator adds an auto-insure rule to an open policy and deletes it`, async ({
    page,
  }) => {
    await logInAsDemo(page, lang, text.menu);
    await page.goto('/transport-declaration/application');
    await page.getByTestId(`auto-insure-${POLICY_NO}`).click();
    await expect(page).toHaveURL(new RegExp(`/auto-insure-rules\\?policyNo=${POLICY_NO}`));
    await expect(page.getByText(text.empty)).toBeVisible();

    await page.getByTestId('rule-add').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('rule-name').fill(text.name);
    await pickOption(page, drawer.getByTestId('rule-action'), '', text.action);
    await drawer.getByLabel(lang === 'zh' ? '最低保险金额' : 'Lowest sum insured').fill('500000');
    await drawer.getByLabel(lang === 'zh' ? '最高保险金额' : 'Highest sum insured').fill('200000');
    await page.getByTestId('rule-save').click();
    await expect(drawer.getByText(text.minAboveMax)).toBeVisible();
    await drawer.getByLabel(lang === 'zh' ? '最低保险金额' : 'Lowest sum insured').fill('');
    await pickMany(
      page,
      drawer.getByLabel(lang === 'zh' ? '起运国家/地区' : 'Departure country'),
      'CN',
      '(CN)',
    );
    await pickMany(page, drawer.getByLabel(lang === 'zh' ? '运输方式' : 'Modes of transport'), '', text.mode);
    await drawer.getByLabel(lang === 'zh' ? '起运港' : 'Departure ports').fill('Shanghai');
    await page.keyboard.press('Enter');
    await page.getByTestId('rule-save').click();

    const table = page.getByTestId('rules-table');
    await expect(table.getByText(text.name)).toBeVisible();
    await expect(table.getByText(text.action)).toBeVisible();
    await expect(table.getByText(text.countryTag)).toBeVisible();
    await expect(table.getByText('Shanghai', { exact: false })).toBeVisible();
    await shoot(page, `rules-${lang}`);

    await table.getByRole('button', { name: `${text.delete} ${text.name}` }).click();
    await page.locator('.ant-popconfirm .ant-btn-dangerous').click();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}
