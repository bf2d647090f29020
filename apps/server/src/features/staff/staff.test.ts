import type {
  ApplicationReview,
  AuditRow,
  EndpointInput,
  Page,
  StatusChangeResult,
  StoredFile,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { authEndpoints } from '@cargo/domain/api/auth';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, staffAuditLog } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories.ts';
import { exportForm, HAZARDOUS_GOODS, logInAsStaff } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callPrepared, imageCode, logInAs, prepareCall } from '../../test/test-app.ts';
import { uploadDocument } from '../file/file.fixtures.ts';

/** The back office: staff login, the role matrix, the underwriter's queue, decisions, the audit log. */

const ctx = useTestApp({ logIn: 'demo' });
let underwriter = '';
let auditor = '';
let claims = '';

beforeAll(async () => {
  underwriter = await logInAs(ctx.app, 'underwriter');
  auditor = await logInAs(ctx.app, 'auditor');
  claims = await logInAs(ctx.app, 'claims');
});

const referred = () => createApplication(ctx, exportForm(HAZARDOUS_GOODS));
const decide = (
  id: number,
  body: Omit<EndpointInput<typeof staffEndpoints.decideApplication>, 'id'>,
  cookie: string,
  lang: 'zh' | 'en' = 'en',
) => call(ctx.app, staffEndpoints.decideApplication, { ...body, id }, { cookie, lang });
const auditRows = async () => (await ctx.app.db.select({ n: count() }).from(staffAuditLog))[0]!.n;
const statusOf = async (id: number) =>
  (
    await ctx.app.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id))
  )[0]?.status;

describe('staff login', () => {
  it('lets staff in at the staff entry only, and customers only at theirs', async () => {
    const staffAtCustomer = await call(ctx.app, authEndpoints.accountLogin, {
      account: 'underwriter',
      password: 'Claims#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(staffAtCustomer.statusCode).toBe(401);
    const customerAtStaff = await call(ctx.app, staffEndpoints.staffLogin, {
      account: 'demo',
      password: 'Shocean#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(customerAtStaff.statusCode).toBe(401);
    const me = data<{ roles: string[]; userName: string }>(
      await call(ctx.app, staffEndpoints.staffProfile, {}, { cookie: auditor }),
    );
    expect(me.roles).toEqual(['auditor']);
  });
});

describe('role matrix', () => {
  it('hides staff routes from customers (404) and customer routes from staff (404)', async () => {
    for (const staffCall of [
      prepareCall(staffEndpoints.applicationQueue, {}),
      prepareCall(staffEndpoints.auditLog, {}),
      prepareCall(staffEndpoints.decideApplication, { id: 1, decision: 'approve' }),
      prepareCall(claimHandlingEndpoints.listClaims, {}),
    ]) {
      const response = await callPrepared(ctx.app, staffCall, { cookie: ctx.token });
      expect(response.statusCode, staffCall.endpoint.path).toBe(404);
    }
    expect((await call(ctx.app, staffEndpoints.staffProfile, {}, { cookie: ctx.token })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: underwriter })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, staffEndpoints.applicationQueue, {})).statusCode).toBe(401);
  });

  it('lets each role reach its own routes only; the auditor reads and decides nothing', async () => {
    const { id } = await referred();
    expect(
      (await call(ctx.app, staffEndpoints.applicationQueue, {}, { cookie: claims, lang: 'en' })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.app, staffEndpoints.applicationQueue, {}, { cookie: claims, lang: 'en' })).json()
        .message,
    ).toBe('Your staff role may not do this');
    expect((await call(ctx.app, staffEndpoints.applicationQueue, {}, { cookie: auditor })).statusCode).toBe(
      200,
    );
    expect(
      (await call(ctx.app, staffEndpoints.applicationReview, { id }, { cookie: auditor })).statusCode,
    ).toBe(200);
    expect((await decide(id, { decision: 'approve' }, auditor)).statusCode).toBe(403);
    expect((await decide(id, { decision: 'approve' }, claims)).statusCode).toBe(403);
    expect(
      (await call(ctx.app, claimHandlingEndpoints.listClaims, {}, { cookie: underwriter })).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, claimHandlingEndpoints.listClaims, {}, { cookie: claims })).statusCode).toBe(
      200,
    );
    const operations = await logInAs(ctx.app, 'operations');
    expect(
      (await call(ctx.app, staffEndpoints.applicationQueue, {}, { cookie: operations })).statusCode,
    ).toBe(403);
    expect(await statusOf(id)).toBe('B4');
  });
});

