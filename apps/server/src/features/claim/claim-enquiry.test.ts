import type { ClaimDetail, ClaimRow, EndpointInput, Page } from '@cargo/domain';
import { todayInChina } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimCall, claimReport, inForcePolicyNo, reportClaim } from '../../test/claim.fixtures.ts';
import { seededPolicy } from '../../test/correction.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';

/** Claims enquiry on SHOCEAN's two demo claims and one reported here (docs/business-rules.md "Claims"). */
const ctx = useTestApp({ logIn: 'demo' });
let fresh: string;

beforeAll(async () => {
  fresh = (await reportClaim(ctx, claimReport(await inForcePolicyNo(ctx)))).reportNo;
});

const list = async (body: EndpointInput<typeof claimEndpoints.listClaims> = {}, lang: 'zh' | 'en' = 'en') =>
  data<Page<ClaimRow>>(await claimCall(ctx, claimEndpoints.listClaims, body, lang));
const numbersOf = (page: Page<ClaimRow>) => page.list.map((row) => row.reportNo);
const detailOf = async (reportNo: string, lang: 'zh' | 'en' = 'en') =>
  data<ClaimDetail>(await claimCall(ctx, claimEndpoints.claimDetail, { reportNo }, lang));

describe('claims enquiry', () => {
  it('lists the demo claims and the new one, last reported first', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      reportNo: fresh,
      status: '01',
      statusName: 'Reported',
      payable: null,
    });
    expect(page.list[1]).toMatchObject({
      insuredName: 'Hamburg Haushaltswaren GmbH',
      lossTypeName: 'Cargo Damage',
      estimatedLoss: '6600.00',
      estimatedCurrency: '03',
      currencyCode: '03',
      fastClaim: false,
    });
    expect(page.list[2]).toMatchObject({
      status: '02',
      statusName: 'Settlement calculated',
      currencyCode: '01',
    });
    expect(page.list[2]!.payable).not.toBeNull();
    expect(page.list[0]!.missingDocuments).toBeGreaterThan(0);
  });

  it('finds a report by its 20 digits or its last 8, and a policy by its 20 digits or last 4', async () => {
    expect(numbersOf(await list({ reportNo: fresh }))).toEqual([fresh]);
    expect(numbersOf(await list({ reportNo: fresh.slice(-8) }))).toEqual([fresh]);
    const road = await seededPolicy(ctx, 'MP09110012');
    const byPolicy = await list({ policyNo: road.policyNo });
    expect(byPolicy.list.map((row) => row.policyNo)).toEqual([road.policyNo]);
    expect((await list({ policyNo: road.policyNo.slice(-4) })).total).toBe(1);
  });

  it('refuses a report number of other lengths or not numeric, with the SPEC messages', async () => {
    const short = await claimCall(ctx, claimEndpoints.listClaims, { reportNo: '1234567' }, 'zh');
    expect(short.statusCode).toBe(400);
    expect(short.json().data.issues[0].message).toBe('报案号：报案号位数输入有误，仅支持8位或20位数字');
    const letters = await claimCall(ctx, claimEndpoints.listClaims, { reportNo: 'ABCDEFGH' }, 'zh');
    expect(letters.json().data.issues[0].message).toBe('报案号：报案号必须为数字');
  });

  it('filters by status and by the China days of the report, and pages', async () => {
    expect((await list({ status: '02' })).list.map((row) => row.status)).toEqual(['02']);
    expect(numbersOf(await list({ startDate: todayInChina(), endDate: todayInChina() }))).toEqual([fresh]);
    const older = await list({ startDate: inDays(-100), endDate: inDays(-1) });
    expect(older.total).toBe(2);
    expect((await list({ endDate: inDays(-3) })).total).toBe(1);
    const second = await list({ pageNo: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 3, pageNo: 2, pageSize: 1 });
    expect(second.list).toHaveLength(1);
    const reversed = await claimCall(
      ctx,
      claimEndpoints.listClaims,
      { startDate: inDays(0), endDate: inDays(-1) },
      'en',
    );
    expect(reversed.statusCode).toBe(400);
  });
});

describe('claim detail', () => {
  it('shows the report, the place and cause by name, and the history', async () => {
    const detail = await detailOf(fresh, 'zh');
    expect(detail).toMatchObject({
      reportNo: fresh,
      kind: 'policy',
      sumInsured: '110000.00',
      reporterName: '王明',
      locationName: '上海市 上海市 黄浦区 外高桥港区五号码头',
      causeName: '意外事故 / 火灾',
      casualtyCount: 0,
      settlementPreferenceName: '自助理赔（线上提交单证、线上确认赔款）',
      carrierNoticeDue: inDays(2),
      settlement: null,
      documentRequests: [],
    });
    expect(detail.goodsLines).toEqual([
      {
        lineNo: 1,
        goodsName: '微波炉',
        quantity: '10',
        unit: '箱',
        unitPrice: '800.00',
        damageExtent: '100',
        claimedLoss: '8000.00',
      },
    ]);
    expect(detail.history).toEqual([
      expect.objectContaining({ action: 'report', actionName: '报案', status: '01', statusName: '已报案' }),
    ]);
  });

  it("shows the demo settlement, the insurer's request and an overseas place in English", async () => {
    const page = await list();
    const overseas = await detailOf(page.list[1]!.reportNo);
    expect(overseas.locationName).toBe('Europe, Germany, North Sea, off Cuxhaven');
    const road = await detailOf(page.list[2]!.reportNo);
    expect(road.history.map((entry) => entry.actionName)).toEqual([
      'Reported',
      'Documents requested',
      'Settlement calculated',
    ]);
    expect(road.documentRequests).toEqual([
      expect.objectContaining({ typeCode: '26', typeName: 'Third-party survey report', satisfied: false }),
    ]);
    expect(road.settlement).toMatchObject({
      currencyCode: '01',
      totalAssessed: '22000.00',
      exchangeRate: '1',
    });
    expect(road.payable).toBe(road.settlement!.payable);
  });
});

describe('global search', () => {
  it('finds claims by report number, policy number or insured, at most 10', async () => {
    const search = async (keyword: string) =>
      data<{ reportNo: string }[]>(await claimCall(ctx, claimEndpoints.searchClaims, { keyword }));
    expect((await search('hamburg')).length).toBe(2);
    expect((await search(fresh)).map((hit) => hit.reportNo)).toEqual([fresh]);
    expect((await search('no such thing')).length).toBe(0);
    for (let i = 0; i < 9; i += 1) await reportClaim(ctx, claimReport(await inForcePolicyNo(ctx)));
    expect((await search('5')).length).toBe(10);
  });
});

describe("another account's claims", () => {
  it('are not listed, found or shown', async () => {
    const hangzhou: Actor = { app: ctx.app, token: await logInToAccount(ctx.app, 'HZSHUNDA') };
    const other = data<Page<ClaimRow>>(await claimCall(hangzhou, claimEndpoints.listClaims, {}));
    expect(other.total).toBe(0);
    const detail = await claimCall(hangzhou, claimEndpoints.claimDetail, { reportNo: fresh }, 'en');
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('Claim not found');
    expect(data(await claimCall(hangzhou, claimEndpoints.searchClaims, { keyword: fresh }))).toEqual([]);
  });
});
