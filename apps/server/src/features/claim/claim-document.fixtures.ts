import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CLAIM_STATUS,
  type ClaimReport,
  type EndpointInput,
  LOSS_TYPE,
  reportNumber,
  todayInChina,
} from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { accounts, claimDocumentRequests, claimGoodsLines, claims } from '../../db/schema/index.ts';
import { multipartOf } from '../../test/declaration.fixtures.ts';
import { newKey, useAccountSession } from '../../test/insuring.fixtures.ts';
import { type TestApp, useTestApp } from '../../test/suite.ts';
import { endpointUrl } from '../../test/test-app.ts';
import type { ClaimSubjectSnapshot } from './claim.subject.ts';

/**
 * Claims for the claim-document tests, written straight into the tables (the report endpoint is another
 * helper's and is tested there): a sea shipment of the account with one damaged goods line.
 */

export const POLICY_NO = '12345678901234567890';

let sequence = 0;

export const accountIdOf = async (app: FastifyInstance, accountName: string) => {
  const [row] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountName, accountName));
  if (row === undefined) throw new Error(`no account ${accountName}`);
  return row.id;
};

/** A session in the account and the account's id, made before the file's tests: read them inside tests. */
export const useClaimAccount = (ctx: Pick<TestApp, 'app'>, accountName: string) => {
  const session = useAccountSession(ctx, accountName);
  let id: number | undefined;
  beforeAll(async () => {
    id = await accountIdOf(ctx.app, accountName);
  });
  return {
    get token() {
      return session.token;
    },
    get id() {
      if (id === undefined) throw new Error(`No id of ${accountName} yet: read it inside tests`);
      return id;
    },
  };
};

/** The test file's app with SHOCEAN (the claims' owner) and HZSHUNDA (another account) signed in. */
export const useClaimTestApp = () => {
  const ctx = useTestApp();
  return { ctx, owner: useClaimAccount(ctx, 'SHOCEAN'), other: useClaimAccount(ctx, 'HZSHUNDA') };
};

export interface ClaimFixture {
  lossType?: string;
  causeLevel1?: string;
  causeLevel2?: string;
  status?: string;
  productCode?: string;
  carrierName?: string;
}

const subjectOf = (productCode: string): ClaimSubjectSnapshot => ({
  policyNo: POLICY_NO,
  kind: 'policy',
  openPolicyNo: null,
  productCode,
  planCode: 'PC09000007',
  insuredName: '上海远洋贸易有限公司',
  insuranceBeginDate: '2026-01-01',
  insuranceEndDate: '2026-12-31',
  currencyCode: 'USD',
  sumInsured: 12_000_000,
  deductible: 50_000,
  conveyance: 'COSCO SHIPPING ARIES V.025E',
  billOfLadingNo: 'COSU6281234560',
  loadingPort: 'Shanghai',
  dischargePort: 'Rotterdam',
});

const reportOf = (fixture: Required<ClaimFixture>): ClaimReport => ({
  policyNo: POLICY_NO,
  reporterName: '王明',
  reporterMobile: '13800138000',
  reporterEmail: 'ops@shocean.example.cn',
  incidentTime: '2026-03-10 08:30',
  lossType: fixture.lossType as ClaimReport['lossType'],
  locationType: 'overseas',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  continentCode: 'EU',
  countryCode: 'NL',
  locationDetail: 'Port of Rotterdam, ECT Delta terminal',
  causeLevel1: fixture.causeLevel1,
  causeLevel2: fixture.causeLevel2,
  description: 'Container found wet inside on devanning; cartons stained.',
  propertyDamage: 'N',
  propertyDamageDetail: '',
  personalInjury: 'N',
  outpatientCount: 0,
  inpatientCount: 0,
  deathCount: 0,
  vehicleDamage: 'N',
  estimatedLoss: '6000.00',
  estimatedCurrency: 'USD',
  settlementPreference: '1',
  goodsLines: [
    { goodsName: 'LED panels', quantity: '12.5', unit: 'CTN', unitPrice: '800.00', damageExtent: '60' },
  ],
  carrierName: fixture.carrierName,
});

/** A claim of the account: by default cargo damage by sea water on a sea shipment, reported and open. */
export const insertClaim = async (app: FastifyInstance, accountId: number, options: ClaimFixture = {}) => {
  sequence += 1;
  const fixture: Required<ClaimFixture> = {
    lossType: LOSS_TYPE.cargoDamage,
    causeLevel1: '03',
    causeLevel2: '0312',
    status: CLAIM_STATUS.reported,
    productCode: 'MP09110008',
    carrierName: 'COSCO Shipping Lines Co., Ltd.',
    ...options,
  };
  const [claim] = await app.db
    .insert(claims)
    .values({
      accountId,
      reportNo: reportNumber(todayInChina(), 90_000_000 + sequence),
      requestKey: newKey(),
      subjectKind: 'policy',
      policyNo: POLICY_NO,
      subject: subjectOf(fixture.productCode),
      status: fixture.status,
      report: reportOf(fixture),
      incidentTime: '2026-03-10 08:30',
      lossType: fixture.lossType,
      estimatedCurrency: 'USD',
      estimatedLoss: 600_000,
    })
    .returning();
  await app.db.insert(claimGoodsLines).values({
    claimId: claim!.id,
    lineNo: 1,
    goodsName: 'LED panels',
    quantity: 12_500,
    unit: 'CTN',
    unitPrice: 80_000,
    damageExtentPercent: 60,
    claimedLoss: 600_000,
  });
  return claim!;
};

/** The insurer asks for a document (as the handling helper's requestDocuments does). */
export const requestDocument = (app: FastifyInstance, claimId: number, typeCode: string, note: string) =>
  app.db.insert(claimDocumentRequests).values({ claimId, typeCode, note });

/** Sets a claim's status directly (closing is the handling helper's endpoint). */
export const setClaimStatus = (app: FastifyInstance, claimId: number, status: string) =>
  app.db.update(claims).set({ status }).where(eq(claims.id, claimId));

/** POST document/upload of one file. */
export const uploadDocument = (
  app: FastifyInstance,
  token: string,
  target: EndpointInput<typeof claimEndpoints.uploadDocument>,
  fileName: string,
  content: Buffer,
  lang: 'zh' | 'en' = 'en',
) => {
  const body = multipartOf(fileName, content);
  return app.inject({
    method: 'POST',
    url: endpointUrl(claimEndpoints.uploadDocument, target),
    payload: body.payload,
    headers: body.headers,
    cookies: { 'Admin-Token': token, lang },
  });
};

/** The files in the account's folder of the file store. */
export const filesOnDisk = (app: FastifyInstance, accountId: number) => {
  const folder = path.join(app.config.fileStoreDir, String(accountId));
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

// Small files with the right magic numbers.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
export const COMPOUND = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
