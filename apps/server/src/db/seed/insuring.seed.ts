import { createHash } from 'node:crypto';
import {
  type ApplicationForm,
  type ApplicationFormInput,
  addDays,
  CURRENCIES,
  documentNumber,
  fullApplicationSchema,
  PRODUCTS,
  priceApplication,
  pricingInputOf,
  type Quote,
  todayInChina,
  withDerivedClientFacts,
  ZDraftApplication,
} from '@cargo/domain';
import { eq, inArray } from 'drizzle-orm';
import { columnsOfForm } from '../../features/application/application.mapper.ts';
import { nextApplicationSequence } from '../../features/application/application.repository.ts';
import { nextPolicySequence } from '../../features/policy/policy.repository.ts';
import type { Executor } from '../client.ts';
import {
  accountProducts,
  accounts,
  applicationEvents,
  applications,
  clientRecords,
  exchangeRates,
  payments,
  policies,
  users,
} from '../schema/index.ts';

/**
 * Demo data of online insuring: the products each demo account may use, today's exchange rates, frequent
 * clients, a few issued policies, a draft and an application under review for SHOCEAN.
 */

/** Products per demo account (SPEC §9 codes). */
const ALL_PRODUCTS = PRODUCTS.map((product) => product.code);
const ACCOUNT_PRODUCTS: Record<string, readonly string[]> = {
  SHOCEAN: ALL_PRODUCTS,
  'SHOCEAN-NB': ALL_PRODUCTS,
  // A domestic logistics company: the domestic cargo products.
  HZSHUNDA: ['MP09110012', 'MP09110015', 'MP09110014', 'MP09110013', 'MP09000053'],
  // A cross-border supply chain company: import and export.
  SZXINQIHANG: ['MP09110008', 'MP09110009'],
};

/**
 * CNY central parity rates per ONE unit (PBOC-style mid rates, late 2025; JPY and KRW per unit, not per
 * 100). Reference data for the demo; production loads the day's rates.
 */
export const EXCHANGE_RATE_SEED: Record<string, string> = {
  HKD: '0.9118',
  USD: '7.0900',
  GBP: '9.3300',
  JPY: '0.046800',
  CHF: '8.8400',
  SGD: '5.4500',
  CAD: '5.0600',
  EUR: '8.2400',
  AUD: '4.6300',
  MOP: '0.8853',
  DKK: '1.1040',
  NOK: '0.7010',
  SEK: '0.7520',
  NZD: '4.0400',
  KRW: '0.004980',
};

const SHOCEAN_PARTY = {
  appliType: 'group',
  appliName: '上海远洋贸易有限公司',
  appliIdType: '10',
  appliIdNo: '91310115MA1H7GXQ3E',
  appliContact: '王明',
  appliPhone: '13800138000',
  appliAddress: '上海市浦东新区张杨路 500 号',
  appliEmail: 'demo@cargo-portal.test',
} as const;

interface SeedApplication {
  form: ApplicationFormInput;
  /** The day it was applied for: pricing and the anti-dating rule use it. */
  appliedOn: string;
  status: 'B1' | 'B4' | 'P1';
}

type Section<K extends keyof ApplicationFormInput> = NonNullable<ApplicationFormInput[K]>;

/**
 * A submitted application of SHOCEAN, `appliedOn` days from today (and signed that day), covering the
 * days `cover` from today; the goods leave on the first day of cover.
 */
const submittedApplication = (
  day: (offset: number) => string,
  seed: {
    appliedOn: number;
    status: 'B4' | 'P1';
    cover: [begin: number, end: number];
    productCode: ApplicationFormInput['productCode'];
    insured: Section<'insured'>;
    goods: Section<'goods'>;
    transport: Omit<Section<'transport'>, 'departureDate'>;
    insurance: Section<'insurance'>;
  },
): SeedApplication => {
  const [begin, end] = seed.cover;
  return {
    appliedOn: day(seed.appliedOn),
    status: seed.status,
    form: {
      productCode: seed.productCode,
      basic: { insuranceBeginDate: day(begin), insuranceEndDate: day(end) },
      applicant: SHOCEAN_PARTY,
      insured: seed.insured,
      goods: seed.goods,
      transport: { ...seed.transport, departureDate: day(begin) },
      insurance: seed.insurance,
      other: { signDate: day(seed.appliedOn) },
    },
  };
};

