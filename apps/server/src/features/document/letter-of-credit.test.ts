import { type EndpointInput, type LetterOfCreditResult, todayInChina } from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPolicies } from '../../db/schema/index.ts';
import { EXPORT_POLICY_NO, HANGZHOU_POLICY_NO, NINGBO_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

/** The L/C check on a declaration form: the cover under one of the account's open policies. */

const ctx = useTestApp({ logIn: 'demo' });

/** A shipment declared under SHOCEAN's USD export cover (product default addition 10 %), ICC (A) and war. */
type CheckInput = EndpointInput<typeof documentEndpoints.checkLetterOfCredit>;
const declared = (overrides: Partial<CheckInput['cover']> = {}): CheckInput['cover'] => ({
  currencyCode: '03',
  invoiceAmount: '100000.00',
  additionPercent: '',
  shipmentDate: todayInChina(),
  mainClause: 'ICC_A',
  riders: ['WAR'],
  openPolicyNo: EXPORT_POLICY_NO,
  ...overrides,
});
const credit: CheckInput['credit'] = { currencyCode: '03', requiredRisks: ['ALL_RISKS', 'WAR'] };
const check = (body: CheckInput, lang: 'zh' | 'en' = 'en', cookie = ctx.token) =>
  call(ctx.app, documentEndpoints.checkLetterOfCredit, body, { cookie, lang });
const warnings = (answer: LetterOfCreditResult) =>
  answer.findings.filter((finding) => !finding.passed).map((finding) => finding.message);

describe('POST /cargo/document/checkLetterOfCredit for a declaration', () => {
  it('completes the cover from the open policy: default addition, cover from the sailing date', async () => {
    const answer = data<LetterOfCreditResult>(await check({ cover: declared(), credit }));
    expect(warnings(answer)).toEqual([]);
    expect(answer.passed).toBe(true);
    expect(answer.findings.map((finding) => finding.check)).toEqual([
      'currency',
      'amount',
      'coverStart',
      'risk',
      'risk',
    ]);
    // Without its open policy the same blank addition is none: below 110 %.
    const { openPolicyNo: _, ...application } = declared({ coverStartDate: todayInChina() });
    const bare = data<LetterOfCreditResult>(await check({ cover: application, credit }));
    expect(warnings(bare)).toEqual([
      'The sum insured USD 100,000.00 is below 110% of the CIF/CIP value (at least USD 110,000.00): raise the addition',
    ]);
  });

  it('warns in both languages when the sailing is before the open policy takes effect', async () => {
    const [policy] = await ctx.app.db
      .select({ effectiveDate: openPolicies.effectiveDate })
      .from(openPolicies)
      .where(eq(openPolicies.policyNo, EXPORT_POLICY_NO));
    const body = { cover: declared({ shipmentDate: '2020-01-02', additionPercent: '5' }), credit };
    const english = data<LetterOfCreditResult>(await check(body, 'en'));
    expect(english.passed).toBe(false);
    expect(warnings(english)).toEqual([
      'The sum insured USD 105,000.00 is below 110% of the CIF/CIP value (at least USD 110,000.00): raise the addition',
      `Cover starts on ${policy?.effectiveDate}, after the shipment date 2020-01-02: the bank will refuse it; start the cover on or before the shipment date (UCP 600 art. 28 e)`,
    ]);
    const chinese = data<LetterOfCreditResult>(await check(body, 'zh'));
    expect(warnings(chinese)[1]).toBe(
      `保险责任起期 ${policy?.effectiveDate} 晚于装运日 2020-01-02：银行将不接受，请将起保日期改为装运日或之前（UCP 600 第28条e款）`,
    );
  });

  it("answers another account's open policy as not found", async () => {
    for (const openPolicyNo of [HANGZHOU_POLICY_NO, NINGBO_POLICY_NO, '60110009209999999999']) {
      const response = await check({ cover: declared({ openPolicyNo }), credit }, 'zh');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('未找到该预约保单');
    }
    const newbie = await logInAs(ctx.app, 'newbie');
    expect((await check({ cover: declared(), credit }, 'en', newbie)).statusCode).toBe(404);
  });

  it('refuses an open policy number that is not 20 digits, naming the field', async () => {
    const response = await check({ cover: declared({ openPolicyNo: '6011' }), credit });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['cover', 'openPolicyNo']);
  });
});
