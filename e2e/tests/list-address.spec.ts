import { expect, type Page, test } from '@playwright/test';
import { declareByApi } from '../support/declaration';
import { logInAsDemo } from '../support/login';

/**
 * A list's filters and page live in the address (issue 41): a reload, the back and forward buttons and a copied
 * link show the same list, its filters filled in. On the declaration enquiry, with twelve certificates declared
 * for the run and found by the keyword their marks carry: page 1 shows ten, page 2 the other two.
 */

const ENQUIRY = '/transport-declaration/temporary';
const DECLARED = 12;

const rows = (page: Page) => page.getByTestId('enquiry-table').locator('tr[data-row-key]');
const activePage = (page: Page) => page.locator('.ant-pagination-item-active');

/** The list shows page `pageNo` of the keyword (blank: the list as it opens), in the filter and the rows. */
const expectList = async (page: Page, keyword: string, pageNo: number) => {
  await expect(page.getByTestId('enquiry-keyword')).toHaveValue(keyword);
  await expect(activePage(page)).toHaveText(String(pageNo));
  if (keyword === '') return;
  await expect(rows(page)).toHaveCount(pageNo === 1 ? 10 : DECLARED - 10);
};

for (const lang of ['zh', 'en'] as const) {
  test(`a filtered list's page survives a reload, back and a copied link (${lang})`, async ({ page }) => {
    await logInAsDemo(page, lang, 'Transport declaration');
    const keyword = `LISTADDR${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    for (let index = 0; index < DECLARED; index++) await declareByApi(page, keyword, `N/M ${keyword}`);
    await page.goto(ENQUIRY);
    await expectList(page, '', 1);

    // Filter, then page 2: each is a step in the address.
    await page.getByTestId('enquiry-keyword').fill(keyword);
    await page.getByTestId('enquiry-search').click();
    await expect(page).toHaveURL(new RegExp(`[?&]keyword=${keyword}(&|$)`));
    await expectList(page, keyword, 1);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    await expectList(page, keyword, 2);
    const address = page.url();

    // A reload shows the same page of the same filter, and the filter.
    await page.reload();
    await expectList(page, keyword, 2);
    expect(page.url()).toBe(address);

    // Back: page 1 of the filter, then the list as it opened; forward again to page 2.
    await page.goBack();
    await expectList(page, keyword, 1);
    await page.goBack();
    await expectList(page, '', 1);
    await page.goForward();
    await page.goForward();
    await expectList(page, keyword, 2);

    // The copied address, opened in another tab, shows the same list.
    const other = await page.context().newPage();
    await other.goto(address);
    await expectList(other, keyword, 2);
    await other.close();

    // A refused filter changes neither the address nor the list, and says why next to the filter.
    await page.getByTestId('enquiry-policyNo').fill('12');
    await page.getByTestId('enquiry-search').click();
    await expect(page.getByTestId('enquiry-filters').locator('.ant-form-item-explain-error')).toHaveCount(1);
    expect(page.url()).toBe(address);
    await expectList(page, keyword, 2);
  });
}
