import {
  type CorrectionQueueItem,
  type DeclarationQueueItem,
  type DeclarationResult,
  type DeclarationReview,
  type EndpointInput,
  type Page,
  translate,
} from '@cargo/domain';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { pendingCorrection } from '../../test/correction.fixtures.ts';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import { logInAsStaff } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callPrepared, logInAs, prepareCall } from '../../test/test-app.ts';

/** The underwriter's queues of declarations under manual review and corrections pending review (issue 10). */

const ctx = useTestApp({ logIn: 'demo' });
let underwriter = '';
let auditor = '';
let claims = '';
let operations = '';

beforeAll(async () => {
  underwriter = await logInAs(ctx.app, 'underwriter');
  auditor = await logInAs(ctx.app, 'auditor');
  claims = await logInAs(ctx.app, 'claims');
  operations = await logInAs(ctx.app, 'operations');
});

type Lang = 'zh' | 'en';
const auditRows = async () => (await ctx.app.db.select({ n: count() }).from(staffAuditLog))[0]!.n;

/** A declaration of SHOCEAN sent to manual review by dangerous goods (its amount held on a fresh policy). */
const underReview = async () => {
  const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
  const form = declarationForm({ policyNo: policy.policyNo, goodsDescription: 'Paint UN1263 flammable' });
  const result = data<DeclarationResult>(
    await call(ctx.app, declarationEndpoints.submitDeclaration, form, { cookie: ctx.token }),
  );
  expect(result.outcome).toBe('review');
  return { declarationNo: result.declarationNo!, policyNo: policy.policyNo };
};

const QUEUES = { declarations: staffEndpoints.declarationQueue, corrections: staffEndpoints.correctionQueue };
const queue = <T, K extends keyof typeof QUEUES = keyof typeof QUEUES>(
  kind: K,
  body: EndpointInput<(typeof QUEUES)[K]>,
  cookie: string,
  lang: Lang = 'en',
) =>
  call(ctx.app, QUEUES[kind], body, { cookie, lang }).then((answer) => ({
    statusCode: answer.statusCode,
    page: () => data<Page<T>>(answer),
  }));

