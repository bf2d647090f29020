import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { acceptedForm } from '../support/application-form';
import { GATEWAY, logInAsDemo } from '../support/login';
import { dataOf, logInStaff, newBrowserPage } from '../support/staff';

/**
 * Sanctions screening (issue 46), in both languages: an application naming a listed party stops under review
 * (the customer is told nothing of the list); the compliance officer clears it in the back office; the customer
 * pays and sees the policy. An application on a listed vessel (by IMO number) stops and the officer confirms
 * the hit: the cover is refused. The customer's steps go through the API, the officer's through the screen.
 */

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    menu: '首页',
    queue: '制裁筛查',
    underReview: '投保申请已提交，正在审核中，审核结果将另行通知您',
    // Each language its own listed party: a clearance is remembered, so the second run must not meet the first's.
    listedParty: 'Banco Nacional de Cuba, S.A.',
  },
  en: {
    menu: 'Overview',
    queue: 'Sanctions screening',
    underReview: 'Application submitted. It is under review; we will tell you the outcome.',
    listedParty: 'Anglo-Caribbean Co., Ltd.',
  },
} as const;

interface Applied {
  id: number;
  voucherNo: string;
  status: string;
  message: string;
  quote: { premium: string; currencyCode: string };
}

const apply = async (page: Page, change: (form: ReturnType<typeof acceptedForm>) => void) => {
  const form = acceptedForm();
  change(form);
  return dataOf<Applied>(
    await page.request.post(`${GATEWAY}/cargo/apply/applyPolicy`, {
      data: { requestKey: randomUUID(), form },
    }),
  );
};

const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.screenshot({ path: `artifacts/sanctions-${name}.png`, fullPage: true, animations: 'disabled' });
};

/** The queue's screening of an application number, read as the officer. */
const screeningIdOf = async (staff: Page, voucherNo: string) => {
  const queue = await dataOf<{ list: { id: number; subjectNo: string }[] }>(
    await staff.request.post(`${GATEWAY}/cargo/staff/queue/sanctions`, { data: { pageSize: 100 } }),
  );
  const item = queue.list.find((row) => row.subjectNo === voucherNo);
  expect(item, `${voucherNo} in the compliance queue`).toBeTruthy();
  return item!.id;
};

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a listed party stops the application, compliance clears it, the customer pays; a listed vessel is refused`, async ({
    page,
    browser,
  }) => {
    await logInAsDemo(page, lang, text.menu);
    const stopped = await apply(page, (form) => {
      form.insured.insuredName = text.listedParty;
    });
    expect(stopped.status).toBe('H0');
    expect(stopped.message).toBe(text.underReview);
    expect(JSON.stringify(stopped)).not.toMatch(/OFAC|SDN|CUBA\b/);

    const staff = await newBrowserPage(browser);
    await logInStaff(staff, 'compliance', lang);
    await staff.goto('/staff/sanctions');
    await expect(staff.getByRole('heading', { level: 2, name: text.queue })).toBeVisible();
    const screeningId = await screeningIdOf(staff, stopped.voucherNo);
    await expect(staff.getByTestId(`screening-clear-${screeningId}`)).toBeVisible();
    await shoot(staff, `queue-${lang}`);
    await staff
      .getByTestId(`screening-reason-${screeningId}`)
      .fill('Different company; checked its registration');
    await staff.getByTestId(`screening-clear-${screeningId}`).click();
    await expect(staff.getByTestId(`screening-clear-${screeningId}`)).toHaveCount(0);

    const paid = await dataOf<{ policyNo: string }>(
      await page.request.post(`${GATEWAY}/cargo/payment/pay`, {
        data: {
          applicationId: stopped.id,
          requestKey: randomUUID(),
          amount: stopped.quote.premium,
          currencyCode: stopped.quote.currencyCode,
        },
      }),
    );
    await page.goto(`/policy-query-download?policyNo=${paid.policyNo}`);
    await expect(page.locator('tr[data-row-key]', { hasText: paid.policyNo })).toHaveCount(1, {
      timeout: 30_000,
    });

    const onListedVessel = await apply(page, (form) => {
      form.transport.conveyanceName = 'EBANO IMO 7406784';
    });
    expect(onListedVessel.status).toBe('H0');
    await staff.reload();
    const vesselScreeningId = await screeningIdOf(staff, onListedVessel.voucherNo);
    await staff.getByTestId(`screening-confirm-${vesselScreeningId}`).click();
    await expect(staff.getByTestId(`screening-confirm-${vesselScreeningId}`)).toHaveCount(0);
    const refused = await dataOf<{ status: string }>(
      await page.request.post(`${GATEWAY}/cargo/apply/applyPolicyToApplyPageTableInit`, {
        data: { id: onListedVessel.id },
      }),
    );
    expect(refused.status).toBe('B6');
    await staff.context().close();
  });
}
