import type {
  ApplicationFormInput,
  ApplicationView,
  ApplyResult,
  EndpointInput,
  Page,
  PolicyListRow,
  ReviewRecord,
  TempApplyResult,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/index.ts';
import { createApplication, createDraft } from '../../test/factories.ts';
import {
  countRows,
  draftForm,
  EXPORT_FORM_PREMIUM,
  exportForm,
  HAZARDOUS_GOODS,
  inDays,
  logInAsUnderwriter,
  logInToAccount,
  newKey,
  WIDE_RANGE,
} from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';
import { formOf, quoteOf } from './application.mapper.ts';

const ctx = useTestApp({ logIn: 'demo' });
let hangzhou: string;
beforeAll(async () => {
  hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
});

const saveDraft = (
  body: EndpointInput<typeof applicationEndpoints.saveDraft>,
  cookie = ctx.token,
  lang?: 'zh' | 'en',
) => call(ctx.app, applicationEndpoints.saveDraft, body, { cookie, lang });
const submit = (
  body: EndpointInput<typeof applicationEndpoints.submitApplication>,
  cookie = ctx.token,
  lang?: 'zh' | 'en',
) => call(ctx.app, applicationEndpoints.submitApplication, body, { cookie, lang });
const counts = async () => ({
  applications: await countRows(ctx.app, applications),
  events: await countRows(ctx.app, applicationEvents),
});
const statusOf = async (id: number) =>
  (
    await ctx.app.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id))
  )[0]!.status;

