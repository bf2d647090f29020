import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ClaimDraftForm,
  type ClaimReportInput,
  type EndpointDeclaration,
  type EndpointInput,
  pathParameters,
  todayInChina,
} from '@cargo/domain';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { policies } from '../db/schema/index.ts';
import { seededPolicy } from './correction.fixtures.ts';
import { declarationForm } from './declaration.fixtures.ts';
import { type Actor, callAs } from './factories.ts';
import { data } from './suite.ts';
import { call, callPrepared } from './test-app.ts';

/** Test factories of claims: reports, submits and the seeded policies they are made on. */

/** 'YYYY-MM-DD HH:mm' China time, `days` from today at 10:00. */
export const incidentAt = (days: number, time = '10:00') => `${addDays(todayInChina(), days)} ${time}`;

/** SHOCEAN's seeded export policy (ICC (A), USD), in force from 20 days ago to in 40 days. */
export const inForcePolicyNo = async (actor: Actor) => (await seededPolicy(actor, 'MP09110009')).policyNo;

/** SHOCEAN's seeded import policy, whose cover starts in 8 days. */
export const notStartedPolicyNo = async (actor: Actor) => (await seededPolicy(actor, 'MP09110008')).policyNo;

/**
 * A valid report on a policy: a fire damaged 10 cartons in Shanghai yesterday, CNY 8,000 estimated (one line
 * of 10 × 800.00 at 100%): it qualifies for a fast claim.
 */
export const claimReport = (
  policyNo: string,
  overrides: Partial<ClaimReportInput> = {},
): ClaimReportInput => ({
  policyNo,
  reporterName: '王明',
  reporterMobile: '13800138000',
  reporterEmail: 'demo@cargo-portal.test',
  incidentTime: incidentAt(-1),
  lossType: '01',
  locationType: 'domestic',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310101',
  locationDetail: '外高桥港区五号码头',
  causeLevel1: '02',
  causeLevel2: '0206',
  description: '堆场火灾，10 箱微波炉外包装及机身烧损',
  estimatedLoss: '8000.00',
  estimatedCurrency: '01',
  settlementPreference: '1',
  goodsLines: [{ goodsName: '微波炉', quantity: '10', unit: '箱', unitPrice: '800.00', damageExtent: '100' }],
  carrierName: 'COSCO SHIPPING Lines',
  ...overrides,
});

const countText = (count: unknown) => (count === undefined ? undefined : String(count));

/** A report as its draft keeps it: every field as text. */
export const draftFormOf = (report: ClaimReportInput): ClaimDraftForm => ({
  ...report,
  outpatientCount: countText(report.outpatientCount),
  inpatientCount: countText(report.inpatientCount),
  deathCount: countText(report.deathCount),
});

type SubmitInput = EndpointInput<typeof claimReportEndpoints.submitReport>;

export const submitBody = (report: ClaimReportInput, extra: Partial<SubmitInput> = {}): SubmitInput => ({
  report,
  accepted: true,
  requestKey: randomUUID(),
  ...extra,
});

type Lang = 'zh' | 'en';

/** A call of a claim endpoint as the actor (a customer's claim reports and claims, a handler's back office). */
export const claimCall = callAs;

/** The claim's version as a handler opening it now would see it (0 when the actor may not open it). */
export const seenVersion = async (actor: Actor, reportNo: string): Promise<number> => {
  const opened = await call(
    actor.app,
    claimHandlingEndpoints.openClaim,
    { reportNo },
    { cookie: actor.token },
  );
  return opened.statusCode === 200 ? (opened.json().data.version as number) : 0;
};

/** An input whose `version` may be left out. */
type VersionOptional<I> = I extends { version: number } ? Omit<I, 'version'> & { version?: number } : I;

/**
 * A back-office call; a step on a claim (an endpoint of `:reportNo`) is taken on the claim
 * as its handler sees it now, with its current version, unless the input names one.
 */
export const handlingCall = async <E extends EndpointDeclaration>(
  actor: Actor,
  endpoint: E,
  input: VersionOptional<EndpointInput<E>> & object,
  lang?: Lang,
) => {
  const reportNo = 'reportNo' in input ? input.reportNo : undefined;
  const seen =
    pathParameters(endpoint.path).includes('reportNo') &&
    typeof reportNo === 'string' &&
    !('version' in input)
      ? { version: await seenVersion(actor, reportNo) }
      : {};
  // The input was checked against the endpoint above, less the version filled in here.
  return callPrepared(actor.app, { endpoint, input: { ...seen, ...input } }, { cookie: actor.token, lang });
};

interface Submitted {
  reportNo: string;
  status: string;
  fastClaim: boolean;
}

/** A reported claim (status 01) on the policy, by submit/reportInfo. */
export const reportClaim = async (actor: Actor, report: ClaimReportInput, extra: Partial<SubmitInput> = {}) =>
  data<Submitted>(await claimCall(actor, claimReportEndpoints.submitReport, submitBody(report, extra)));

/** Moves a policy's cover (a test policy made "years ago"). */
export const setCover = async (app: FastifyInstance, policyNo: string, begin: string, end: string) => {
  await app.db
    .update(policies)
    .set({ insuranceBeginDate: begin, insuranceEndDate: end })
    .where(and(eq(policies.policyNo, policyNo)));
};

/** Sets a policy's SPEC §4 status (05 surrendered, 99 cancelled…). */
export const setPolicyStatus = async (app: FastifyInstance, policyNo: string, status: string | null) => {
  await app.db.update(policies).set({ policyStatus: status }).where(eq(policies.policyNo, policyNo));
};

/** A declared certificate under SHOCEAN's export open cover, sailing today (ICC (A) unless given). */
export const declaredCertificateNo = async (actor: Actor, mainClause = 'ICC_A') => {
  const body = declarationForm({ mainClause, riders: [] });
  const result = data<{ certificateNo: string | null }>(
    await call(actor.app, declarationEndpoints.submitDeclaration, body, { cookie: actor.token }),
  );
  if (result.certificateNo === null) throw new Error('The declaration went to review');
  return result.certificateNo;
};
