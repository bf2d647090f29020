import { randomUUID } from 'node:crypto';
import type {
  DeclarationDecisionResult,
  DeclarationDetail,
  DeclarationPage,
  DeclarationResult,
  EndpointInput,
} from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../db/schema/index.ts';
import {
  balanceOf,
  createOpenPolicy,
  DECLARATION_FORM_DEFAULT_INSURED,
  declarationForm,
} from '../../test/declaration.fixtures.ts';
import { createDeclarationDraft } from '../../test/factories.ts';
import { logInAsUnderwriter, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, testDatabase } from '../../test/test-app.ts';

/**
 * POST /cargo/backoffice/declaration/{id}: an underwriter approves or rejects a declaration under manual
 * review. PGlite runs one query at a time, so only PostgreSQL (TEST_DATABASE_URL) really races decisions.
 */
const { kind } = await testDatabase();

const ctx = useTestApp({ logIn: 'demo' });
let underwriter = '';
beforeAll(async () => {
  underwriter = await logInAsUnderwriter(ctx.app);
});

type Lang = 'zh' | 'en';
type Form = ReturnType<typeof declarationForm>;

/** A fresh open policy of SHOCEAN (the demo user's account): USD 1,000,000.00, balance untouched. */
const newPolicy = () => createOpenPolicy(ctx.app, 'SHOCEAN');

/** Dangerous goods fail the self-check: the shipment goes to manual review and holds its amount. */
const reviewForm = (policyNo: string, overrides: Partial<Form> = {}) =>
  declarationForm({ policyNo, goodsDescription: 'Paint UN1263 flammable', ...overrides });

const submit = async (form: Form, cookie = ctx.token) =>
  data<DeclarationResult>(await call(ctx.app, declarationEndpoints.submitDeclaration, form, { cookie }));

const sendToReview = async (policyNo: string, cookie = ctx.token) => {
  const result = await submit(reviewForm(policyNo), cookie);
  expect(result).toMatchObject({ outcome: 'review', status: '02' });
  return result.declarationNo!;
};

const decide = (
  declarationNo: string,
  body: Omit<EndpointInput<typeof declarationEndpoints.decideDeclaration>, 'id'>,
  options: { cookie?: string; lang?: Lang } = {},
) =>
  call(
    ctx.app,
    declarationEndpoints.decideDeclaration,
    { ...body, id: declarationNo },
    { cookie: underwriter, ...options },
  );

const decided = async (
  declarationNo: string,
  body: Omit<EndpointInput<typeof declarationEndpoints.decideDeclaration>, 'id'>,
  lang?: Lang,
) => data<DeclarationDecisionResult>(await decide(declarationNo, body, { lang }));

const storedRow = async (declarationNo: string) =>
  (await ctx.app.db.select().from(declarations).where(eq(declarations.declarationNo, declarationNo)))[0]!;

const detail = async (declarationNo: string, lang: Lang, cookie = ctx.token) =>
  data<DeclarationDetail>(
    await call(ctx.app, declarationEndpoints.getDeclaration, { declarationNo }, { cookie, lang }),
  );

/** The customer's enquiry of one open policy (a full policy number needs no date range). */
const enquiry = async (
  policyNo: string,
  lang: Lang,
  status?: EndpointInput<typeof declarationEndpoints.queryDeclarations>['status'],
) =>
  data<DeclarationPage>(
    await call(
      ctx.app,
      declarationEndpoints.queryDeclarations,
      { policyNo, status },
      { cookie: ctx.token, lang },
    ),
  ).list;

const pending = async (policyNo: string) =>
  data<DeclarationPage>(
    await call(ctx.app, declarationEndpoints.queryPending, { policyNo }, { cookie: ctx.token }),
  ).list;