/** Realistic applications of SHOCEAN, dated relative to today so that validities vary. */
const shoceanApplications = (today: string): SeedApplication[] => {
  const day = (offset: number) => addDays(today, offset);
  return [
    // Export of household appliances to Hamburg, in force.
    submittedApplication(day, {
      appliedOn: -25,
      status: 'P1',
      cover: [-20, 40],
      productCode: 'MP09110009',
      insured: {
        insuredType: 'group',
        insuredName: 'Hamburg Haushaltswaren GmbH',
        insuredIdType: '99',
        insuredIdNo: 'HRB104578',
      },
      goods: {
        cargoName: '家用电器（微波炉）',
        majorCategory: '03',
        subCategory: '0301',
        packingCode: '01',
        goodsDescription: 'Microwave ovens, model MW-2508, 1,200 cartons',
        marks: 'HHW/HAMBURG/C/NO.1-1200',
      },
      transport: {
        invoiceNo: 'SO-2025-0815',
        blNo: 'COSU6312457890',
        conveyanceName: 'COSCO SHIPPING ARIES V.025W',
        carryMode: '01',
        departurePort: 'CNSHA',
        destinationPort: 'DEHAM',
        letterOfCredit: '0',
        iacsClass: 'CCS',
        shipAge: 6,
        surveyAgent: 'Hamburg Marine Surveyors',
      },
      insurance: {
        mainClause: 'ICC_A',
        currencyCode: '03',
        invoiceAmount: '100000.00',
        additionPercent: '10',
        claimPayableAt: 'Hamburg, Germany',
      },
    }),
    // Import of packaging machinery from Rotterdam under a letter of credit, not yet effective.
    submittedApplication(day, {
      appliedOn: -2,
      status: 'P1',
      cover: [8, 60],
      productCode: 'MP09110008',
      insured: {
        insuredType: 'group',
        insuredName: '上海远洋贸易有限公司',
        insuredIdType: '10',
        insuredIdNo: '91310115MA1H7GXQ3E',
      },
      goods: {
        cargoName: '包装机械',
        majorCategory: '02',
        subCategory: '0201',
        packingCode: '02',
        goodsDescription: 'Automatic carton packaging line, 3 crates',
      },
      transport: {
        invoiceNo: 'NL-INV-77812',
        blNo: 'MAEU239981230',
        conveyanceName: 'MAERSK ESSEN V.2514E',
        carryMode: '01',
        departurePort: 'NLRTM',
        destinationPort: 'CNSHA',
        letterOfCredit: '1',
        creditNo: 'LC31025080012',
        iacsClass: 'DNV',
        shipAge: 15,
      },
      insurance: {
        mainClause: 'CIC_ALL_RISKS',
        riders: [{ riderCode: 'WAR' }],
        currencyCode: '12',
        invoiceAmount: '250000.00',
        additionPercent: '10',
        claimPayableAt: '上海',
      },
    }),
    // Domestic road transport of garments, expired.
    submittedApplication(day, {
      appliedOn: -95,
      status: 'P1',
      cover: [-94, -88],
      productCode: 'MP09110012',
      insured: {
        insuredType: 'personal',
        insuredName: '张丽',
        insuredIdType: '01',
        insuredIdNo: '11010519491231002X',
      },
      goods: {
        cargoName: '服装',
        majorCategory: '04',
        subCategory: '0403',
        packingCode: '01',
        goodsDescription: '女式针织衫 860 箱',
      },
      transport: {
        invoiceNo: 'HZ-20250812-01',
        conveyanceName: '沪A·D82516',
        carryMode: '02',
        departurePort: 'CNHGH',
        destinationPort: 'CNCTU',
      },
      insurance: {
        mainClause: 'DOMESTIC_COMPREHENSIVE',
        currencyCode: '01',
        invoiceAmount: '380000.00',
        additionPercent: '0',
      },
    }),
    // Export of machinery to Singapore: insured above the automatic limit, waiting for an underwriter.
    submittedApplication(day, {
      appliedOn: -1,
      status: 'B4',
      cover: [5, 45],
      productCode: 'MP09110009',
      insured: {
        insuredType: 'group',
        insuredName: 'Lion City Engineering Pte. Ltd.',
        insuredIdType: '99',
        insuredIdNo: '201912345K',
      },
      goods: {
        cargoName: '数控机床',
        majorCategory: '02',
        subCategory: '0201',
        packingCode: '02',
        goodsDescription: 'CNC machining centres, 4 units in wooden cases',
      },
      transport: {
        invoiceNo: 'SO-2025-0930',
        blNo: 'EGLV142500987',
        conveyanceName: 'EVER GIVEN V.1125S',
        carryMode: '01',
        departurePort: 'CNSHA',
        destinationPort: 'SGSIN',
        letterOfCredit: '0',
        iacsClass: 'NK',
        shipAge: 7,
      },
      insurance: {
        mainClause: 'ICC_A',
        currencyCode: '03',
        invoiceAmount: '900000.00',
        additionPercent: '10',
      },
    }),
    {
      // A draft started yesterday.
      appliedOn: day(-1),
      status: 'B1',
      form: {
        productCode: 'MP09110009',
        applicant: SHOCEAN_PARTY,
        insured: { insuredName: 'Pacific Home Goods LLC' },
        goods: { majorCategory: '01', subCategory: '0103', cargoName: '实木家具' },
        transport: { departurePort: 'CNNGB', destinationPort: 'USLAX', carryMode: '01' },
        insurance: { mainClause: 'ICC_A', currencyCode: '03', invoiceAmount: '56000.00' },
      },
    },
  ];
};

