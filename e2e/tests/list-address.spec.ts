import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';

/**
 * A list's filters and page live in the address (issue 41): a reload, the back and forward buttons and a copied
 * link show the same list, its filters filled in. On the policy list, whose answer is made long (the real rows of
 * the filter, copied to ten a page of 500, each row marked with the filter and the page it was asked for) so that
 * there is a page 2; every query the list asks is kept, to see what it asked for.
 */

const LIST_CALL = '**/cargo/query/queryPolicyInfo';

/** A seeded policy's insured (SHOCEAN), one per language so the two runs filter differently. */
const CASES = [
  { lang: 'zh', insured: '上海远洋贸易有限公司', filters: '筛选条件' },
  { lang: 'en', insured: 'Hamburg Haushaltswaren GmbH', filters: 'Filters' },
] as const;

interface Asked {
  pageNo: number;
  insuredName?: string;
}

type Row = Record<string, unknown>;

/** What the rows of a page say they were asked for: the insured filter ('*' for none) and the page. */
const mark = (insured: string, pageNo: number) => `[${insured || '*'} p${pageNo}]`;

/** Makes the policy list long for every page of the context; answers the queries it was asked. */
const longPolicyList = async (context: BrowserContext): Promise<Asked[]> => {
  const asked: Asked[] = [];
  await context.route(LIST_CALL, async (route) => {
    const query = route.request().postDataJSON() as Asked;
    asked.push(query);
    // The real rows are those of the first page: the later pages are made of them.
    const answer = await route.fetch({ postData: { ...query, pageNo: 1 } });
    const envelope = (await answer.json()) as { data: { list: Row[]; total: number } };
    const first = envelope.data.list[0];
    if (first !== undefined) {
      envelope.data.list = Array.from({ length: 10 }, (_, index) => ({
        ...first,
        id: 900_000 + query.pageNo * 100 + index,
        riskName: `${String(first.riskName)} ${mark(query.insuredName ?? '', query.pageNo)}${index}`,
      }));
      envelope.data.total = 500;
    }
    await route.fulfill({ response: answer, json: envelope });
  });
  return asked;
};

const rows = (page: Page) => page.getByTestId('policy-list').locator('tr[data-row-key]');
const activePage = (page: Page) => page.getByTestId('policy-list').locator('.ant-pagination-item-active');
const rangeInputs = (page: Page) => page.getByTestId('policies-range').locator('input');

/** The list shows page `pageNo` of the filter `insured` ('' for none), in the filters and the rows. */
const expectList = async (page: Page, insured: string, pageNo: number) => {
  await expect(page.getByTestId('policies-insured')).toHaveValue(insured);
  await expect(activePage(page)).toHaveText(String(pageNo));
  await expect(rows(page).first()).toContainText(`${mark(insured, pageNo)}0`);
};

for (const c of CASES) {
  test(`a filtered list's page survives a reload, back and a copied link (${c.lang})`, async ({ page }) => {
    await logInAsDemo(page, c.lang, 'Overview');
    const asked = await longPolicyList(page.context());
    await page.goto('/policy-query-download');
    await expect(page.getByRole('form', { name: c.filters })).toBeVisible();
    await expectList(page, '', 1);
    const range = await rangeInputs(page).evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );

    // Filter, then page 2: each is a step in the address.
    await page.getByTestId('policies-insured').fill(c.insured);
    await page.getByTestId('policies-search').click();
    await expect(page).toHaveURL(/[?&]pageNo=1(&|$)/);
    await expectList(page, c.insured, 1);
    await page.getByTestId('policy-list').locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    await expectList(page, c.insured, 2);
    const address = page.url();

    // A reload asks for the same page of the same filter, and shows the filter.
    asked.length = 0;
    await page.reload();
    await expectList(page, c.insured, 2);
    for (const [index, value] of range.entries())
      await expect(rangeInputs(page).nth(index)).toHaveValue(value);
    expect(asked.at(-1)).toMatchObject({ pageNo: 2, insuredName: c.insured });
    expect(page.url()).toBe(address);

    // Back: page 1 of the filter, then the list as it opened, its filter emptied; forward again to page 2.
    await page.goBack();
    await expectList(page, c.insured, 1);
    await page.goBack();
    await expectList(page, '', 1);
    await page.goForward();
    await page.goForward();
    await expectList(page, c.insured, 2);

    // The copied address, opened in another tab, shows the same list.
    const other = await page.context().newPage();
    await other.goto(address);
    await expectList(other, c.insured, 2);
    await expect(other.getByRole('form', { name: c.filters })).toBeVisible();
    await other.close();

    // A refused filter changes neither the address nor the list, and says why next to the filter.
    await page.getByTestId('policies-number').fill('12');
    await page.getByTestId('policies-search').click();
    await expect(page.getByTestId('policies-filters').locator('.ant-form-item-explain-error')).toHaveCount(1);
    expect(page.url()).toBe(address);
  });
}
