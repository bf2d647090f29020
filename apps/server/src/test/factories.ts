import type {
  ApplyResult,
  DeclarationResult,
  EndpointDeclaration,
  EndpointInput,
  TempApplyResult,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import type { FastifyInstance } from 'fastify';
import { draftForm, exportForm, newKey } from './insuring.fixtures.ts';
import { data } from './suite.ts';
import { call } from './test-app.ts';

/**
 * Records the tests start from, made through the API as a customer would: drafts, applications and
 * declaration drafts. Each checks that the call answered 200.
 */

/** Who acts: the app and a session in it (what `useTestApp` returns will do). */
export interface Actor {
  readonly app: FastifyInstance;
  readonly token: string;
}

/** A call of the actor's (its session), in the given language. */
export const callAs = <E extends EndpointDeclaration>(
  actor: Actor,
  endpoint: E,
  input: EndpointInput<E>,
  lang?: 'zh' | 'en',
) => call(actor.app, endpoint, input, { cookie: actor.token, lang });

/** A new draft (B1), saved without a request key. */
export const createDraft = async (
  { app, token }: Actor,
  form: EndpointInput<typeof applicationEndpoints.saveDraft>['form'] = draftForm(),
) => data<TempApplyResult>(await call(app, applicationEndpoints.saveDraft, { form }, { cookie: token }));

/** A submitted application: `exportForm()` by default, which is accepted automatically (B3). */
export const createApplication = async (
  { app, token }: Actor,
  form: EndpointInput<typeof applicationEndpoints.submitApplication>['form'] = exportForm(),
) =>
  data<ApplyResult>(
    await call(
      app,
      applicationEndpoints.submitApplication,
      { requestKey: newKey(), form },
      { cookie: token },
    ),
  );

/** A declaration draft of an open policy (saveDraft takes any part of the declaration form). */
export const createDeclarationDraft = async (
  { app, token }: Actor,
  body: EndpointInput<typeof declarationEndpoints.saveDraft>,
) => data<DeclarationResult>(await call(app, declarationEndpoints.saveDraft, body, { cookie: token }));
