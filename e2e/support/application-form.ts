import { randomUUID } from 'node:crypto';
import { addDays, todayInChina } from '@cargo/domain/clock/index';

type Goods = { cargoName: string; majorCategory: string; subCategory: string; goodsDescription: string };

/**
 * An export application of SHOCEAN through the API: USD 100,000 CIF + 10 %, ICC (A) and war, Shanghai to
 * Hamburg from in 3 days, of these goods.
 */
export const exportApplicationForm = (goods: Goods, invoicePrefix: string) => {
  const start = addDays(todayInChina(), 3);
  return {
    productCode: 'MP09110009',
    basic: { insuranceBeginDate: start, insuranceEndDate: addDays(todayInChina(), 60) },
    applicant: {
      appliType: 'group',
      appliName: '上海远洋贸易有限公司',
      appliIdType: '10',
      appliIdNo: '91310115MA1H7GXQ3E',
      appliContact: '王明',
      appliPhone: '+86 138-0013-8000',
      appliEmail: 'demo@cargo-portal.test',
    },
    insured: {
      insuredType: 'personal',
      insuredName: '张丽',
      insuredIdType: '01',
      insuredIdNo: '11010519491231002X',
    },
    invoice: { invoiceTitle: '上海远洋贸易有限公司', taxNo: '91310115MA1H7GXQ3E' },
    goods: { ...goods, packingCode: '01', marks: 'N/M' },
    transport: {
      invoiceNo: `${invoicePrefix}-${randomUUID().slice(0, 8)}`,
      conveyanceName: 'COSCO SHIPPING ARIES',
      carryMode: '01',
      departureDate: start,
      departurePort: 'CNSHA',
      destinationPort: 'DEHAM',
      letterOfCredit: '0',
      iacsClass: 'CCS',
      shipAge: '8',
    },
    insurance: {
      mainClause: 'ICC_A',
      riders: [{ riderCode: 'WAR' }],
      currencyCode: '03',
      invoiceAmount: '100000.00',
      additionPercent: 10,
      claimPayableAt: 'Hamburg',
    },
    other: { signDate: todayInChina(), declaration: '本人已阅读并接受投保须知' },
  };
};

/** Dangerous goods (paint): referred to an underwriter (B4). */
export const referredForm = () =>
  exportApplicationForm(
    {
      cargoName: '涂料',
      majorCategory: '06',
      subCategory: '0603',
      goodsDescription: 'Paint in drums, 300 drums',
    },
    'REF',
  );

/** Household appliances: accepted at once (B3). */
export const acceptedForm = () =>
  exportApplicationForm(
    {
      cargoName: '家用电器',
      majorCategory: '03',
      subCategory: '0301',
      goodsDescription: 'Microwave ovens, 1,200 cartons',
    },
    'PRINT',
  );
