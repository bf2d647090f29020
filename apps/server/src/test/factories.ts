import type { ApplyResult, DeclarationResult, TempApplyResult } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { draftForm, exportForm, newKey } from '../features/application/insuring.fixtures.ts';
import { data } from './suite.ts';
import { post } from './test-app.ts';

/**
 * Records the tests start from, made through the API as a customer would: drafts, applications and
 * declaration drafts. Each checks that the call answered 200.
 */

/** Who acts: the app and a session in it (what `useTestApp` returns will do). */
export interface Actor {
  readonly app: FastifyInstance;
  readonly token: string;
}

/** A new draft (B1), saved without a request key. */
export const createDraft = async ({ app, token }: Actor, form: object = draftForm()) =>
  data<TempApplyResult>(await post(app, '/cargo/apply/tempApply', { form }, { cookie: token }));

/** A submitted application: `exportForm()` by default, which is accepted automatically (B3). */
export const createApplication = async ({ app, token }: Actor, form: object = exportForm()) =>
  data<ApplyResult>(
    await post(app, '/cargo/apply/applyPolicy', { requestKey: newKey(), form }, { cookie: token }),
  );

/** A declaration draft of an open policy (saveDraft takes any part of the declaration form). */
export const createDeclarationDraft = async ({ app, token }: Actor, body: object) =>
  data<DeclarationResult>(await post(app, '/cargo/declaration/saveDraft', body, { cookie: token }));
