import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain/clock/index';
import { expect, type Page } from '@playwright/test';

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
      requestKey: randomUUID(),
      policyNo: OPEN_POLICY_NO,
      goodsDescription: 'Cotton knitted T-shirts',
      marks,
      invoiceNo: `${invoicePrefix}-${randomUUID().slice(0, 8)}`,
      billOfLadingNo: 'COSU6123456780',
      conveyance: 'COSCO SHIPPING ARIES V.032E',
      loadingPort: 'Shanghai',
      dischargePort: 'Hamburg',
      viaPort: '',
      departureCountry: 'CN',
      destinationCountry: 'DE',
      sailingDate: today,
      surveyAgent: 'Hamburg Cargo Surveyors GmbH',
      claimPayableAt: 'Hamburg in USD',
      letterOfCredit: '0',
      letterOfCreditNo: '',
      datePrintFormat: '03',
      mainClause: 'ICC_A',
      riders: ['WAR'],
      invoiceAmount: '100000.00',
      invoiceCurrency: '03',
      additionPercent: '10',
      additionalInsurance: '',
      otherInformation: '',
      issuingDate: today,
      printLanguage: '02',
      paperType: '01',
      sealType: '01',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { declarationNo: string; certificateNo: string } }).data;
};