describe('drafts (B1)', () => {
  it('saves a draft with only the SPEC §5 draft fields and numbers it', async () => {
    const result = data<TempApplyResult>(await saveDraft({ requestKey: newKey(), form: draftForm() }));
    const year = inDays(0).slice(0, 4);
    expect(result.voucherNo).toMatch(new RegExp(`^90009${year}\\d{11}$`));
    expect(result).toMatchObject({ status: 'B1', quote: null });
    const view = data<ApplicationView>(
      await call(ctx.app, applicationEndpoints.loadDraft, { id: result.id }, { cookie: ctx.token }),
    );
    expect(view).toMatchObject({
      status: 'B1',
      statusName: '暂存',
      isModifiable: true,
      productCode: 'MP09110009',
    });
    expect(view.form.insured.insuredName).toBe('Pacific Home Goods LLC');
  });

  it('refuses a draft without its required fields, naming each in Chinese and English, and writes nothing', async () => {
    const before = await counts();
    const form = { ...draftForm(), insured: { insuredName: ' ' }, goods: { majorCategory: '01' } };
    const zh = await saveDraft({ form });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('被保险人名称：不能为空; 货物小类：不能为空');
    const en = await saveDraft({ form }, ctx.token, 'en');
    expect(en.json().message).toBe('Insured name: Cannot be empty; Goods subcategory: Cannot be empty');
    expect(await counts()).toEqual(before);
  });

  it('validates the optional fields that are filled in', async () => {
    const before = await counts();
    const badTax = { ...draftForm(), invoice: { taxNo: '1234567890123456789012' } };
    expect((await saveDraft({ form: badTax }, ctx.token, 'en')).json().message).toBe(
      'Taxpayer number: The taxpayer identification number cannot exceed 20 characters',
    );
    const badMobile = { ...draftForm(), applicant: { ...draftForm().applicant, appliPhone: '12345' } };
    expect((await saveDraft({ form: badMobile })).json().message).toBe(
      '投保人手机号码：请输入正确的11位手机号码',
    );
    const badUscc = {
      ...draftForm(),
      applicant: { ...draftForm().applicant, appliIdNo: '91310115MA1H7GXQ3A' },
    };
    expect((await saveDraft({ form: badUscc }, ctx.token, 'en')).json().message).toMatch(
      /^Applicant ID number: /,
    );
    const personalOther: ApplicationFormInput = {
      ...draftForm(),
      insured: { insuredName: '李四', insuredType: 'personal', insuredIdType: '99', insuredIdNo: 'X1' },
    };
    expect((await saveDraft({ form: personalOther })).json().message).toBe(
      '被保险人证件类型：个人客户的证件类型不能选择“其他”',
    );
    const longDescription = {
      ...draftForm(),
      goods: { ...draftForm().goods, goodsDescription: '货'.repeat(1001) },
    };
    expect((await saveDraft({ form: longDescription })).json().message).toBe(
      '货物描述：货物描述不能超过2000个字符（或1000个汉字）',
    );
    expect(await counts()).toEqual(before);
  });

  it('answers a repeated create with the same request key with the same draft', async () => {
    const requestKey = newKey();
    const before = await counts();
    const responses = await Promise.all([1, 2, 3].map(() => saveDraft({ requestKey, form: draftForm() })));
    const ids = responses.map((response) => data<TempApplyResult>(response).id);
    expect(new Set(ids).size).toBe(1);
    expect((await counts()).applications).toBe(before.applications + 1);
  });

  it('updates a draft, prices it once it can be priced, and derives birthday and sex from the ID number', async () => {
    const created = await createDraft(ctx);
    const updated = data<TempApplyResult>(await saveDraft({ id: created.id, form: exportForm() }));
    expect(updated).toMatchObject({ id: created.id, voucherNo: created.voucherNo, status: 'B1' });
    expect(updated.quote?.premium).toBe(EXPORT_FORM_PREMIUM);
    const view = data<ApplicationView>(
      await call(ctx.app, applicationEndpoints.loadDraft, { id: created.id }, { cookie: ctx.token }),
    );
    expect(view.form.insured).toMatchObject({ insuredBirthday: '1949-12-31', insuredSex: 'F' });
    expect(view.form.applicant.appliPhone).toBe('13800138000');
    // The product of a saved application cannot change.
    const otherProduct: ApplicationFormInput = { ...exportForm(), productCode: 'MP09110008' };
    const changed = await saveDraft({ id: created.id, form: otherProduct }, ctx.token, 'en');
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(
      'Product: The product of an application cannot be changed; start a new application',
    );
  });

  it('lists drafts newest first, ten a page, with the SPEC §5 query rules', async () => {
    const query = (body: EndpointInput<typeof applicationEndpoints.listDrafts>, lang?: 'zh' | 'en') =>
      call(ctx.app, applicationEndpoints.listDrafts, body, { cookie: ctx.token, lang });
    for (let i = 0; i < 11; i++) await createDraft(ctx);
    const page = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }));
    expect(page.pageNo).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThan(11);
    expect(page.list.every((row) => row.businessStatus === 'B1')).toBe(true);
    const ids = page.list.map((row) => row.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, pageNo: 2 }));
    expect(second.list.length).toBe(Math.min(10, page.total - 10));

    expect((await query({})).json()).toMatchObject({
      code: '400000',
      message: '开始日期：请填写完整的起保日期',
    });
    expect((await query({ startDate: inDays(1), endDate: inDays(0) }, 'en')).json().message).toBe(
      'Start date: The start date cannot be later than the end date',
    );
    expect((await query({ ...WIDE_RANGE, voucherNo: '12345' })).json().message).toBe(
      '单号：保单号位数输入有误，仅支持4位或20位数字',
    );
    expect((await query({ ...WIDE_RANGE, voucherNo: '12a4' })).json().message).toBe('单号：保单号必须为数字');

    // A full number needs no dates; the last four digits find it too.
    const [first] = page.list;
    const byNumber = data<Page<PolicyListRow>>(await query({ voucherNo: first!.voucherNo }));
    expect(byNumber.list.map((row) => row.id)).toEqual([first!.id]);
    const byTail = data<Page<PolicyListRow>>(
      await query({ ...WIDE_RANGE, voucherNo: first!.voucherNo.slice(-4) }),
    );
    expect(byTail.list.map((row) => row.id)).toContain(first!.id);
    // Today's drafts are found with today as the end date: the end runs to 23:59:59.
    const today = data<Page<PolicyListRow>>(await query({ startDate: inDays(0), endDate: inDays(0) }));
    expect(today.total).toBeGreaterThan(11);
    const byInsured = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, insuredName: 'pacific home' }));
    expect(byInsured.list.every((row) => row.riskName === 'Pacific Home Goods LLC')).toBe(true);
  });

  it('deletes a draft; another account can neither see, load, change nor delete it', async () => {
    const created = await createDraft(ctx);
    const before = await counts();
    expect(
      (await call(ctx.app, applicationEndpoints.loadDraft, { id: created.id }, { cookie: hangzhou }))
        .statusCode,
    ).toBe(404);
    expect((await saveDraft({ id: created.id, form: draftForm() }, hangzhou)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, applicationEndpoints.deleteDraft, { id: created.id }, { cookie: hangzhou }))
        .statusCode,
    ).toBe(404);
    const theirs = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listDrafts,
        { voucherNo: created.voucherNo },
        { cookie: hangzhou },
      ),
    );
    expect(theirs.total).toBe(0);
    expect(await counts()).toEqual(before);

    expect(
      data(await call(ctx.app, applicationEndpoints.deleteDraft, { id: created.id }, { cookie: ctx.token })),
    ).toBeNull();
    expect(
      (await call(ctx.app, applicationEndpoints.deleteDraft, { id: created.id }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('submitting (applyPolicy)', () => {
  it('turns a draft into an application pending payment at the server price, saying when the page showed another', async () => {
    const draft = await createDraft(ctx);
    const form = exportForm({ insurance: { ...exportForm().insurance, premium: '1.00' } });
    const result = data<ApplyResult>(
      await submit({ id: draft.id, requestKey: newKey(), form }, ctx.token, 'en'),
    );
    expect(result).toMatchObject({
      id: draft.id,
      voucherNo: draft.voucherNo,
      status: 'B3',
      statusName: 'Pending payment',
      referrals: [],
      isPremiumChanged: true,
      clientPremium: '1.00',
    });
    expect(result.quote.premium).toBe(EXPORT_FORM_PREMIUM);
    expect(result.message).toContain('USD 374.00 (the page showed 1.00)');
    const records = data<ReviewRecord[]>(
      await call(ctx.app, applicationEndpoints.listReviewRecords, { id: draft.id }, { cookie: ctx.token }),
    );
    expect(records.map((r) => `${r.fromStatus}>${r.toStatus}:${r.reviewResult}`)).toEqual([
      'null>B1:null',
      'B1>B3:03',
    ]);
    // A submitted application is no longer a draft and cannot be edited as one.
    const edit = await saveDraft({ id: draft.id, form: draftForm() }, ctx.token, 'en');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This application cannot be modified');
  });

  it('sends an application with referrals to review (B4) with the reasons in the caller language', async () => {
    const result = data<ApplyResult>(
      await submit({ requestKey: newKey(), form: exportForm(HAZARDOUS_GOODS) }, ctx.token, 'en'),
    );
    expect(result).toMatchObject({ status: 'B4', isPremiumChanged: false, clientPremium: null });
    expect(result.referrals).toEqual([
      { key: 'pricing.refer.hazardousGoods', message: 'Dangerous goods need manual underwriting' },
    ]);
    expect(result.message).toBe(
      'The application was sent to manual underwriting: Dangerous goods need manual underwriting',
    );
    const records = data<ReviewRecord[]>(
      await call(ctx.app, applicationEndpoints.listReviewRecords, { id: result.id }, { cookie: ctx.token }),
    );
    expect(records).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'B4',
        reviewResult: '02',
        reviewResultName: '待审核',
        reasons: ['危险品需人工核保'],
        operator: 'customer',
      }),
    ]);
  });

  it('refers an anti-dated start only once the customer confirmed it, and a free-edit agreement', async () => {
    const antiDated = { basic: { insuranceBeginDate: inDays(-2), insuranceEndDate: inDays(30) } };
    const before = await counts();
    const refused = await submit({ requestKey: newKey(), form: exportForm(antiDated) }, ctx.token, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Anti-dating confirmation: The insurance start date is before today; please confirm the anti-dating',
    );
    expect(await counts()).toEqual(before);
    const confirmed = exportForm({ ...antiDated, other: { signDate: inDays(0), antiDatedConfirmed: true } });
    const result = data<ApplyResult>(await submit({ requestKey: newKey(), form: confirmed }));
    expect(result.status).toBe('B4');
    expect(result.referrals.map((r) => r.key)).toEqual(['pricing.refer.antiDated']);

    const free = exportForm({
      specialAgreements: [
        { agreementType: 'fixed', agreementCode: 'FA01' },
        { agreementType: 'semiFixed', agreementCode: 'SA02', agreementText: '15' },
        { agreementType: 'free', agreementText: '货物到港后由被保险人自行安排查验' },
      ],
    });
    const referred = data<ApplyResult>(await submit({ requestKey: newKey(), form: free }));
    expect(referred.status).toBe('B4');
    expect(referred.referrals.map((r) => r.key)).toEqual(['insuring.refer.freeAgreement']);
  });

  it('refuses an incomplete or unpriceable application with 400 naming the fields, and writes nothing', async () => {
    const draft = await createDraft(ctx);
    const before = await counts();
    const noDocuments = exportForm({ transport: { ...exportForm().transport, invoiceNo: '', blNo: '' } });
    const missing = await submit({ id: draft.id, requestKey: newKey(), form: noDocuments }, ctx.token, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Invoice number: Please fill in the invoice number or the bill of lading/waybill number',
    );
    const riderTooLarge = exportForm({
      insurance: { ...exportForm().insurance, riders: [{ riderCode: 'WAR', riderSumInsured: '200000.00' }] },
    });
    const rider = await submit({ id: draft.id, requestKey: newKey(), form: riderTooLarge });
    expect(rider.statusCode).toBe(400);
    expect(rider.json().message).toBe('附加险保险金额：附加险保险金额或累计赔偿限额不能超过主险保险金额');
    const badShipAge = exportForm({ transport: { ...exportForm().transport, shipAge: '2.5' } });
    expect((await submit({ requestKey: newKey(), form: badShipAge }, ctx.token, 'en')).json().message).toBe(
      'Ship age: The ship age must be a whole number',
    );
    const draftOnly = await submit({ requestKey: newKey(), form: draftForm() }, ctx.token, 'en');
    expect(draftOnly.statusCode).toBe(400);
    expect(draftOnly.json().message).toContain('Insurance start date: Cannot be empty');
    expect(await counts()).toEqual(before);
    expect(await statusOf(draft.id)).toBe('B1');
  });

  it('creates one application for a double click or a retry with the same request key', async () => {
    const requestKey = newKey();
    const before = await counts();
    const responses = await Promise.all([1, 2, 3].map(() => submit({ requestKey, form: exportForm() })));
    const ids = responses.map((response) => data<ApplyResult>(response).id);
    expect(new Set(ids).size).toBe(1);
    const retry = data<ApplyResult>(await submit({ requestKey, form: exportForm() }));
    expect(retry.id).toBe(ids[0]);
    const after = await counts();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.events).toBe(before.events + 1);

    // The same with a draft: three submits of one draft, one status change.
    const draft = await createDraft(ctx);
    const draftKey = newKey();
    const eventsBefore = await countRows(ctx.app, applicationEvents);
    const fromDraft = await Promise.all(
      [1, 2, 3].map(() => submit({ id: draft.id, requestKey: draftKey, form: exportForm() })),
    );
    expect(fromDraft.map((response) => data<ApplyResult>(response).status)).toEqual(['B3', 'B3', 'B3']);
    expect(await countRows(ctx.app, applicationEvents)).toBe(eventsBefore + 1);
  });
});

