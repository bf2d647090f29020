import auth from '../auth.ts';
import errors from '../errors.ts';
import fields from '../fields.ts';
import publicFrame from '../public.ts';
import sandbox from '../sandbox.ts';
import shell from '../shell.ts';
import shellExtras from '../shell-extras.ts';
import twoFactorLogin from '../two-factor-login.ts';
import validation from '../validation.ts';

/**
 * The Chinese the web's first screen needs (the login page, the public header and footer, the shell's request
 * messages, errors, field names, validation): the first of the three parts the web downloads (`../index.ts` is all of them).
 */
export const firstScreenMessages = {
  ...auth,
  ...errors,
  ...fields,
  ...publicFrame,
  ...sandbox,
  ...shell,
  ...shellExtras,
  ...twoFactorLogin,
  ...validation,
};
