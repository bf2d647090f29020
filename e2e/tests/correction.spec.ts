import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseHeaderMenuItem } from '../support/header-menu';
import { logInAsDemo } from '../support/login';

const artifacts = (name: string) => `artifacts/correction-${name}.png`;

type Lang = 'zh' | 'en';

const logIn = (page: Page, lang: Lang) => logInAsDemo(page, lang, 'Endorsement service');

/** A full-page screenshot from the top, once nothing is loading and no dialog or toast is left. */
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  for (const container of await page.locator('.ant-spin-container').all()) {
    await expect(container).toHaveCSS('opacity', '1');
  }
  await page.evaluate('window.scrollTo(0, 0)');
  // Away from the header menu, whose group would stay open under the pointer.
  await page.mouse.move(4, 600);
  await page.screenshot({
    path: artifacts(name),
    fullPage: true,
    animations: 'disabled',
    // The action bar sticks to the window's bottom; in a full-page picture it belongs under the form.
    style: '[data-testid="correction-actions"] { position: static !important; }',
  });
};

const MENU_PATHS = {
  online: /\/policy-query-download\?type=correct$/,
  enquiry: /\/pending-task\/correcting$/,
};

/** Header menu: Endorsement service → an item. */
const openMenu = async (page: Page, item: 'online' | 'enquiry') => {
  await chooseHeaderMenuItem(page, 'correction', item);
  await expect(page).toHaveURL(MENU_PATHS[item]);
};

/** The input element of a control with this test id (antd puts the id on the input or on its wrapper). */
const inputOf = async (page: Page, testId: string): Promise<Locator> => {
  const box = page.getByTestId(testId);
  return (await box.evaluate((element) => element.tagName)) === 'INPUT' ? box : box.locator('input').first();
};

/** The insured of the seeded policy each language's tests correct: the import (zh) and the Hamburg export (en). */
const SEEDED_INSURED: Record<Lang, string> = {
  zh: '上海远洋贸易有限公司',
  en: 'Hamburg Haushaltswaren GmbH',
};

/**
 * The seeded policy's insured narrows the policy list: the suite's other specs (and the earlier time-zone
 * passes on the same database) issue policies that push it off the first page.
 */
const narrowToSeededPolicy = async (page: Page, lang: Lang) => {
  await page.getByTestId('policies-insured').fill(SEEDED_INSURED[lang]);
  await page.getByTestId('policies-search').click();
};

/** Online correction: the policy list of the menu; answers the number of the policy in the row. */
const choosePolicy = async (page: Page, rowText: RegExp, lang: Lang): Promise<string> => {
  await openMenu(page, 'online');
  await expect(page).toHaveURL(/\/policy-query-download\?type=correct$/);
  await expect(page.getByTestId('policy-type-notice')).toBeVisible();
  await narrowToSeededPolicy(page, lang);
  const row = page.getByTestId('policy-list').locator('tbody tr', { hasText: rowText }).first();
  const correct = row.locator('[data-testid^="correct-"]');
  await expect(correct).toBeVisible();
  const policyNo = ((await correct.getAttribute('data-testid')) ?? '').replace('correct-', '');
  expect(policyNo).toMatch(/^\d{20}$/);
  await shoot(page, `policies-${lang}`);
  await correct.click();
  await expect(page).toHaveURL(new RegExp(`/policy-correction-apply/${policyNo}$`));
  await expect(page.getByTestId('correction-form')).toBeVisible();
  await expect(page.getByTestId('facts-policy-no')).toContainText(policyNo);
  return policyNo;
};

const setText = async (page: Page, testId: string, value: string) => {
  const input = await inputOf(page, testId);
  await input.fill(value);
  // Amounts are shown with grouped digits.
  await expect.poll(async () => (await input.inputValue()).replace(/,/g, '')).toBe(value);
};

/** Presses a confirmation dialog's button; the dialog goes. */
const confirmWith = async (page: Page, button: Locator) => {
  await button.click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
};

/** Submits the form, confirms, and answers the endorsement number of the result. */
const submit = async (page: Page, status: 'E1' | 'E2'): Promise<string> => {
  await page.getByTestId('correction-submit').click();
  await expect(page.getByTestId('correction-confirm')).toBeVisible();
  await confirmWith(page, page.getByTestId('confirm-ok'));
  const result = page.getByTestId('correction-result');
  await expect(result).toHaveAttribute('data-status', status);
  const number = result.getByTestId('result-correction-no');
  await expect(number).toHaveText(/^\d{20}$/);
  return (await number.textContent()) ?? '';
};

const expectPreview = async (page: Page, outcome: 'effective' | 'pendingReview') => {
  const preview = page.getByTestId('correction-preview');
  await expect(preview.getByTestId('preview-outcome')).toHaveAttribute('data-outcome', outcome);
  await expect(preview.getByTestId('preview-calculating')).toHaveCount(0);
};

