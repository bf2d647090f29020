import { businessNow } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { endSession } from '../../platform/session.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { logIn, signInWithCode } from './auth.service.ts';
import { issueImageCode } from './captcha.ts';
import { checkCargoAccount } from './cargo-account.service.ts';
import { logInByPhone, sendLoginCode } from './phone-login.service.ts';

/** Logging in and out (SPEC §4): image code, login by account or e-mail, logout, the clock, login by mobile and SMS code, the cargo-account check. */
export const authRoutes = async (app: FastifyInstance) => {
  serve(app, authEndpoints.imageCode, () => issueImageCode(app));
  serve(app, authEndpoints.accountLogin, ({ body: { account, ...rest }, request, reply }) =>
    logIn(app, reply, { by: 'account', identifier: account, ip: request.ip, ...rest }),
  );
  serve(app, authEndpoints.emailLogin, ({ body: { email, ...rest }, request, reply }) =>
    logIn(app, reply, { by: 'email', identifier: email, ip: request.ip, ...rest }),
  );
  serve(app, authEndpoints.twoFactorSignIn, ({ body, request, reply }) =>
    signInWithCode(app, reply, { ...body, ip: request.ip }),
  );
  serve(app, authEndpoints.logout, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return null;
  });
  serve(app, authEndpoints.systemTime, async () => {
    const now = businessNow();
    return { systemTime: now.toISOString(), timestamp: now.getTime() };
  });
  serve(app, authEndpoints.phoneLogin, async () => ({ phoneLogin: await isSwitchOn(app, 'phoneLogin') }));
  serve(app, authEndpoints.sendLoginSms, ({ body }) => sendLoginCode(app, body));
  serve(app, authEndpoints.loginByPhone, ({ body, request, reply }) =>
    logInByPhone(app, reply, { ...body, ip: request.ip }),
  );
  serve(app, authEndpoints.checkCargoAccount, ({ session }) => checkCargoAccount(app, session));
};
