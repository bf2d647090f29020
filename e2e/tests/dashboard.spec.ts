import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    menu: '投保服务',
    effective: '有效保单',
    trend: '保费趋势',
    quarter: '季度',
    year: '年',
    month: '月',
    quarterLabel: /\d{4}年第[1-4]季度/,
    yearLabel: /^\d{4}年/,
    pricing: '即时报价',
    byProduct: '按产品统计',
    exportProduct: '出口货物运输保险',
    share: '占比',
    close: '关闭',
  },
  en: {
    menu: 'Insure services',
    effective: 'Policies in force',
    trend: 'Premium trend',
    quarter: 'Quarter',
    year: 'Year',
    month: 'Month',
    quarterLabel: /Q[1-4] \d{4}/,
    yearLabel: /^\d{4}/,
    pricing: 'Instant pricing',
    byProduct: 'By product',
    exportProduct: 'Export Cargo Transportation Insurance',
    share: 'Share',
    close: 'Close',
  },
} as const;

/** A full-page screenshot once nothing is loading and no dialog is left. */
const shoot = async (page: Page, lang: Lang) => {
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  // The chart is drawn once its width is measured.
  await expect(page.getByTestId('premium-trend-chart')).toHaveAttribute('data-rendered', 'true');
  await page.evaluate('window.scrollTo(0, 0)');
  // Away from the header menu, whose group would stay open under the pointer.
  await page.mouse.move(4, 600);
  await page.screenshot({ path: `artifacts/dashboard-${lang}.png`, fullPage: true, animations: 'disabled' });
};

for (const lang of ['zh', 'en'] as const) {
  test(`the dashboard shows the overview, the premium trend and the notices (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await logInAsDemo(page, lang, text.menu);
    await expect(page).toHaveURL(/\/dashboard$/);

    // KPIs of the seeded account: one policy in force, one application under review.
    await expect(page.getByTestId('kpi-effective')).toContainText(text.effective);
    await expect(page.getByTestId('kpi-effective')).toContainText('1');
    await expect(page.getByTestId('kpi-dealing')).toContainText('1');
    await expect(page.getByTestId('kpi-continued-30')).toBeVisible();
    await expect(page.getByTestId('kpi-continued-90')).toBeVisible();

    // The chart: 12 months by default; quarters and years on the switch, labels in the UI language.
    const chart = page.getByTestId('premium-trend-chart');
    await expect(page.getByTestId('premium-trend')).toContainText(text.trend);
    await expect(chart.locator('svg')).toBeVisible();
    await expect(chart).toHaveAttribute('data-points', '12');
    // The same periods by product under the chart, in the UI language, following the period switch.
    const products = page.getByTestId('product-info');
    await expect(products).toContainText(text.byProduct);
    await expect(products).toContainText(text.share);
    const exportRow = products.locator('tr[data-row-key="MP09110009"]');
    await expect(exportRow).toContainText(text.exportProduct);
    await expect(exportRow).toContainText('%');
    const thisYear = todayInChina().slice(0, 4);
    const switcher = page.getByTestId('trend-granularity');
    await switcher.getByText(text.quarter, { exact: true }).click();
    await expect(chart).toHaveAttribute('data-granularity', 'quarter');
    await expect(chart).toHaveAttribute('data-points', '8');
    await expect(chart).toHaveAttribute('aria-label', text.quarterLabel);
    await switcher.getByText(text.year, { exact: true }).click();
    await expect(chart).toHaveAttribute('data-points', '5');
    await expect(chart).toHaveAttribute('aria-label', text.yearLabel);
    await expect(products).toContainText(`${Number(thisYear) - 4}-01-01`);
    await switcher.getByText(text.month, { exact: true }).click();
    await expect(chart).toHaveAttribute('data-points', '12');
    await expect(products).not.toContainText(`${Number(thisYear) - 4}-01-01`);

    // A pending matter links to the page that handles it.
    const matter = page.getByTestId('pending-matters').locator('a').first();
    await expect(matter).toHaveAttribute('href', '/pending-task/application');
    await expect(page.getByTestId('settlements-open')).toHaveAttribute('href', '/pending-task/settlement');
    await expect(page.getByTestId('corrections-open')).toHaveAttribute('href', '/pending-task/correcting');

    // A notice opens in a dialog with its body.
    const notices = page.getByTestId('notices').locator('button[data-testid^="notice-"]');
    await expect(notices).toHaveCount(5);
    const title = (await notices.first().locator('span').first().textContent()) ?? '';
    await notices.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await expect(page.getByTestId('notice-body')).not.toBeEmpty();
    await dialog.getByRole('button', { name: text.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await shoot(page, lang);

    // Instant pricing opens online insuring.
    await page.getByTestId('instant-pricing').click();
    await expect(page).toHaveURL(/\/quotation$/);
  });
}