const priceOn = (form: ApplicationForm, day: string, rates: Record<string, string>): Quote | null => {
  const iso = CURRENCIES.find((c) => c.code === form.insurance.currencyCode)?.iso;
  const result = priceApplication(
    pricingInputOf(form, { exchangeRate: iso === undefined ? undefined : rates[iso], today: day }),
  );
  return result.ok ? result.quote : null;
};

const insertSeedApplication = async (
  db: Executor,
  accountId: number,
  userId: number,
  seed: SeedApplication,
  rates: Record<string, string>,
) => {
  // Full applications must pass the same schema as the portal's, on the day they were made.
  const parsed =
    seed.status === 'B1'
      ? ZDraftApplication.parse(seed.form)
      : fullApplicationSchema(() => seed.appliedOn).parse(seed.form);
  const form = withDerivedClientFacts(parsed, seed.appliedOn);
  const quote = priceOn(form, seed.appliedOn, rates);
  if (seed.status !== 'B1' && quote === null)
    throw new Error(`Seed application of ${form.productCode} cannot be priced`);
  const year = seed.appliedOn.slice(0, 4);
  const voucherNo = documentNumber('application', form.productCode, year, await nextApplicationSequence(db));
  const appliedAt = new Date(`${seed.appliedOn}T10:30:00+08:00`);
  const referralKeys = quote === null ? [] : [...quote.referrals];
  const [application] = await db
    .insert(applications)
    .values({
      ...columnsOfForm(form, quote),
      accountId,
      createdBy: userId,
      voucherNo,
      status: seed.status,
      referralKeys,
      submittedAt: seed.status === 'B1' ? null : appliedAt,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    })
    .returning();
  const row = application!;
  const event = {
    applicationId: row.id,
    accountId,
    actorUserId: userId,
    actorRole: 'customer',
    createdAt: appliedAt,
  };
  if (seed.status === 'B1') {
    await db.insert(applicationEvents).values({ ...event, fromStatus: null, toStatus: 'B1' });
    return;
  }
  if (seed.status === 'B4') {
    await db
      .insert(applicationEvents)
      .values({ ...event, fromStatus: null, toStatus: 'B4', reviewResult: '02', reasonKeys: referralKeys });
    return;
  }
  // Issued: submitted (B3), paid the same day (P1).
  const paidAt = new Date(appliedAt.getTime() + 20 * 60_000);
  await db.insert(applicationEvents).values([
    { ...event, fromStatus: null, toStatus: 'B3', reviewResult: '03' },
    { ...event, fromStatus: 'B3', toStatus: 'P1', createdAt: paidAt },
  ]);
  const digest = createHash('sha256').update(voucherNo).digest('hex');
  await db.insert(payments).values({
    accountId,
    applicationId: row.id,
    requestKey: `seed-${voucherNo}`,
    amount: quote!.premium,
    currencyCode: quote!.currencyCode,
    provider: 'simulated',
    providerReference: `SIM${digest.slice(0, 17).toUpperCase()}`,
    status: 'succeeded',
    createdAt: paidAt,
  });
  await db.insert(policies).values({
    accountId,
    applicationId: row.id,
    policyNo: documentNumber('policy', form.productCode, year, await nextPolicySequence(db)),
    productCode: form.productCode,
    planCode: row.planCode,
    applicantName: row.applicantName,
    insuredName: row.insuredName,
    insuranceBeginDate: row.insuranceBeginDate!,
    insuranceEndDate: row.insuranceEndDate!,
    currencyCode: quote!.currencyCode,
    insuredAmount: quote!.insuredAmount,
    premium: quote!.premium,
    premiumCny: quote!.premiumCny,
    issuedAt: paidAt,
  });
};

