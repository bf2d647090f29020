import type { z } from 'zod';

// The login page's schemas (and zod with them) load after the first paint: the page renders without them
// and the form's rules wait for them.
type LoginSchemas = typeof import('@cargo/domain/schemas/auth');

let pending: Promise<LoginSchemas> | undefined;

/** Loads the schemas once; a failed download is tried again on the next call. */
export const loadLoginSchemas = (): Promise<LoginSchemas> => {
  if (pending === undefined) {
    pending = import('@cargo/domain/schemas/auth');
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
};

export type LoginField = 'account' | 'email' | 'password' | 'verifyCode';

/** A field's schema for `zodRule`, once the schemas are in (the shared fields as the account login has them). */
export const loginFieldSchema = (field: LoginField) => async (): Promise<z.ZodType> => {
  const { ZAccountLoginRequest, ZEmailLoginRequest } = await loadLoginSchemas();
  return field === 'email' ? ZEmailLoginRequest.shape.email : ZAccountLoginRequest.shape[field];
};
