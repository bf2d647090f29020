import { randomUUID } from 'node:crypto';
import type { DeclarationResult, EndpointInput } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { declarations, openPolicies } from '../../db/schema/index.ts';
import {
  DECLARATION_FORM_DEFAULT_INSURED,
  declarationForm,
  EXPORT_POLICY_NO,
} from '../../test/declaration.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/** Drafts keep their saveDraft key apart: a submit with the same key declares, it is not the draft again. */

const ctx = useTestApp({ logIn: 'demo' });

const result = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DeclarationResult;
};
const saveDraft = (body: EndpointInput<typeof declarationEndpoints.saveDraft>) =>
  call(ctx.app, declarationEndpoints.saveDraft, body, { cookie: ctx.token });
const submit = (body: EndpointInput<typeof declarationEndpoints.submitDeclaration>) =>
  call(ctx.app, declarationEndpoints.submitDeclaration, body, { cookie: ctx.token });
const balanceOf = async (policyNo: string) =>
  (await ctx.app.db.select().from(openPolicies).where(eq(openPolicies.policyNo, policyNo)))[0]!.balance;

describe('saving a draft, then submitting it with the same request key', () => {
  it('declares the draft under its number and draws once', async () => {
    const requestKey = randomUUID();
    const form = declarationForm({ requestKey });
    const draft = result(await saveDraft(form));
    expect(draft.outcome).toBe('draft');
    // A repeat of the save answers the same draft.
    expect(result(await saveDraft(form)).declarationNo).toBe(draft.declarationNo);

    const before = await balanceOf(EXPORT_POLICY_NO);
    const declared = result(await submit({ ...form, draftNo: draft.declarationNo! }));
    expect(declared).toMatchObject({ outcome: 'declared', declarationNo: draft.declarationNo });
    expect(declared.certificateNo).toMatch(/^\d{20}$/);
    expect(await balanceOf(EXPORT_POLICY_NO)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);

    // A repeat of the submit answers the declaration, and draws nothing more.
    const again = result(await submit({ ...form, draftNo: draft.declarationNo! }));
    expect(again.certificateNo).toBe(declared.certificateNo);
    expect(await balanceOf(EXPORT_POLICY_NO)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
  });

  it('declares a new shipment when the key of a draft is sent without its number', async () => {
    const requestKey = randomUUID();
    const draft = result(await saveDraft(declarationForm({ requestKey })));
    const declared = result(await submit(declarationForm({ requestKey })));
    expect(declared.outcome).toBe('declared');
    expect(declared.declarationNo).not.toBe(draft.declarationNo);
    // The draft is still a draft.
    const [row] = await ctx.app.db
      .select({ status: declarations.status })
      .from(declarations)
      .where(eq(declarations.declarationNo, draft.declarationNo!));
    expect(row!.status).toBe('01');
  });
});
