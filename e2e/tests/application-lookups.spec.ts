import { expect, type Page, test } from '@playwright/test';
import { logInAsDemo } from '../support/login';
import { pickOption } from './antd-select.ts';

/** The input element of a control with this test id (antd puts the id on the input or on its wrapper). */
const inputOf = async (page: Page, testId: string) => {
  const box = page.getByTestId(testId);
  return (await box.evaluate((element) => element.tagName)) === 'INPUT' ? box : box.locator('input').first();
};

const openExportForm = async (page: Page, lang: 'zh' | 'en') => {
  await logInAsDemo(page, lang, 'Insure services');
  await page.goto('/quotation');
  await page.getByTestId('product-insure-MP09110009').click();
  await expect(page.getByTestId('application-form')).toBeVisible();
};

for (const lang of ['zh', 'en'] as const) {
  test(`application form lookups (${lang}): punish state, goods suggestion, vessel, survey agent, special agreements, customs statement`, async ({
    page,
  }) => {
    await openExportForm(page, lang);

    // An insured under the punish state is flagged at once (the server refuses it at submission).
    await expect(page.getByTestId('insured-punished')).toHaveCount(0);
    await page.getByTestId('insured-name').fill('深圳示例贸易有限公司');
    await expect(page.getByTestId('insured-punished')).toBeVisible();

    // Goods category suggested from the description; a click fills both category fields.
    await page
      .getByTestId('goods-description')
      .fill(lang === 'zh' ? '二手设备一批，含旧机器两台' : 'Used machinery, 2 units');
    await page.getByTestId('goods-suggest').click();
    await page.getByTestId('goods-suggestion-1201').click();
    await expect(
      page.getByTestId('goods-major').locator('xpath=ancestor-or-self::*[contains(@class,"ant-select ")][1]'),
    ).toContainText(lang === 'zh' ? '旧货' : 'Used (second-hand) goods');

    // Vessel lookup: name, age and class filled; the rule's outcome shown.
    await pickOption(page, page.getByTestId('transport-vesselLookup'), 'orient', /IMO 9473858/);
    await expect(await inputOf(page, 'transport-conveyance')).toHaveValue('ORIENT HARMONY');
    await expect(await inputOf(page, 'transport-shipAge')).not.toHaveValue('');
    await expect(page.getByTestId('transport-vesselOutcome')).toContainText('IMO 9473858');

    // Survey agents of the destination's country.
    await pickOption(page, page.getByTestId('transport-destinationPort-country'), '(DE)', '(DE)');
    await pickOption(page, page.getByTestId('transport-destinationPort'), 'HAM', 'DEHAM');
    await (await inputOf(page, 'transport-surveyAgent')).click();
    await page.getByTestId('survey-agent-DE-HAM-01').click();
    await expect(await inputOf(page, 'transport-surveyAgent')).toHaveValue(
      lang === 'zh' ? '汉堡易北河海事检验公司' : 'Elbe Marine Survey GmbH (Hamburg)',
    );

    // Special agreements offered by the server: a semi-fixed one, its blank filled in.
    await page.getByTestId('agreement-add').click();
    await page
      .getByRole('menuitem', { name: lang === 'zh' ? /装上运输工具时开始/ : /loaded onto the conveyance/ })
      .click();
    await page.getByTestId('agreement-0').locator('input').fill('Shanghai');
    await expect(page.getByTestId('agreement-0')).toContainText(
      lang === 'zh' ? '自货物于Shanghai装上运输工具' : 'loaded onto the conveyance at Shanghai.',
    );

    // The customs statement of an export product.
    await page.getByTestId('customs-statement').getByRole('button').first().click();
    await expect(page.getByTestId('customs-statement')).toContainText(
      lang === 'zh' ? '出口报关单' : 'export declaration',
    );
    await page.screenshot({
      path: `artifacts/application-lookups-${lang}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });
}
