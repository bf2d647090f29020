import {
  type ApplicationFormInput,
  type CorrectionRequest,
  type CorrectionResult,
  currencyCodeSchema,
  type EndpointInput,
  type Page,
  type PayResult,
  type PolicyListRow,
  type ProductCode,
} from '@cargo/domain';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { paymentEndpoints } from '@cargo/domain/api/payment';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { expect } from 'vitest';
import { corrections, policies } from '../db/schema/index.ts';
import { type Actor, callAs, createApplication } from './factories.ts';
import { countRows, exportForm, newKey, WIDE_RANGE } from './insuring.fixtures.ts';
import { data } from './suite.ts';
import { call } from './test-app.ts';

/** Test factories of corrections: issued policies and correction requests. */

/** A policy issued through the API (submit, pay): `exportForm()` by default, cover from in 3 days. */
export const issuePolicy = async (actor: Actor, form: ApplicationFormInput = exportForm()) => {
  const application = await createApplication(actor, form);
  return data<PayResult>(
    await call(
      actor.app,
      paymentEndpoints.payApplication,
      {
        applicationId: application.id,
        requestKey: newKey(),
        amount: application.quote.premium,
        currencyCode: currencyCodeSchema.parse(application.quote.currencyCode),
      },
      { cookie: actor.token },
    ),
  );
};

/**
 * The seeded policy of a product of the session's account: the oldest one (SHOCEAN: MP09110009 in force,
 * MP09110008 not started yet, MP09110012 expired).
 */
export const seededPolicy = async (actor: Actor, productCode: ProductCode) => {
  const page = data<Page<PolicyListRow>>(
    await call(
      actor.app,
      policyEndpoints.listPolicies,
      { ...WIDE_RANGE, productCode, pageSize: 100 },
      { cookie: actor.token },
    ),
  );
  const row = page.list.at(-1);
  if (row === undefined) throw new Error(`No seeded policy of ${productCode}`);
  return { policyId: row.id, policyNo: row.policyNo! };
};

/** A whole-policy correction of a policy with a fresh request key. */
export const wholeCorrection = (
  policyId: number,
  changes: CorrectionRequest['changes'],
  extra: Partial<CorrectionRequest> = {},
): CorrectionRequest => ({
  policyId,
  correctionType: '90001',
  reason: '更正发票金额',
  changes,
  requestKey: newKey(),
  ...extra,
});

/** A cancellation of a policy with a fresh request key. */
export const cancellation = (
  policyId: number,
  extra: Partial<CorrectionRequest> = {},
): CorrectionRequest => ({
  policyId,
  correctionType: '00017',
  reason: '贸易合同取消',
  requestKey: newKey(),
  ...extra,
});

/** Changes that raise the sum insured above the automatic underwriting limit (CNY 5 m): referred. */
export const OVER_LIMIT_CHANGES = { insurance: { invoiceAmount: '800000.00' } };

/** A call of a correction endpoint as the actor. */
export const correct = callAs;

type CorrectionApplication = EndpointInput<typeof correctionEndpoints.applyCorrection>;

/** An application for a correction as the actor: the answer (for tests of refusals). */
export const applyCorrection = (actor: Actor, body: CorrectionApplication, lang?: 'zh' | 'en') =>
  correct(actor, correctionEndpoints.applyCorrection, body, lang);

/** A correction applied as the actor: its result (the call answered 200). */
export const appliedCorrection = async (actor: Actor, body: CorrectionApplication, lang?: 'zh' | 'en') =>
  data<CorrectionResult>(await applyCorrection(actor, body, lang));

/** A whole-policy correction (90001) of the policy applied as the actor: its result (the call answered 200). */
export const applyWholeCorrection = (
  actor: Actor,
  policyId: number,
  changes: CorrectionRequest['changes'],
  lang?: 'zh' | 'en',
) => appliedCorrection(actor, wholeCorrection(policyId, changes), lang);

/** The policy's row in the actor's policy list (the list answered 200). */
export const policyRowOf = async (actor: Actor, policyNo: string) =>
  data<Page<PolicyListRow>>(await correct(actor, policyEndpoints.listPolicies, { policyNo })).list[0]!;

/** A correction of a freshly issued policy, over the automatic limit: checked pending review (E1). */
export const pendingCorrection = async (actor: Actor) => {
  const policy = await issuePolicy(actor);
  const result = await applyWholeCorrection(actor, policy.policyId, OVER_LIMIT_CHANGES, 'en');
  expect(result.status).toBe('E1');
  return result;
};

export const correctionCounts = async (actor: Actor) => ({
  corrections: await countRows(actor.app, corrections),
  policies: await countRows(actor.app, policies),
});
