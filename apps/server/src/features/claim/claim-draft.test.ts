import { randomUUID } from 'node:crypto';
import type { ClaimDraft, ClaimDraftSummary, EndpointInput, Page } from '@cargo/domain';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { describe, expect, it } from 'vitest';
import { claimDrafts } from '../../db/schema/index.ts';
import { claimCall, incidentAt, inForcePolicyNo } from '../../test/claim.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { countRows, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { callPrepared, prepareCall } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const save = async (body: EndpointInput<typeof claimReportEndpoints.saveDraft>, actor: Actor = ctx) =>
  data<{ draftId: number; savedAt: string }>(await claimCall(actor, claimReportEndpoints.saveDraft, body));
const list = async (actor: Actor = ctx) =>
  data<Page<ClaimDraftSummary>>(
    await claimCall(actor, claimReportEndpoints.listDrafts, { pageSize: 100 }, 'en'),
  );

describe('report drafts', () => {
  it('keeps a half-filled report, once per request key, and resumes it', async () => {
    const policyNo = await inForcePolicyNo(ctx);
    const form = { policyNo, reporterName: '王明', lossType: '01', incidentTime: incidentAt(-1) };
    const requestKey = randomUUID();
    const first = await save({ requestKey, form });
    expect(first.savedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const before = await countRows(ctx.app, claimDrafts);
    const repeat = await save({ requestKey, form: { ...form, description: '集装箱进水' } });
    expect(repeat.draftId).toBe(first.draftId);
    expect(await countRows(ctx.app, claimDrafts)).toBe(before);
    const resumed = data<ClaimDraft>(
      await claimCall(ctx, claimReportEndpoints.getDraft, { draftId: first.draftId }, 'zh'),
    );
    expect(resumed).toMatchObject({
      draftId: first.draftId,
      policyNo,
      insuredName: 'Hamburg Haushaltswaren GmbH',
      lossTypeName: '货损',
      incidentTime: incidentAt(-1),
      form: { ...form, description: '集装箱进水' },
    });
  });

  it('replaces the draft given and lists the drafts last saved first', async () => {
    const older = await save({ requestKey: randomUUID(), form: { reporterName: '李新' } });
    const newer = await save({ requestKey: randomUUID(), form: { lossType: '02', policyNo: '123' } });
    expect((await list()).list.slice(0, 2).map((draft) => draft.draftId)).toEqual([
      newer.draftId,
      older.draftId,
    ]);
    const updated = await save({
      draftId: older.draftId,
      requestKey: randomUUID(),
      form: { reporterName: '李新', goodsLines: [{ goodsName: '棉纱', quantity: '1.5' }] },
    });
    expect(updated.draftId).toBe(older.draftId);
    const page = await list();
    expect(page.list[0]).toMatchObject({
      draftId: older.draftId,
      policyNo: '',
      insuredName: '',
      lossTypeName: '',
    });
    expect(page.list[1]).toMatchObject({ draftId: newer.draftId, policyNo: '123', lossTypeName: 'Shortage' });
    const resumed = data<ClaimDraft>(
      await claimCall(ctx, claimReportEndpoints.getDraft, { draftId: older.draftId }),
    );
    expect(resumed.form.goodsLines).toEqual([{ goodsName: '棉纱', quantity: '1.5' }]);
  });

  it('checks only the length of what was typed', async () => {
    const response = await claimCall(
      ctx,
      claimReportEndpoints.saveDraft,
      { requestKey: randomUUID(), form: { description: 'x'.repeat(2001) } },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['form', 'description']);
  });

  it('deletes a draft', async () => {
    const { draftId } = await save({ requestKey: randomUUID(), form: {} });
    expect(data(await claimCall(ctx, claimReportEndpoints.deleteDraft, { draftId }))).toEqual({ draftId });
    const again = await claimCall(ctx, claimReportEndpoints.deleteDraft, { draftId }, 'zh');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('未找到该报案草稿');
  });

  it("does not show, change or delete another account's draft", async () => {
    const { draftId } = await save({ requestKey: randomUUID(), form: { reporterName: '王明' } });
    const hangzhou: Actor = { app: ctx.app, token: await logInToAccount(ctx.app, 'HZSHUNDA') };
    for (const refused of [
      prepareCall(claimReportEndpoints.getDraft, { draftId }),
      prepareCall(claimReportEndpoints.deleteDraft, { draftId }),
      prepareCall(claimReportEndpoints.saveDraft, {
        draftId,
        requestKey: randomUUID(),
        form: { reporterName: '赵强' },
      }),
    ]) {
      const response = await callPrepared(ctx.app, refused, { cookie: hangzhou.token, lang: 'en' });
      expect(response.statusCode, refused.endpoint.path).toBe(404);
      expect(response.json().message).toBe('Report draft not found');
    }
    expect((await list(hangzhou)).list.map((draft) => draft.draftId)).not.toContain(draftId);
    const mine = data<ClaimDraft>(await claimCall(ctx, claimReportEndpoints.getDraft, { draftId }));
    expect(mine.form).toEqual({ reporterName: '王明' });
  });
});
