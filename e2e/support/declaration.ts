import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page } from '@playwright/test';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';
/** SHOCEAN's export open cover in USD (seeded). */
export const OPEN_POLICY_NO = '60110009202500000018';

/**
 * Declares one certificate on SHOCEAN's export open cover through the API (the page's session), sailing
 * today; `invoicePrefix` (and `marks`, which the enquiry's keyword finds) marks whose it is. Answers its declaration and certificate numbers.
 */
export const declareByApi = async (page: Page, invoicePrefix: string, marks = 'N/M, 1200 CARTONS') => {
  const today = todayInChina();
  const response = await page.request.post(`${gateway}/cargo/declaration/submit`, {
    data: {
      ...SAMPLE_EXPORT_SHIPMENT,
      requestKey: randomUUID(),
      goodsDescription: 'Cotton knitted T-shirts',
      marks,
      invoiceNo: `${invoicePrefix}-${randomUUID().slice(0, 8)}`,
      loadingPort: 'Shanghai',
      sailingDate: today,
      datePrintFormat: '03',
      riders: ['WAR'],
      issuingDate: today,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { declarationNo: string; certificateNo: string } }).data;
};