describe('status transitions', () => {
  it('an application under review must be withdrawn before it is modified and submitted again', async () => {
    const referred = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const modify = await saveDraft({ id: referred.id, form: exportForm() }, ctx.token, 'en');
    expect(modify.statusCode).toBe(409);
    expect(modify.json()).toMatchObject({
      code: '409000',
      message: 'This application cannot be modified: it is under review; withdraw it first, then modify it',
    });
    const resubmit = await submit({ id: referred.id, requestKey: newKey(), form: exportForm() });
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().message).toMatch(/^该投保单不可修改/);
    expect(await statusOf(referred.id)).toBe('B4');

    const withdrawn = data<{ status: string }>(
      await call(
        ctx.app,
        applicationEndpoints.withdrawApplication,
        { id: referred.id },
        { cookie: ctx.token },
      ),
    );
    expect(withdrawn.status).toBe('B5');
    const saved = data<TempApplyResult>(await saveDraft({ id: referred.id, form: exportForm() }));
    expect(saved.status).toBe('B5');
    const again = data<ApplyResult>(
      await submit({ id: referred.id, requestKey: newKey(), form: exportForm() }),
    );
    expect(again.status).toBe('B3');
    const records = data<ReviewRecord[]>(
      await call(ctx.app, applicationEndpoints.listReviewRecords, { id: referred.id }, { cookie: ctx.token }),
    );
    expect(records.map((r) => `${r.fromStatus}>${r.toStatus}:${r.reviewResult}`)).toEqual([
      'null>B4:02',
      'B4>B5:04',
      'B5>B3:03',
    ]);
    // Only applications pending review or payment can be withdrawn.
    const draft = await createDraft(ctx);
    const notSubmitted = await call(
      ctx.app,
      applicationEndpoints.withdrawApplication,
      { id: draft.id },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(notSubmitted.statusCode).toBe(409);
  });

  it('a cancelled application cannot be recovered', async () => {
    const application = await createApplication(ctx);
    const cancelled = data<{ status: string; message: string }>(
      await call(
        ctx.app,
        applicationEndpoints.cancelApplication,
        { id: application.id },
        { cookie: ctx.token },
      ),
    );
    expect(cancelled).toMatchObject({ status: 'B7', message: '投保单已撤销' });
    // Repeating the cancellation is harmless.
    expect(
      data<{ status: string }>(
        await call(
          ctx.app,
          applicationEndpoints.cancelApplication,
          { id: application.id },
          { cookie: ctx.token },
        ),
      ).status,
    ).toBe('B7');
    const before = await counts();
    for (const attempt of [
      call(
        ctx.app,
        applicationEndpoints.withdrawApplication,
        { id: application.id },
        { cookie: ctx.token, lang: 'en' },
      ),
      saveDraft({ id: application.id, form: exportForm() }, ctx.token, 'en'),
      submit({ id: application.id, requestKey: newKey(), form: exportForm() }, ctx.token, 'en'),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This application was cancelled and cannot be recovered; please fill in a new application',
      );
    }
    expect(await counts()).toEqual(before);
    // Drafts are deleted, not cancelled.
    const draft = await createDraft(ctx);
    expect(
      (await call(ctx.app, applicationEndpoints.cancelApplication, { id: draft.id }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(409);
  });

  it('an underwriter approves (B3) or rejects (B6) an application under review; customers find no such route', async () => {
    const first = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const second = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const before = await counts();
    const denied = await call(
      ctx.app,
      applicationEndpoints.decideReview,
      { result: '00', id: first.id },
      { cookie: ctx.token, lang: 'en' },
    );
    // Staff routes do not exist for customers.
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('No such interface');
    expect(await statusOf(first.id)).toBe('B4');
    expect(await counts()).toEqual(before);

    const underwriter = await logInAsUnderwriter(ctx.app);
    const approved = data<{ status: string }>(
      await call(
        ctx.app,
        applicationEndpoints.decideReview,
        { result: '00', comment: '已核实包装', id: first.id },
        { cookie: underwriter },
      ),
    );
    expect(approved.status).toBe('B3');
    const rejected = data<{ status: string; statusName: string }>(
      await call(
        ctx.app,
        applicationEndpoints.decideReview,
        { result: '01', comment: '超出承保能力', id: second.id },
        { cookie: underwriter, lang: 'en' },
      ),
    );
    expect(rejected).toMatchObject({ status: 'B6', statusName: 'Rejected' });
    const twice = await call(
      ctx.app,
      applicationEndpoints.decideReview,
      { result: '01', id: first.id },
      { cookie: underwriter },
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await call(
          ctx.app,
          applicationEndpoints.decideReview,
          { result: '00', id: '999999' },
          { cookie: underwriter },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callWithInvalidInput(
          ctx.app,
          applicationEndpoints.decideReview,
          { result: '07', id: first.id },
          { cookie: underwriter },
        )
      ).statusCode,
    ).toBe(400);

    const records = data<ReviewRecord[]>(
      await call(
        ctx.app,
        applicationEndpoints.listReviewRecords,
        { id: second.id },
        { cookie: ctx.token, lang: 'en' },
      ),
    );
    expect(records.at(-1)).toMatchObject({
      fromStatus: 'B4',
      toStatus: 'B6',
      reviewResult: '05',
      reviewResultName: 'Audit failed',
      comment: '超出承保能力',
      operator: 'underwriter',
      operatorName: 'Underwriter',
    });
    // A rejected application is final.
    expect(
      (
        await call(
          ctx.app,
          applicationEndpoints.withdrawApplication,
          { id: second.id },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(409);
  });

  it('answers not found for another account on every application route', async () => {
    const mine = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const before = await counts();
    const attempts = [
      call(ctx.app, applicationEndpoints.withdrawApplication, { id: mine.id }, { cookie: hangzhou }),
      call(ctx.app, applicationEndpoints.cancelApplication, { id: mine.id }, { cookie: hangzhou }),
      call(ctx.app, applicationEndpoints.loadApplication, { id: mine.id }, { cookie: hangzhou }),
      call(ctx.app, applicationEndpoints.listReviewRecords, { id: mine.id }, { cookie: hangzhou }),
      submit(
        { id: mine.id, requestKey: newKey(), form: exportForm({ productCode: 'MP09110012' }) },
        hangzhou,
      ),
    ];
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(await counts()).toEqual(before);
    expect(await statusOf(mine.id)).toBe('B4');
  });
});

describe('POST /cargo/query/queryPolicyApplyList', () => {
  it('lists submitted applications with the SPEC list-row fields, filters and paging', async () => {
    const page = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listSubmittedApplications,
        { ...WIDE_RANGE, pageSize: 100 },
        { cookie: ctx.token, lang: 'en' },
      ),
    );
    expect(page.list.length).toBeGreaterThan(3);
    const statuses = new Set(page.list.map((row) => row.businessStatus));
    expect([...statuses].every((status) => ['B3', 'B4', 'B5', 'H0', 'B6'].includes(status))).toBe(true);
    expect(statuses).toContain('B6');
    // Each row's riders and road plate are its application's, as its whole quote and form say.
    const whole = await ctx.app.db
      .select()
      .from(applications)
      .where(
        inArray(
          applications.id,
          page.list.map((row) => row.id),
        ),
      );
    const withRiders = whole.filter((application) => quoteOf(application)?.riderPremiums.length);
    expect(withRiders.length).toBeGreaterThan(0);
    for (const application of whole) {
      const row = page.list.find((listed) => listed.id === application.id)!;
      for (const rider of quoteOf(application)?.riderPremiums ?? [])
        expect(row.planDetail).toContain(rider.en);
      const conveyance = formOf(application).transport.conveyanceName ?? '';
      if (row.licensePlate !== '') expect(row.licensePlate).toBe(conveyance);
    }
    // The seeded application under review: USD 900,000 + 10%.
    const seeded = page.list.find((row) => row.riskName === 'Lion City Engineering Pte. Ltd.')!;
    expect(seeded).toMatchObject({
      businessStatus: 'B4',
      businessStatusName: 'Pending review',
      marketproductCode: 'MP09110009',
      marketproductName: 'Export Cargo Transportation Insurance',
      planCode: 'ICC_A',
      planDetail: 'Institute Cargo Clauses (A)',
      currencyCode: '03',
      insuredAmount: '990000.00',
      totalInsuredAmount: '99.00',
      totalActualPremium: '2475.00',
      policyNo: null,
      hasClaim: 'N',
      validPolicy: 'N',
      productClass: '09',
      reviewReasons: [
        'The sum insured exceeds the automatic limit of CNY 5,000,000 (or equivalent) and needs manual underwriting',
      ],
    });
    const reviewOnly = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listSubmittedApplications,
        { ...WIDE_RANGE, businessStatus: 'B4' },
        { cookie: ctx.token },
      ),
    );
    expect(reviewOnly.list.every((row) => row.businessStatus === 'B4')).toBe(true);
    expect(reviewOnly.pageSize).toBe(10);
    const badStatus = await callWithInvalidInput(
      ctx.app,
      applicationEndpoints.listSubmittedApplications,
      { ...WIDE_RANGE, businessStatus: 'B1' },
      { cookie: ctx.token },
    );
    expect(badStatus.statusCode).toBe(400);
    const future = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listSubmittedApplications,
        { startDate: inDays(300), endDate: inDays(301) },
        { cookie: ctx.token },
      ),
    );
    expect(future.total).toBe(0);
    const theirs = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listSubmittedApplications,
        { ...WIDE_RANGE },
        { cookie: hangzhou },
      ),
    );
    expect(theirs.total).toBe(0);
  });
});