describe('approving a declaration under review', () => {
  it('declares it with its 20-digit certificate and exact premium; the held amount stays drawn', async () => {
    const policy = await newPolicy();
    const declarationNo = await sendToReview(policy.policyNo);
    const held = policy.balance - DECLARATION_FORM_DEFAULT_INSURED;
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(held);

    const response = await decide(
      declarationNo,
      { decision: 'approve', comment: ' 已核实包装合规 ' },
      { lang: 'en' },
    );
    const result = data<DeclarationDecisionResult>(response);
    const seq = declarationNo.slice(-10);
    expect(result.certificateNo).toBe(`${result.declarationDate.slice(0, 4)}90003${seq.padStart(11, '0')}`);
    expect(result).toMatchObject({
      decision: 'approve',
      declarationNo,
      status: '03',
      statusName: 'Declared',
      insuredAmount: '110000.00',
      premium: '165.00',
      balance: (held / 100).toFixed(2),
      reviewComment: '已核实包装合规',
    });
    expect(result.message).toBe(`Approved and declared, certificate number ${result.certificateNo}`);
    expect(response.json().message).toBe(result.message);
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(held);
    expect(await storedRow(declarationNo)).toMatchObject({ premium: 16_500, insuredAmount: 11_000_000 });

    const seen = await detail(declarationNo, 'zh');
    expect(seen).toMatchObject({ status: '03', statusName: '已申报', reviewComment: '已核实包装合规' });
    expect(seen.reviewReasons).toEqual(['货物描述涉及危险品']);
    const certificate = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo },
      { cookie: ctx.token },
    );
    expect(certificate.statusCode).toBe(200);
    expect(await pending(policy.policyNo)).toEqual([]);
  });

  it('decides a declaration of any account', async () => {
    const policy = await createOpenPolicy(ctx.app, 'HZSHUNDA');
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const declarationNo = await sendToReview(policy.policyNo, hangzhou);
    const result = await decided(declarationNo, { decision: 'approve' });
    expect(result).toMatchObject({ status: '03', policyNo: policy.policyNo });
    expect(result.reviewComment).toBeUndefined();
    expect(result.message).toBe(`审核通过，已申报，保险凭证号：${result.certificateNo}`);
  });
});

describe('rejecting a declaration under review', () => {
  it('rejects it and returns the held amount to the balance exactly', async () => {
    const policy = await newPolicy();
    const first = reviewForm(policy.policyNo, { invoiceAmount: '12345.67', additionPercent: '10' });
    const declarationNo = (await submit(first)).declarationNo!;
    // USD 12,345.67 × 110% = 13,580.237 → 13,580.24 held.
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - 1_358_024);

    const result = await decided(
      declarationNo,
      { decision: 'reject', comment: 'Dangerous goods not covered' },
      'en',
    );
    expect(result).toMatchObject({
      decision: 'reject',
      status: '04',
      statusName: 'Rejected',
      certificateNo: null,
      insuredAmount: '13580.24',
      balance: (policy.balance / 100).toFixed(2),
      reviewComment: 'Dangerous goods not covered',
    });
    expect(result.message).toBe(
      `Rejected: the sum insured USD 13580.24 is returned to the open policy (USD ${(policy.balance / 100).toFixed(2)} remaining)`,
    );
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance);

    // The customer sees it by name, with the comment; it is no longer pending.
    const [row] = await enquiry(policy.policyNo, 'zh', '04');
    expect(row).toMatchObject({ declarationNo, status: '04', statusName: '审核不通过' });
    expect(row!.reviewComment).toBe('Dangerous goods not covered');
    expect((await enquiry(policy.policyNo, 'en'))[0]!.statusName).toBe('Rejected');
    expect(await pending(policy.policyNo)).toEqual([]);

    // A repeat of its submit answers what the submit did, with the decision in its status; nothing drawn.
    expect(await submit(first)).toMatchObject({ outcome: 'review', status: '04', declarationNo });
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance);
    // The rejected shipment may be declared again (and draws again).
    const again = await submit({ ...first, requestKey: randomUUID() });
    expect(again).toMatchObject({ outcome: 'review', status: '02' });
    expect(again.declarationNo).not.toBe(declarationNo);
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - 1_358_024);
  });
});