describe("the underwriter's queue of referred applications", () => {
  it('lists referred applications of every account with their age, and shows the whole submission', async () => {
    const { id, voucherNo } = await referred();
    const page = data<Page<{ id: number; voucherNo: string; accountName: string; ageHours: number }>>(
      await call(ctx.app, staffEndpoints.applicationQueue, { voucherNo }, { cookie: underwriter }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, voucherNo, accountName: 'SHOCEAN', ageHours: 0 });
    const review = data<ApplicationReview>(
      await call(ctx.app, staffEndpoints.applicationReview, { id }, { cookie: underwriter }),
    );
    expect(review.item.reviewReasons.length).toBeGreaterThan(0);
    expect(review.submission.length).toBeGreaterThan(10);
    expect(review.history.at(-1)?.toStatus).toBe('B4');
    expect(
      (await call(ctx.app, staffEndpoints.applicationReview, { id: '999999' }, { cookie: underwriter }))
        .statusCode,
    ).toBe(404);
    const other = data<Page<unknown>>(
      await call(
        ctx.app,
        staffEndpoints.applicationQueue,
        { accountName: 'HZSHUNDA', voucherNo },
        { cookie: underwriter },
      ),
    );
    expect(other.total).toBe(0);
  });

  it('approves (B3), sends back with a comment the customer sees (B5) and declines with a reason (B6)', async () => {
    const [a, b, c] = [await referred(), await referred(), await referred()];
    expect(data<StatusChangeResult>(await decide(a.id, { decision: 'approve' }, underwriter)).status).toBe(
      'B3',
    );
    const noComment = await decide(b.id, { decision: 'sendBack' }, underwriter);
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toContain('Give a comment to send back or decline');
    expect(await statusOf(b.id)).toBe('B4');
    const sentBack = data<StatusChangeResult>(
      await decide(b.id, { decision: 'sendBack', comment: '请补充危险品说明' }, underwriter),
    );
    expect(sentBack).toMatchObject({ status: 'B5', message: 'Sent back to the customer for modification' });
    const history = data<{ comment: string; toStatus: string }[]>(
      await call(ctx.app, applicationEndpoints.listReviewRecords, { id: b.id }, { cookie: ctx.token }),
    );
    expect(history.at(-1)).toMatchObject({ toStatus: 'B5', comment: '请补充危险品说明' });
    expect(
      data<StatusChangeResult>(await decide(c.id, { decision: 'decline', comment: 'war risk' }, underwriter))
        .status,
    ).toBe('B6');
  });

  it('lets exactly one of two underwriters decide at once; the other is told who decided and when', async () => {
    const { id } = await referred();
    const second = await logInAsStaff(ctx.app, ['underwriter']);
    const before = await auditRows();
    const answers = await Promise.all([
      decide(id, { decision: 'approve' }, underwriter),
      decide(id, { decision: 'decline', comment: 'no' }, second),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toMatch(/^Already decided by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await auditRows()).toBe(before + 1);
  });
});

describe('the audit log', () => {
  it('writes one row per decision in its transaction, none for a refused one, and is searchable', async () => {
    const { id, voucherNo } = await referred();
    data(await decide(id, { decision: 'approve' }, underwriter));
    const before = await auditRows();
    expect((await decide(id, { decision: 'approve' }, underwriter)).statusCode).toBe(409);
    expect((await decide(id, { decision: 'sendBack' }, underwriter)).statusCode).toBe(400);
    expect(await auditRows()).toBe(before);
    const page = data<Page<AuditRow>>(
      await call(
        ctx.app,
        staffEndpoints.auditLog,
        { objectNo: voucherNo, staffLoginName: 'underwriter' },
        { cookie: auditor, lang: 'en' },
      ),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      action: 'application.approve',
      actionName: 'Application approved',
      staffName: '周核保',
    });
    expect(JSON.parse(page.list[0]!.before)).toEqual({ status: 'B4' });
    expect(page.list[0]!.traceId).not.toBe('');
    const nobody = data<Page<AuditRow>>(
      await call(ctx.app, staffEndpoints.auditLog, { staffLoginName: 'nobody' }, { cookie: auditor }),
    );
    expect(nobody.total).toBe(0);
    expect(
      (await call(ctx.app, staffEndpoints.auditLog, { dateFrom: '2026-13-01' }, { cookie: auditor }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses to change or delete a row (append-only)', async () => {
    await expect(ctx.app.db.execute(sql`UPDATE staff_audit_log SET staff_name = 'x'`)).rejects.toThrow();
    await expect(ctx.app.db.execute(sql`DELETE FROM staff_audit_log`)).rejects.toThrow();
  });
});

describe("the underwriter's review of an application", () => {
  const shownAs = (review: ApplicationReview, label: string) =>
    review.submission.find((field) => field.label === label)?.value;

  it('names every code of the submission in the reader’s language, in the form’s order', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const uploaded = await uploadDocument(ctx.app, 'invoice-2026-118.pdf', pdf, { cookie: ctx.token });
    const fileId = (uploaded.json().data as StoredFile).fileId;
    const { id } = await createApplication(ctx, { ...exportForm(HAZARDOUS_GOODS), attachments: [fileId] });
    const names = {
      en: {
        'Goods information / Packing': 'Cartons',
        'Goods information / Goods major category': 'Chemicals',
        'Goods information / Goods subcategory': 'Hazardous chemicals (dangerous goods)',
        'Applicant / Applicant ID type': 'Unified social credit code',
        'Insured / Insured gender': 'Female',
        'Transport information / Carry mode': 'Container',
        'Transport information / Departure port': 'Shanghai (CNSHA)',
        'Transport information / Letter of credit': 'Non-L/C',
        'Transport information / Classification society': 'China Classification Society',
        'Insurance information / Main clause': 'Institute Cargo Clauses (A)',
        'Insurance information / Currency': 'US Dollar (USD)',
      },
      zh: {
        '货物信息 / 包装方式': '纸箱',
        '货物信息 / 货物大类': '化工产品',
        '货物信息 / 货物小类': '危险化学品',
        '运输信息 / 起运港': '上海 (CNSHA)',
        '保险信息 / 币种': '美元 (USD)',
      },
    } as const;
    for (const lang of ['en', 'zh'] as const) {
      const review = data<ApplicationReview>(
        await call(ctx.app, staffEndpoints.applicationReview, { id }, { cookie: underwriter, lang }),
      );
      for (const [label, name] of Object.entries(names[lang])) expect(shownAs(review, label)).toBe(name);
      const attachment = review.submission.find((field) => field.value.endsWith('invoice-2026-118.pdf'));
      expect(attachment?.value).toMatch(/^.+: invoice-2026-118\.pdf$/);
      expect(attachment?.label).toBe(lang === 'en' ? 'Attachments / #1' : '附件 / #1');
      const invoiceAmount = review.submission.find((field) => /Invoice amount|发票金额/.test(field.label));
      expect(invoiceAmount?.value).toMatch(/^USD \d{1,3}(,\d{3})*\.\d{2}$/);
      const sections = [...new Set(review.submission.map((field) => field.label.split(' / ')[0]))];
      expect(sections.slice(0, 4)).toEqual(
        lang === 'en'
          ? ['Product', 'Basic information', 'Applicant', 'Insured']
          : ['产品', '基本信息', '投保人信息', '被保险人信息'],
      );
    }
  });
});
