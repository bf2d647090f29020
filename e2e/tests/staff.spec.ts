import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page, test } from '@playwright/test';
import { referredForm } from '../support/application-form';
import { GATEWAY, logInAsDemo } from '../support/login';
import { dataOf, logInStaff, newBrowserPage } from '../support/staff';

/**
 * The back office's full loop (issue 10), in both languages: the customer applies and is referred; the
 * underwriter approves it in the staff screen; the customer pays and sees the policy; a declaration goes to
 * manual review and the underwriter approves it in its queue, and so a correction pending review. The customer's steps go through the API (their
 * screens are tested elsewhere), the staff's decisions through the staff screens. The claim loop is in
 * staff-operations.spec.ts.
 */

type Lang = 'zh' | 'en';

/** The seeded open policy of SHOCEAN (export). */
const OPEN_POLICY_NO = '60110009202500000018';

const TEXT = {
  zh: { menu: '首页', applications: '待核保投保单', declarations: '人工审核申报' },
  en: { menu: 'Overview', applications: 'Referred applications', declarations: 'Declarations under review' },
} as const;

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: `artifacts/staff-${name}.png`, fullPage: true, animations: 'disabled' });
};

const post = (page: Page, path: string, data: object) => page.request.post(`${GATEWAY}${path}`, { data });

/** A declaration of dangerous goods under the seeded open policy: sent to manual review (02). */
const declarationForReview = () => ({
  requestKey: randomUUID(),
  policyNo: OPEN_POLICY_NO,
  goodsDescription: 'Paint UN1263 flammable',
  marks: 'N/M, 300 DRUMS',
  invoiceNo: `STAFF-${randomUUID().slice(0, 8)}`,
  billOfLadingNo: 'COSU6123456780',
  conveyance: 'COSCO SHIPPING ARIES V.032E',
  loadingPort: '上海',
  dischargePort: 'Hamburg',
  departureCountry: 'CN',
  destinationCountry: 'DE',
  sailingDate: todayInChina(),
  claimPayableAt: 'Hamburg in USD',
  letterOfCredit: '0',
  datePrintFormat: '01',
  mainClause: 'ICC_A',
  riders: ['WAR'],
  invoiceAmount: '20000.00',
  invoiceCurrency: '03',
  additionPercent: '10',
  issuingDate: todayInChina(),
  printLanguage: '02',
  paperType: '01',
  sealType: '01',
});

/** In the staff screen: searches the queue for one item, opens it and approves it. */
const approveInQueue = async (
  staff: Page,
  filterTestId: string,
  number: string,
  contentTestId = 'staff-submission',
) => {
  await staff.getByTestId(filterTestId).fill(number);
  await staff.getByTestId('queue-search').click();
  await expect(staff.locator('tr[data-row-key]')).toHaveCount(1);
  await staff.getByTestId(`queue-open-${number}`).click();
  const review = staff.getByTestId('staff-review');
  await expect(review.getByTestId(contentTestId)).toBeVisible();
  return review;
};

const confirmApproval = async (staff: Page) => {
  await staff.getByTestId('staff-approve').click();
  const dialog = staff.locator('.ant-modal-confirm');
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
  await expect(staff.getByTestId('staff-review')).toHaveCount(0);
  await expect(staff.locator('tr[data-row-key]')).toHaveCount(0);
};

/** The customer asks for a correction over the automatic limit (E1); the underwriter approves it in its queue. */
const correctionApproved = async (page: Page, staff: Page, policyId: number, lang: Lang) => {
  const applied = await dataOf<{ status: string; correctionNo: string }>(
    await post(page, '/cargo/correct/apply', {
      policyId,
      correctionType: '90001',
      reason: '更正发票金额',
      changes: { insurance: { invoiceAmount: '800000.00' } },
      requestKey: randomUUID(),
    }),
  );
  expect(applied.status).toBe('E1');
  await staff.goto('/staff/corrections');
  const review = await approveInQueue(
    staff,
    'queue-filter-correction',
    applied.correctionNo,
    'staff-correction-changes',
  );
  await expect(review.getByTestId('staff-correction-changes').locator('tr[data-row-key]')).not.toHaveCount(0);
  await shoot(staff, `correction-review-${lang}`);
  await confirmApproval(staff);
};

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: referred application approved, paid and seen; a declaration and a correction approved from their queues`, async ({
    page,
    browser,
  }) => {
    await logInAsDemo(page, lang, text.menu);
    const application = await dataOf<{
      id: number;
      voucherNo: string;
      status: string;
      quote: { premium: string; currencyCode: string };
    }>(await post(page, '/cargo/apply/applyPolicy', { requestKey: randomUUID(), form: referredForm() }));
    expect(application.status).toBe('B4');

    const staff = await newBrowserPage(browser);
    await logInStaff(staff, 'underwriter', lang);
    await staff.goto('/staff/applications');
    await expect(staff.getByRole('heading', { level: 2, name: text.applications })).toBeVisible();
    await approveInQueue(staff, 'queue-filter-voucher', application.voucherNo);
    await confirmApproval(staff);

    const paid = await dataOf<{ policyNo: string; policyId: number }>(
      await post(page, '/cargo/payment/pay', {
        applicationId: application.id,
        requestKey: randomUUID(),
        amount: application.quote.premium,
        currencyCode: application.quote.currencyCode,
      }),
    );
    await page.goto(`/policy-query-download?policyNo=${paid.policyNo}`);
    await expect(page.locator('tr[data-row-key]', { hasText: paid.policyNo })).toHaveCount(1, {
      timeout: 30_000,
    });

    const declared = await dataOf<{ outcome: string; declarationNo: string }>(
      await post(page, '/cargo/declaration/submit', declarationForReview()),
    );
    expect(declared.outcome).toBe('review');
    await staff.goto('/staff/declarations');
    await expect(staff.getByRole('heading', { level: 2, name: text.declarations })).toBeVisible();
    await shoot(staff, `declarations-${lang}`);
    const review = await approveInQueue(staff, 'queue-filter-declaration', declared.declarationNo);
    await expect(review.getByTestId('staff-declaration-balance')).toContainText('USD');
    await shoot(staff, `declaration-review-${lang}`);
    await confirmApproval(staff);

    const detail = await page.request.get(`${GATEWAY}/cargo/declaration/detail/${declared.declarationNo}`);
    const after = await dataOf<{ status: string; certificateNo: string | null }>(detail);
    expect(after.status).toBe('03');
    expect(after.certificateNo).toMatch(/^\d{20}$/);

    await correctionApproved(page, staff, paid.policyId, lang);
    await staff.context().close();
  });
}