/** The correction's row in the enquiry, found by its policy number. */
const enquiryRow = async (page: Page, policyNo: string, correctionNo: string) => {
  await page.getByTestId('corrections-policyNo').fill(policyNo);
  await page.getByTestId('corrections-search').click();
  const row = page.getByTestId('correction-table').locator('tbody tr', { hasText: correctionNo });
  await expect(row).toBeVisible();
  return row;
};

interface Case {
  lang: Lang;
  /** Text of the policy's row in the list. */
  policyRow: RegExp;
  /** The new B/L number (the run adds 4 digits). */
  blNo: string;
  /** What the invoice amount is raised by (within automatic underwriting), and an amount that is referred. */
  raiseBy: number;
  referredAmount: string;
  afterDeparture: boolean;
  reason: string;
  status: { effective: RegExp; pending: RegExp; withdrawn: RegExp };
}

const correctOnline = async (page: Page, c: Case) => {
  await logIn(page, c.lang);
  const policyNo = await choosePolicy(page, c.policyRow, c.lang);

  // The whole-policy correction is chosen; cancellation is offered only before cover starts.
  await expect(page.getByTestId('type-00017')).toHaveCount(c.afterDeparture ? 0 : 1);
  await expect(page.getByTestId('preview-empty')).toBeVisible();
  if (!c.afterDeparture) {
    // Cancellation before departure: the premium back less the 5 % fee, previewed and not submitted.
    await page.getByTestId('type-00017').click();
    await expect(page.getByTestId('cancellation-help')).toBeVisible();
    await page.getByTestId('correction-reason').fill(c.reason);
    await expect(page.getByTestId('preview-fee')).toBeVisible();
    await expect(page.getByTestId('preview-return')).toBeVisible();
    await shoot(page, `cancellation-${c.lang}`);
    await page.getByTestId('type-90001').click();
    await page.getByTestId('correction-reason').fill('');
  }

  // A correction the server refuses (an application needs a cargo name): its issue lands on the field.
  const cargo = await inputOf(page, 'correction-cargoName');
  await cargo.fill('');
  await page.getByTestId('correction-reason').fill(c.reason);
  await expect(page.getByTestId('preview-error')).toBeVisible();
  await page.getByTestId('correction-submit').click();
  await confirmWith(page, page.getByTestId('confirm-ok'));
  const cargoItem = page.locator('.ant-form-item', { has: cargo });
  await expect(cargoItem.locator('.ant-form-item-explain-error')).toBeVisible();
  await shoot(page, `refused-${c.lang}`);
  await page.getByTestId('correction-reset').click();
  await expect(cargo).not.toHaveValue('');
  await expect(cargoItem.locator('.ant-form-item-explain-error')).toHaveCount(0);

  // B/L number and invoice amount; the server previews what changes and the premium.
  // Values new to this run, so that a retry on the same database still changes something.
  const blNo = `${c.blNo}${Date.now().toString().slice(-4)}`;
  const invoice = await inputOf(page, 'correction-invoiceAmount');
  const raisedInvoice = String(
    Math.trunc(Number((await invoice.inputValue()).replace(/[^\d.]/g, ''))) + c.raiseBy,
  );
  await setText(page, 'correction-blNo', blNo);
  await setText(page, 'correction-invoiceAmount', raisedInvoice);
  await expect(page.getByTestId('changed-blNo')).toBeVisible();
  await page.getByTestId('correction-reason').fill(c.reason);
  await expectPreview(page, 'effective');
  const preview = page.getByTestId('correction-preview');
  await expect(preview.getByTestId('change-blNo')).toContainText(blNo);
  await expect(preview.getByTestId('change-invoiceAmount')).toBeVisible();
  await expect(preview.getByTestId('preview-additional')).toBeVisible();
  await shoot(page, `apply-${c.lang}`);

  const correctionNo = await submit(page, 'E2');
  // An effective correction has its endorsement number (批单号): 8 + product + year + sequence.
  const endorsementNo = (await page.getByTestId('result-endorsement-no').textContent()) ?? '';
  expect(endorsementNo).toMatch(/^8\d{19}$/);
  await expect(page.getByTestId('result-message')).toContainText(endorsementNo);
  await shoot(page, `result-${c.lang}`);

  // Endorsement request enquiry: the effective endorsement, with its changes when expanded.
  await page.getByTestId('result-enquiry').click();
  await expect(page).toHaveURL(/\/pending-task\/correcting$/);
  const row = await enquiryRow(page, policyNo, correctionNo);
  await expect(row).toContainText(c.status.effective);
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId(`correction-detail-${correctionNo}`)).toContainText(blNo);
  await shoot(page, `enquiry-${c.lang}`);

  // A sum insured above the automatic limit goes to an underwriter; withdrawn, then deleted for good.
  await openMenu(page, 'online');
  await narrowToSeededPolicy(page, c.lang);
  // The policy list shows the policy's latest endorsement number.
  await expect(page.getByTestId(`endorsement-${endorsementNo}`)).toBeVisible();
  await page.getByTestId(`correct-${policyNo}`).click();
  await expect(page.getByTestId('correction-form')).toBeVisible();
  await expect(await inputOf(page, 'correction-blNo')).toHaveValue(blNo);
  await setText(page, 'correction-invoiceAmount', c.referredAmount);
  await page.getByTestId('correction-reason').fill(c.reason);
  await expectPreview(page, 'pendingReview');
  await shoot(page, `review-${c.lang}`);
  const pendingNo = await submit(page, 'E1');

  await openMenu(page, 'enquiry');
  const pending = await enquiryRow(page, policyNo, pendingNo);
  await expect(pending).toContainText(c.status.pending);
  await pending.getByTestId(`withdraw-${pendingNo}`).click();
  await confirmWith(page, page.locator('.ant-modal-confirm .ant-btn-primary'));
  await expect(pending).toContainText(c.status.withdrawn);
  await pending.getByTestId(`delete-${pendingNo}`).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(pendingNo);
  await confirmWith(page, page.locator('.ant-modal-confirm .ant-btn-dangerous'));
  await expect(page.getByTestId('correction-table').locator('tbody tr', { hasText: pendingNo })).toHaveCount(
    0,
  );
  await expect(
    page.getByTestId('correction-table').locator('tbody tr', { hasText: correctionNo }),
  ).toBeVisible();
};