describe('what cannot be decided', () => {
  it('refuses a second decision (409, naming who decided) and leaves the balance alone', async () => {
    const policy = await newPolicy();
    const rejected = await sendToReview(policy.policyNo);
    await decided(rejected, { decision: 'reject' });
    const balance = await balanceOf(ctx.app, policy.policyNo);
    for (const decision of ['reject', 'approve'] as const) {
      const twice = await decide(rejected, { decision }, { lang: 'en' });
      // Decided by staff: the second decision is told who decided it and when.
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: '409000' });
      expect(twice.json().message).toMatch(/^Already decided by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(balance);
    expect((await storedRow(rejected)).status).toBe('04');

    const approved = await sendToReview(policy.policyNo);
    await decided(approved, { decision: 'approve' });
    const afterApproval = await balanceOf(ctx.app, policy.policyNo);
    const reject = await decide(approved, { decision: 'reject' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toMatch(/^该事项已由 .+ 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(afterApproval);
    expect((await storedRow(approved)).status).toBe('03');
  });

  it('refuses a declaration that was never under review with its own message', async () => {
    const policy = await newPolicy();
    const declared = await submit(declarationForm({ policyNo: policy.policyNo }));
    expect(declared.outcome).toBe('declared');
    const direct = await decide(declared.declarationNo!, { decision: 'reject' }, { lang: 'en' });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(
      'This declaration is not under manual review (Declared); there is nothing to decide',
    );
    const draft = await createDeclarationDraft(ctx, { requestKey: randomUUID(), policyNo: policy.policyNo });
    const onDraft = await decide(draft.declarationNo!, { decision: 'approve' });
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().message).toBe('该申报不在人工审核中（暂存），无需审核');
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - DECLARATION_FORM_DEFAULT_INSURED);
  });

  it('is for underwriters only: a customer, even the declaring one, finds no such route (404)', async () => {
    const policy = await newPolicy();
    const declarationNo = await sendToReview(policy.policyNo);
    const denied = await decide(declarationNo, { decision: 'approve' }, { cookie: ctx.token, lang: 'en' });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: '404000', message: 'No such interface' });
    const zh = await decide(declarationNo, { decision: 'reject' }, { cookie: ctx.token });
    expect(zh.statusCode).toBe(404);
    expect(zh.json().message).toBe('请求的接口不存在');
    expect((await storedRow(declarationNo)).status).toBe('02');
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - DECLARATION_FORM_DEFAULT_INSURED);
    const anonymous = await call(ctx.app, declarationEndpoints.decideDeclaration, {
      decision: 'approve',
      id: declarationNo,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown declaration number', async () => {
    for (const id of ['TD202611220000999999', '12345']) {
      const response = await decide(id, { decision: 'approve' }, { lang: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: '404000', message: 'Declaration not found' });
    }
    expect((await decide('TD202611220000999999', { decision: 'reject' })).json().message).toBe('申报不存在');
  });

  it('refuses a bad body in the caller language, naming the fields, and writes nothing', async () => {
    const policy = await newPolicy();
    const declarationNo = await sendToReview(policy.policyNo);
    const before = await storedRow(declarationNo);
    const decideBadly = (body: object, lang: Lang) =>
      callWithInvalidInput(
        ctx.app,
        declarationEndpoints.decideDeclaration,
        { ...body, id: declarationNo },
        { cookie: underwriter, lang },
      );
    const body = { decision: 'maybe', comment: 'x'.repeat(501) };
    const en = await decideBadly(body, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Decision: is not valid; Review comment: must be at most 500 long');
    expect(en.json().data.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['decision'],
      ['comment'],
    ]);
    const zh = await decideBadly(body, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('审核结论：格式不正确; 审核意见：长度不能超过 500');
    const missing = await decideBadly({}, 'en');
    expect(missing.json().message).toBe('Decision: cannot be empty');
    expect(await storedRow(declarationNo)).toEqual(before);
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - DECLARATION_FORM_DEFAULT_INSURED);
  });
});

describe('concurrent decisions', () => {
  it.skipIf(kind !== 'postgres')(
    'racing rejections of three declarations return each held amount exactly once',
    async () => {
      const policy = await newPolicy();
      const declarationNos = [
        await sendToReview(policy.policyNo),
        await sendToReview(policy.policyNo),
        await sendToReview(policy.policyNo),
      ];
      expect(await balanceOf(ctx.app, policy.policyNo)).toBe(
        policy.balance - 3 * DECLARATION_FORM_DEFAULT_INSURED,
      );
      const responses = await Promise.all(
        declarationNos.flatMap((declarationNo) =>
          Array.from({ length: 8 }, (_, index) =>
            decide(declarationNo, { decision: index % 4 === 3 ? 'approve' : 'reject' }, { lang: 'en' }),
          ),
        ),
      );
      const accepted = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 409);
      expect(accepted).toHaveLength(3);
      expect(refused).toHaveLength(21);
      expect(refused.every((response) => /^Already decided by /.test(response.json().message))).toBe(true);

      const rows = await Promise.all(declarationNos.map(storedRow));
      const stillHeld = rows
        .filter((row) => row.status === '03')
        .reduce((total, row) => total + (row.insuredAmount ?? 0), 0);
      expect(rows.every((row) => row.status === '03' || row.status === '04')).toBe(true);
      expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance - stillHeld);
    },
  );

  it.skipIf(kind !== 'postgres')(
    '20 racing rejections of one declaration return its amount once',
    async () => {
      const policy = await newPolicy();
      const declarationNo = await sendToReview(policy.policyNo);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => decide(declarationNo, { decision: 'reject' })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
      expect(await balanceOf(ctx.app, policy.policyNo)).toBe(policy.balance);
    },
  );
});
