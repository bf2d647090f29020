import type { z } from 'zod';

// The login page's endpoint declarations (their schemas, and zod with them) and the endpoint caller load
// after the first paint: the page renders without them, and the form's rules and calls wait for them.
export interface AuthCalls {
  readonly authEndpoints: typeof import('@cargo/domain/api/auth')['authEndpoints'];
  readonly call: typeof import('../../api/endpoint-call')['call'];
}

let pending: Promise<AuthCalls> | undefined;

const load = async (): Promise<AuthCalls> => {
  const [{ authEndpoints }, { call }] = await Promise.all([
    import('@cargo/domain/api/auth'),
    import('../../api/endpoint-call'),
  ]);
  return { authEndpoints, call };
};

/** Loads the auth declarations and the caller once; a failed download is tried again on the next call. */
export const loadAuthCalls = (): Promise<AuthCalls> => {
  if (pending === undefined) {
    pending = load();
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
};

/** Each field of the password logins with the schema the server checks it by (account and email login alike). */
export const loginSchemas = ({ authEndpoints }: AuthCalls) => ({
  account: authEndpoints.accountLogin.body.shape.account,
  email: authEndpoints.emailLogin.body.shape.email,
  password: authEndpoints.accountLogin.body.shape.password,
  verifyCode: authEndpoints.accountLogin.body.shape.verifyCode,
});

export type LoginField = keyof ReturnType<typeof loginSchemas>;

/** A field's schema for `zodRule` (the staff login's antd form), once the schemas are in. */
export const loginFieldSchema = (field: LoginField) => async (): Promise<z.ZodType> =>
  loginSchemas(await loadAuthCalls())[field];
