import {
  addDays,
  businessNow,
  CLAIM_STATUS,
  type ClaimReportInput,
  calculateClaimSettlement,
  chinaInstant,
  parseAmountIn,
  reportNumber,
  type StaffRole,
  todayInChina,
  ZClaimReport,
} from '@cargo/domain';
import { and, eq } from 'drizzle-orm';
import {
  insertClaim,
  insertClaimEvent,
  insertDocumentRequests,
  insertGoodsLines,
  nextReportSequence,
  updateClaimStatus,
  upsertSettlement,
} from '../../features/claim/claim.repository.ts';
import { goodsLinesOf } from '../../features/claim/claim-report.service.ts';
import { claimSubjectOfPolicy } from '../../features/claim/claim-subject.service.ts';
import type { Executor } from '../client.ts';
import {
  accounts,
  applications,
  memberships,
  policies,
  staffRoles,
  users,
  userTotp,
} from '../schema/index.ts';
import { DEMO_STAFF_ROLES, DEMO_STAFF_TOTP_SECRETS, DEMO_USERS } from './demo.seed.ts';
import type { DemoPasswordHashes } from './demo-passwords.ts';

/**
 * The insurer's demo underwriter (README "Demo logins") in the insurer's own account, and two demo claims of
 * SHOCEAN so that the claims enquiry is not empty on a fresh start: one just reported on the export policy in
 * force, one with its settlement calculated on the expired domestic road policy. Dated from today.
 */

export const INSURER_ACCOUNT = {
  accountName: 'INSURER',
  companyName: '货运险承保公司理赔部',
  companyNameEn: 'Cargo insurer, claims department',
  userType: 'COMMON',
} as const;

/** The insurer's account and its demo staff, one per role (README "Demo logins"); answers their ids. */
const seedStaff = async (db: Executor, passwordHashes: DemoPasswordHashes) => {
  const [insurer] = await db.insert(accounts).values(INSURER_ACCOUNT).returning({ id: accounts.id });
  const ids: Partial<Record<keyof typeof DEMO_STAFF_ROLES, number>> = {};
  for (const [key, role] of Object.entries(DEMO_STAFF_ROLES) as [
    keyof typeof DEMO_STAFF_ROLES,
    StaffRole,
  ][]) {
    const person = DEMO_USERS[key];
    const [user] = await db
      .insert(users)
      .values({ ...person, passwordHash: passwordHashes[key], isReset: 'Y', isRealName: 'Y' })
      .returning({ id: users.id });
    await db
      .insert(memberships)
      .values({ userId: user!.id, accountId: insurer!.id, isDefault: true, sortOrder: 1 });
    await db.insert(staffRoles).values({ userId: user!.id, role });
    await db
      .insert(userTotp)
      .values({ userId: user!.id, secret: DEMO_STAFF_TOTP_SECRETS[key], confirmedAt: businessNow() });
    ids[key] = user!.id;
  }
  return ids;
};

/** SHOCEAN's seeded policy of a product, with its application, as a claim's subject. */
const subjectOf = async (db: Executor, accountId: number, productCode: string) => {
  const [row] = await db
    .select({ policy: policies, application: applications })
    .from(policies)
    .innerJoin(applications, eq(applications.id, policies.applicationId))
    .where(and(eq(policies.accountId, accountId), eq(policies.productCode, productCode)));
  if (row === undefined) throw new Error(`No seeded ${productCode} policy of SHOCEAN`);
  return claimSubjectOfPolicy(row.policy, row.application).snapshot;
};

interface DemoClaim {
  productCode: string;
  reportedOn: string;
  report: ClaimReportInput;
}

const storeDemoClaim = async (db: Executor, accountId: number, userId: number, demo: DemoClaim) => {
  const report = ZClaimReport.parse(demo.report);
  const subject = await subjectOf(db, accountId, demo.productCode);
  const reportedAt = chinaInstant(demo.reportedOn, '09:15:00');
  const claim = await insertClaim(db, {
    accountId,
    reportNo: reportNumber(demo.reportedOn, await nextReportSequence(db)),
    requestKey: crypto.randomUUID(),
    subjectKind: 'policy',
    policyNo: subject.policyNo,
    subject,
    status: CLAIM_STATUS.reported,
    report,
    incidentTime: report.incidentTime,
    lossType: report.lossType,
    estimatedCurrency: report.estimatedCurrency,
    estimatedLoss: amountOf(report.estimatedLoss, report.estimatedCurrency),
    reportedBy: userId,
    reportedAt,
    updatedAt: reportedAt,
  });
  const lines = goodsLinesOf(claim!.id, report);
  await insertGoodsLines(db, lines);
  await insertClaimEvent(db, {
    claimId: claim!.id,
    action: 'report',
    toStatus: CLAIM_STATUS.reported,
    actorId: userId,
    createdAt: reportedAt,
  });
  await db.update(policies).set({ hasClaim: true }).where(eq(policies.policyNo, subject.policyNo));
  return { claim: claim!, subject, lines };
};

const amountOf = (text: string, currencyCode: string) => {
  const amount = parseAmountIn(text, currencyCode);
  if (!amount.ok) throw new Error(`Bad demo amount ${text}`);
  return amount.value;
};

const REPORTER = {
  reporterName: '王明',
  reporterMobile: '13800138000',
  reporterEmail: 'demo@cargo-portal.test',
};

