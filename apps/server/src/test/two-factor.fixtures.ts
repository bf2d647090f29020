import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { twoFactorEndpoints } from '@cargo/domain/api/two-factor';
import type { FastifyInstance } from 'fastify';
import { createShoceanUser, TEST_USER_PASSWORD } from './auth.fixtures.ts';
import { call, challengeOf, totpCode } from './test-app.ts';

/** The two-factor tests' shared steps: a customer who turned TOTP on, and the two steps of its login. */

let addressCounter = 0;

/** An address of its own for each caller (the image-code, SMS and login budgets are per IP). */
export const nextAddress = () => {
  addressCounter += 1;
  return `198.19.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

export const imageCodeFrom = async (app: FastifyInstance, remoteAddress: string) => {
  const issued = await call(app, authEndpoints.imageCode, {}, { remoteAddress });
  const { captchaId } = issued.json().data as { captchaId: string };
  const outbox = (
    await call(app, outboxEndpoints.messages, { channel: 'captcha', recipient: captchaId })
  ).json().data as { body: string }[];
  return { captchaId, verifyCode: outbox[0]!.body };
};

/** The password step of a customer's login, from `ip`. */
export const passwordStep = async (app: FastifyInstance, loginName: string, ip: string) =>
  call(
    app,
    authEndpoints.accountLogin,
    { account: loginName, password: TEST_USER_PASSWORD, ...(await imageCodeFrom(app, ip)) },
    { remoteAddress: ip },
  );

/** The second step of a customer's login, from `ip`. */
export const codeStep = (app: FastifyInstance, challenge: string, code: string, ip: string, lang?: 'en') =>
  call(app, authEndpoints.twoFactorSignIn, { challenge, code }, { remoteAddress: ip, lang });

/** The challenge of a password step that must ask for the second step. */
export const challengeFor = async (app: FastifyInstance, loginName: string, ip: string) =>
  challengeOf(await passwordStep(app, loginName, ip)).challenge;

/**
 * A SHOCEAN user (created, logged in before TOTP) who turned TOTP on from the account page: its id, secret,
 * recovery codes and the session it had.
 */
export const userWithTotp = async (
  app: FastifyInstance,
  loginName: string,
  extra: Parameters<typeof createShoceanUser>[2] = {},
) => {
  const userId = await createShoceanUser(app, loginName, extra);
  const ip = nextAddress();
  const login = await passwordStep(app, loginName, ip);
  const cookie = login.cookies.find((c) => c.name === 'Admin-Token')!.value;
  const enrolment = (await call(app, twoFactorEndpoints.startEnrolment, {}, { cookie })).json().data as {
    secret: string;
  };
  const confirmed = await call(
    app,
    twoFactorEndpoints.confirmEnrolment,
    { code: await totpCode(enrolment.secret) },
    { cookie },
  );
  const { recoveryCodes } = confirmed.json().data as { recoveryCodes: string[] };
  return { userId, secret: enrolment.secret, recoveryCodes, cookie };
};
