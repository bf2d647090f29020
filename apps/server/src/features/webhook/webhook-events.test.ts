import type { DeclarationResult } from '@cargo/domain';
import { addDays, todayInChina } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { webhookEndpoints } from '@cargo/domain/api/webhook';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import {
  claimReport,
  handlingCall,
  inForcePolicyNo,
  reportClaim,
  setCover,
} from '../../test/claim.fixtures.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import { type Actor, createApplication } from '../../test/factories.ts';
import { exportForm, HAZARDOUS_GOODS, logInAsUnderwriter } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { recordExpiringPolicies } from './webhook-expiring.service.ts';

/**
 * Each business change records its webhook event in its own transaction, with public numbers only, and a
 * delivery for each subscribed endpoint.
 */
// The endpoint listens nowhere (port 9 on loopback): its deliveries fail at once, nothing leaves the machine.
const ctx = useTestApp({ logIn: 'demo', config: { webhookAllowHttpLoopback: true } });
let underwriter = '';
let insurer: Actor;
beforeAll(async () => {
  underwriter = await logInAsUnderwriter(ctx.app);
  insurer = { app: ctx.app, token: await logInAs(ctx.app, 'claims') };
  data(
    await call(
      ctx.app,
      webhookEndpoints.create,
      { url: 'http://127.0.0.1:9/hooks', events: ['policy.expiring', 'declaration.referred'] },
      { cookie: ctx.token },
    ),
  );
});

const eventsOf = (objectId: string) =>
  ctx.app.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.objectId, objectId))
    .orderBy(webhookEvents.createdAt);

describe('webhook events of business changes', () => {
  it('a declaration referred, then issued on approval; only the subscribed type is queued for delivery', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    const referred = data<DeclarationResult>(
      await call(
        ctx.app,
        declarationEndpoints.submitDeclaration,
        declarationForm({ policyNo: policy.policyNo, goodsDescription: 'Paint UN1263 flammable' }),
        { cookie: ctx.token },
      ),
    );
    data(
      await call(
        ctx.app,
        declarationEndpoints.decideDeclaration,
        { id: referred.declarationNo!, decision: 'approve' },
        { cookie: underwriter },
      ),
    );
    const events = await eventsOf(referred.declarationNo!);
    expect(events.map((event) => [event.type, event.payload.status])).toEqual([
      ['declaration.referred', '02'],
      ['declaration.issued', '03'],
    ]);
    expect(events[1]!.payload).toMatchObject({
      policyNo: policy.policyNo,
      certificateNo: expect.stringMatching(/^\d{20}$/),
    });
    const queued = await ctx.app.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.objectKey, `declaration:${referred.declarationNo}`));
    expect(queued.map((row) => row.eventId)).toEqual([events[0]!.id]);
  });

  it('an application decided and a policy issued', async () => {
    const application = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    data(
      await call(
        ctx.app,
        applicationEndpoints.decideReview,
        { id: application.id, result: '01', comment: 'Beyond capacity' },
        { cookie: underwriter },
      ),
    );
    expect((await eventsOf(application.voucherNo)).map((event) => [event.type, event.payload])).toEqual([
      [
        'application.decided',
        {
          applicationNo: application.voucherNo,
          status: expect.stringMatching(/^\w+$/),
          comment: 'Beyond capacity',
        },
      ],
    ]);
    const paid = await issuePolicy(ctx);
    const [issued] = await eventsOf(paid.policyNo);
    expect(issued).toMatchObject({
      type: 'policy.issued',
      payload: { policyNo: paid.policyNo, premium: { amount: expect.stringMatching(/^\d+\.\d{2}$/) } },
    });
  });

  it('a claim status changed', async () => {
    const { reportNo } = await reportClaim(ctx, claimReport(await inForcePolicyNo(ctx)));
    data(
      await handlingCall(insurer, claimHandlingEndpoints.closeClaim, { note: 'closed by test', reportNo }),
    );
    const events = await eventsOf(reportNo);
    expect(events).toMatchObject([{ type: 'claim.status_changed', payload: { claimNo: reportNo } }]);
  });

  it('a policy expiring, once per policy however often the schedule runs', async () => {
    const paid = await issuePolicy(ctx);
    await setCover(ctx.app, paid.policyNo, addDays(todayInChina(), -10), addDays(todayInChina(), 20));
    await recordExpiringPolicies(ctx.app);
    await recordExpiringPolicies(ctx.app);
    const expiring = await ctx.app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.objectId, paid.policyNo), eq(webhookEvents.type, 'policy.expiring')));
    expect(expiring).toMatchObject([{ payload: { policyNo: paid.policyNo, daysLeft: 20 } }]);
  });
});