/** Heavy weather in the North Sea wetted 60 cartons of the microwave ovens bound for Hamburg. */
const exportDamage = (day: (offset: number) => string): DemoClaim => ({
  productCode: 'MP09110009',
  reportedOn: day(-2),
  report: {
    policyNo: '00000000000000000000',
    ...REPORTER,
    incidentTime: `${day(-3)} 14:30`,
    lossType: '01',
    locationType: 'overseas',
    continentCode: 'EU',
    countryCode: 'DE',
    locationDetail: 'North Sea, off Cuxhaven',
    causeLevel1: '01',
    causeLevel2: '0101',
    description: '航行途中遭遇恶劣天气，舱内集装箱进水，60 箱微波炉外箱浸湿、机身受潮',
    estimatedLoss: '6600.00',
    estimatedCurrency: '03',
    settlementPreference: '1',
    goodsLines: [
      {
        goodsName: 'Microwave ovens MW-2508',
        quantity: '60',
        unit: 'carton',
        unitPrice: '110.00',
        damageExtent: '100',
      },
    ],
    carrierName: 'COSCO SHIPPING Lines',
  },
});

/** The truck with the knitwear overturned near Hangzhou; the adjuster asked for the survey and settled. */
const roadOverturn = (day: (offset: number) => string): DemoClaim => ({
  productCode: 'MP09110012',
  reportedOn: day(-90),
  report: {
    policyNo: '00000000000000000000',
    ...REPORTER,
    incidentTime: `${day(-91)} 16:20`,
    lossType: '01',
    locationType: 'domestic',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    locationDetail: '杭州绕城高速留下收费站附近',
    causeLevel1: '02',
    causeLevel2: '0205',
    description: '运输车辆避让时侧翻，40 箱女式针织衫被雨水及油污污染',
    estimatedLoss: '24000.00',
    estimatedCurrency: '01',
    settlementPreference: '2',
    goodsLines: [
      { goodsName: '女式针织衫', quantity: '40', unit: '箱', unitPrice: '600.00', damageExtent: '100' },
    ],
    carrierName: '杭州顺达国际物流有限公司',
  },
});

/** The settled demo claim: the survey requested, then CNY 22,000.00 assessed less the policy's deductible. */
const settleRoadClaim = async (
  db: Executor,
  userId: number,
  stored: Awaited<ReturnType<typeof storeDemoClaim>>,
  day: (offset: number) => string,
) => {
  const { claim, subject, lines } = stored;
  const requestedAt = chinaInstant(day(-80), '11:00:00');
  await insertDocumentRequests(db, [
    {
      claimId: claim.id,
      typeCode: '26',
      note: '请提供公估机构出具的检验报告',
      requestedBy: userId,
      requestedAt,
    },
  ]);
  const common = { claimId: claim.id, fromStatus: CLAIM_STATUS.reported, actorId: userId };
  await insertClaimEvent(db, {
    ...common,
    action: 'requestDocuments',
    toStatus: '01',
    createdAt: requestedAt,
  });
  const assessed = lines.map((line) => ({ ...line, assessedLoss: 2_200_000 }));
  const figures = calculateClaimSettlement({
    lines: assessed,
    deductible: subject.deductible,
    sumInsured: subject.sumInsured,
  });
  const calculatedAt = chinaInstant(day(-60), '15:30:00');
  await upsertSettlement(db, {
    claimId: claim.id,
    currencyCode: subject.currencyCode,
    lines: assessed.map(({ lineNo, goodsName, claimedLoss, assessedLoss }) => ({
      lineNo,
      goodsName,
      claimedLoss,
      assessedLoss,
    })),
    totalClaimed: figures.totalClaimed,
    totalAssessed: figures.totalAssessed,
    deductible: figures.deductibleApplied,
    payable: figures.payable,
    cappedBySumInsured: figures.cappedBySumInsured,
    exchangeRate: '1',
    // A CNY policy: the payable amount is the CNY amount.
    payableCny: figures.payable,
    note: '按核定损失扣除免赔额理算',
    calculatedBy: userId,
    calculatedAt,
  });
  const settled = CLAIM_STATUS.settlementCalculated;
  await insertClaimEvent(db, {
    ...common,
    action: 'calculateSettlement',
    toStatus: settled,
    createdAt: calculatedAt,
  });
  await updateClaimStatus(db, claim.id, settled, calculatedAt);
};

/** Loads the insurer's staff and SHOCEAN's demo claims; called once from `seedIfEmpty`, after insuring. */
export const seedClaims = async (db: Executor, passwordHashes: DemoPasswordHashes) => {
  const staff = await seedStaff(db, passwordHashes);
  const [shocean] = await db.select().from(accounts).where(eq(accounts.accountName, 'SHOCEAN'));
  const [demo] = await db.select().from(users).where(eq(users.loginName, DEMO_USERS.demo.loginName));
  if (shocean === undefined || demo === undefined) return;
  const day = (offset: number) => addDays(todayInChina(), offset);
  const withPolicy = async (make: (d: typeof day) => DemoClaim) => {
    const demoClaim = make(day);
    const subject = await subjectOf(db, shocean.id, demoClaim.productCode);
    return { ...demoClaim, report: { ...demoClaim.report, policyNo: subject.policyNo } };
  };
  await storeDemoClaim(db, shocean.id, demo.id, await withPolicy(exportDamage));
  const road = await storeDemoClaim(db, shocean.id, demo.id, await withPolicy(roadOverturn));
  await settleRoadClaim(db, staff.claims!, road, day);
};