test('online correction in Chinese: before departure, effective and referred corrections', async ({
  page,
}) => {
  await correctOnline(page, {
    lang: 'zh',
    // The seeded import of packaging machinery whose cover starts in a week.
    policyRow: /进口货物运输保险.*未生效/,
    blNo: 'MAEU239981231',
    raiseBy: 10_000,
    referredAmount: '900000',
    afterDeparture: false,
    reason: '提单重新签发，发票金额调整',
    status: { effective: /已生效/, pending: /待审核/, withdrawn: /已撤回/ },
  });
});

test('online correction in English: after departure, effective and referred corrections', async ({
  page,
}) => {
  await correctOnline(page, {
    lang: 'en',
    // The seeded export of household appliances to Hamburg, in force.
    policyRow: /Hamburg Haushaltswaren GmbH/,
    blNo: 'COSU6312457891',
    raiseBy: 10_000,
    referredAmount: '900000',
    afterDeparture: true,
    reason: 'B/L reissued; invoice amount revised',
    status: { effective: /Effective/, pending: /Pending review/, withdrawn: /Withdrawn/ },
  });
});

interface PartyCase {
  lang: Lang;
  policyRow: RegExp;
  /** The new applicant's name (the run adds 4 digits). */
  name: string;
  reason: string;
  /** Why surrender is not offered on this policy (before departure; an open claim after it). */
  noSurrender: RegExp;
  effective: RegExp;
}

/** Change of applicant (70001): the new name previewed, effective at once with an endorsement number. */
const changeApplicant = async (page: Page, c: PartyCase) => {
  await logIn(page, c.lang);
  const policyNo = await choosePolicy(page, c.policyRow, c.lang);
  await expect(page.getByTestId('unavailable-00006')).toContainText(c.noSurrender);
  await expect(page.getByTestId('type-00006')).toHaveCount(0);
  await page.getByTestId('type-70001').click();
  await expect(page.getByTestId('correction-applicant')).toBeVisible();
  const name = `${c.name}${Date.now().toString().slice(-4)}`;
  await page.getByTestId('party-appliName').fill(name);
  await page.getByTestId('correction-reason').fill(c.reason);
  await expectPreview(page, 'effective');
  await expect(page.getByTestId('correction-preview').getByTestId('change-appliName')).toContainText(name);
  await shoot(page, `applicant-${c.lang}`);
  const correctionNo = await submit(page, 'E2');
  const endorsementNo = (await page.getByTestId('result-endorsement-no').textContent()) ?? '';
  expect(endorsementNo).toMatch(/^8\d{19}$/);
  await shoot(page, `applicant-result-${c.lang}`);
  await page.getByTestId('result-enquiry').click();
  const row = await enquiryRow(page, policyNo, correctionNo);
  await expect(row).toContainText(c.effective);
  await expect(row).toContainText(endorsementNo);
};

test('change of applicant in Chinese; surrender is not offered before departure', async ({ page }) => {
  await changeApplicant(page, {
    lang: 'zh',
    policyRow: /进口货物运输保险.*未生效/,
    name: '杭州顺达进出口有限公司',
    reason: '投保人更名',
    noSurrender: /请申请注销/,
    effective: /已生效/,
  });
});

test('change of applicant in English; surrender is refused while a claim is open', async ({ page }) => {
  await changeApplicant(page, {
    lang: 'en',
    policyRow: /Hamburg Haushaltswaren GmbH/,
    name: 'Shanghai Ocean Trading Co Ltd ',
    reason: 'Applicant renamed',
    noSurrender: /A claim on this policy is still open/,
    effective: /Effective/,
  });
});
