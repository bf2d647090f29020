import type { ClientAgreements, TermText } from '@cargo/domain';
import { agreementEndpoints } from '@cargo/domain/api/agreement';
import { describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

describe('agreements and terms', () => {
  it('lists the portal agreements, the account’s open-cover agreements and its products’ clauses', async () => {
    const en = data<ClientAgreements>(
      await call(ctx.app, agreementEndpoints.clientAgreements, {}, { cookie: ctx.token, lang: 'en' }),
    );
    expect(en.agreements.slice(0, 2)).toEqual([
      expect.objectContaining({
        code: 'SERVICE',
        kind: 'portal',
        version: '2.1',
        title: 'Cargo insurance self-service portal user agreement',
      }),
      expect.objectContaining({ code: 'PRIVACY', kind: 'portal', title: 'Privacy policy' }),
    ]);
    expect(en.agreements.some((agreement) => agreement.kind === 'openPolicy')).toBe(true);
    expect(en.terms.length).toBeGreaterThan(0);
    const zh = data<ClientAgreements>(
      await call(ctx.app, agreementEndpoints.clientAgreements, {}, { cookie: ctx.token, lang: 'zh' }),
    );
    expect(zh.agreements[1]!.title).toBe('个人信息保护政策');
  });

  it('answers the page of a term and its text in both languages', async () => {
    const { terms } = data<ClientAgreements>(
      await call(ctx.app, agreementEndpoints.clientAgreements, {}, { cookie: ctx.token }),
    );
    const code = terms[0]!.termCode;
    expect(data(await call(ctx.app, agreementEndpoints.termUrl, { code }, { cookie: ctx.token }))).toEqual({
      termCode: code,
      url: `/user-management/protocol?term=${code}`,
    });
    const zh = data<TermText>(
      await call(ctx.app, agreementEndpoints.termText, { code }, { cookie: ctx.token, lang: 'zh' }),
    );
    const en = data<TermText>(
      await call(ctx.app, agreementEndpoints.termText, { code }, { cookie: ctx.token, lang: 'en' }),
    );
    expect(zh.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(zh.paragraphs[0]).toMatch(/^保险责任/);
    expect(en.paragraphs.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers "not found" for a clause outside the account’s products and refuses a malformed code', async () => {
    const newbie = await logInAs(ctx.app, 'newbie');
    const theirs = data<ClientAgreements>(
      await call(ctx.app, agreementEndpoints.clientAgreements, {}, { cookie: newbie }),
    );
    const mine = data<ClientAgreements>(
      await call(ctx.app, agreementEndpoints.clientAgreements, {}, { cookie: ctx.token }),
    );
    const notTheirs = mine.terms.find((term) => !theirs.terms.some((t) => t.termCode === term.termCode));
    if (notTheirs) {
      expect(
        (await call(ctx.app, agreementEndpoints.termText, { code: notTheirs.termCode }, { cookie: newbie }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await call(ctx.app, agreementEndpoints.termText, { code: 'UNKNOWN_CLAUSE' }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, agreementEndpoints.termText, { code: 'bad code' }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(400);
  });
});