describe('the queue of declarations under manual review', () => {
  it('pages the queue oldest first: two pages of two hold the three oldest without a gap or a repeat', async () => {
    for (let n = 0; n < 3; n++) await underReview();
    const first = (await queue<DeclarationQueueItem>('declarations', { pageSize: 2 }, underwriter)).page();
    const second = (
      await queue<DeclarationQueueItem>('declarations', { pageSize: 2, pageNo: 2 }, underwriter)
    ).page();
    const all = (await queue<DeclarationQueueItem>('declarations', { pageSize: 100 }, underwriter)).page();
    expect(first.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect([...first.list, ...second.list].map((item) => item.declarationNo)).toEqual(
      all.list.slice(0, 4).map((item) => item.declarationNo),
    );
    const ages = all.list.map((item) => item.ageHours);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });

  it('lists every account’s declarations under review with their age; the review shows the submission', async () => {
    const { declarationNo, policyNo } = await underReview();
    const page = (await queue<DeclarationQueueItem>('declarations', { declarationNo }, underwriter)).page();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ declarationNo, policyNo, accountName: 'SHOCEAN', ageHours: 0 });
    expect(page.list[0]!.reviewReasons.length).toBeGreaterThan(0);
    const byPolicy = (await queue<DeclarationQueueItem>('declarations', { policyNo }, auditor)).page();
    expect(byPolicy.list.map((item) => item.declarationNo)).toEqual([declarationNo]);
    const other = (
      await queue<DeclarationQueueItem>(
        'declarations',
        { declarationNo, accountName: 'HZSHUNDA' },
        underwriter,
      )
    ).page();
    expect(other.total).toBe(0);

    for (const lang of ['zh', 'en'] as const) {
      const review = data<DeclarationReview>(
        await call(
          ctx.app,
          staffEndpoints.declarationReview,
          { id: declarationNo },
          { cookie: auditor, lang },
        ),
      );
      const labels = review.submission.map((field) => field.label);
      expect(labels).toContain(lang === 'zh' ? '货物描述' : 'Goods description');
      expect(review.submission.find((field) => field.value === 'Paint UN1263 flammable')).toBeDefined();
      const shownAs = (key: string) =>
        review.submission.find((field) => field.label === translate(lang === 'zh' ? 'zh-CN' : 'en-US', key))
          ?.value;
      expect(shownAs('field.destinationCountry')).toBe(lang === 'zh' ? '德国' : 'Germany');
      expect(shownAs('field.invoiceCurrency')).toBe(lang === 'zh' ? '美元 (USD)' : 'US Dollar (USD)');
      expect(shownAs('field.letterOfCredit')).toBe(lang === 'zh' ? '非信用证' : 'Non-L/C');
      expect(review.balance).toMatch(/^[\d,]+\.\d{2}$/);
    }
    expect(
      (await call(ctx.app, staffEndpoints.declarationReview, { id: 'TD000' }, { cookie: underwriter }))
        .statusCode,
    ).toBe(404);
  });

  it('leaves the queue once decided; a second decision at once gets 409 naming who decided', async () => {
    const { declarationNo } = await underReview();
    const second = await logInAsStaff(ctx.app, ['underwriter']);
    const before = await auditRows();
    const answers = await Promise.all(
      [underwriter, second].map((cookie) =>
        call(
          ctx.app,
          declarationEndpoints.decideDeclaration,
          { decision: 'approve', id: declarationNo },
          { cookie, lang: 'en' },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toMatch(/^Already decided by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await auditRows()).toBe(before + 1);
    const page = (await queue<DeclarationQueueItem>('declarations', { declarationNo }, underwriter)).page();
    expect(page.total).toBe(0);
  });
});

describe('the queue of corrections pending review', () => {
  it('lists every account’s pending corrections with changes, pricing and age; the review shows one', async () => {
    const pending = await pendingCorrection(ctx);
    const { correctionNo } = pending;
    const page = (await queue<CorrectionQueueItem>('corrections', { correctionNo }, underwriter)).page();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: pending.id, accountName: 'SHOCEAN', ageHours: 0, status: 'E1' });
    expect(page.list[0]!.changes.length).toBeGreaterThan(0);
    const zh = data<CorrectionQueueItem>(
      await call(
        ctx.app,
        staffEndpoints.correctionReview,
        { id: pending.id },
        { cookie: auditor, lang: 'zh' },
      ),
    );
    expect(zh).toMatchObject({ correctionNo, statusName: '待审核' });
    expect(zh.reviewReasons.length).toBeGreaterThan(0);
    expect(
      (await call(ctx.app, staffEndpoints.correctionReview, { id: '999999' }, { cookie: underwriter }))
        .statusCode,
    ).toBe(404);
  });

  it('leaves the queue once decided; a second decision at once gets 409 naming who decided', async () => {
    const { id, correctionNo } = await pendingCorrection(ctx);
    const second = await logInAsStaff(ctx.app, ['underwriter']);
    const answers = await Promise.all([
      call(
        ctx.app,
        correctionEndpoints.decideCorrection,
        { decision: 'approve', id },
        { cookie: underwriter, lang: 'en' },
      ),
      call(
        ctx.app,
        correctionEndpoints.decideCorrection,
        { decision: 'reject', id },
        { cookie: second, lang: 'en' },
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(
      /^Already decided by /,
    );
    expect((await queue<CorrectionQueueItem>('corrections', { correctionNo }, auditor)).page().total).toBe(0);
  });
});

describe('role matrix of the two queues', () => {
  it('underwriters act, auditors read, other staff 403, customers 404, nobody 401', async () => {
    const { declarationNo } = await underReview();
    const { id } = await pendingCorrection(ctx);
    const reads = [
      prepareCall(staffEndpoints.declarationQueue, {}),
      prepareCall(staffEndpoints.correctionQueue, {}),
      prepareCall(staffEndpoints.declarationReview, { id: declarationNo }),
      prepareCall(staffEndpoints.correctionReview, { id }),
    ];
    for (const read of reads) {
      const ask = (cookie?: string) => callPrepared(ctx.app, read, { cookie });
      const path = read.endpoint.path;
      expect((await ask(underwriter)).statusCode, path).toBe(200);
      expect((await ask(auditor)).statusCode, path).toBe(200);
      expect((await ask(claims)).statusCode, path).toBe(403);
      expect((await ask(operations)).statusCode, path).toBe(403);
      expect((await ask(ctx.token)).statusCode, path).toBe(404);
      expect((await ask()).statusCode, path).toBe(401);
    }
    const decisions = [
      prepareCall(declarationEndpoints.decideDeclaration, { id: declarationNo, decision: 'reject' }),
      prepareCall(correctionEndpoints.decideCorrection, { id, decision: 'reject' }),
    ];
    for (const decision of decisions) {
      const path = decision.endpoint.path;
      for (const cookie of [auditor, claims, operations]) {
        expect((await callPrepared(ctx.app, decision, { cookie })).statusCode, path).toBe(403);
      }
      expect((await callPrepared(ctx.app, decision, { cookie: ctx.token })).statusCode).toBe(404);
    }
    const stillThere = (await queue<DeclarationQueueItem>('declarations', { declarationNo }, auditor)).page();
    expect(stillThere.total).toBe(1);
  });
});