/** Loads the insuring demo data; called once from `seedIfEmpty`, after the demo companies. */
export const seedInsuring = async (db: Executor) => {
  const today = todayInChina();
  const accountRows = await db
    .select({ id: accounts.id, accountName: accounts.accountName })
    .from(accounts)
    .where(inArray(accounts.accountName, Object.keys(ACCOUNT_PRODUCTS)));
  const accountId = (name: string) => accountRows.find((row) => row.accountName === name)?.id;

  for (const [name, codes] of Object.entries(ACCOUNT_PRODUCTS)) {
    const id = accountId(name);
    if (id === undefined) continue;
    await db
      .insert(accountProducts)
      .values(codes.map((productCode, index) => ({ accountId: id, productCode, sortOrder: index + 1 })));
  }

  await db.insert(exchangeRates).values(
    CURRENCIES.filter((currency) => currency.iso !== 'CNY').map((currency) => ({
      currencyCode: currency.code,
      iso: currency.iso,
      rate: EXCHANGE_RATE_SEED[currency.iso]!,
      effectiveDate: addDays(today, -120),
    })),
  );

  const shocean = accountId('SHOCEAN');
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo'));
  if (shocean === undefined || demoUser === undefined) return;

  // SHOCEAN itself is the default applicant and insured.
  const shoceanClient = {
    clientType: SHOCEAN_PARTY.appliType,
    clientName: SHOCEAN_PARTY.appliName,
    idType: SHOCEAN_PARTY.appliIdType,
    idNo: SHOCEAN_PARTY.appliIdNo,
    contactName: SHOCEAN_PARTY.appliContact,
    phone: SHOCEAN_PARTY.appliPhone,
    isDefault: true,
  };
  await db.insert(clientRecords).values([
    {
      ...shoceanClient,
      accountId: shocean,
      kind: 'applicant',
      address: SHOCEAN_PARTY.appliAddress,
      email: SHOCEAN_PARTY.appliEmail,
    },
    { ...shoceanClient, accountId: shocean, kind: 'insured' },
    {
      accountId: shocean,
      kind: 'insured',
      clientType: 'group',
      clientName: 'Hamburg Haushaltswaren GmbH',
      idType: '99',
      idNo: 'HRB104578',
      address: 'Billstraße 120, 20539 Hamburg',
    },
    {
      accountId: shocean,
      kind: 'insured',
      clientType: 'personal',
      clientName: '张丽',
      idType: '01',
      idNo: '11010519491231002X',
      phone: '13912345678',
      birthday: '1949-12-31',
      sex: 'F',
    },
  ]);

  for (const seed of shoceanApplications(today)) {
    await insertSeedApplication(db, shocean, demoUser.id, seed, EXCHANGE_RATE_SEED);
  }
};
