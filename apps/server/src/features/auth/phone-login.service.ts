import {
  ERROR_CODES,
  type LoginResponse,
  type PhoneLoginRequest,
  type SendLoginSmsRequest,
  type SendLoginSmsResponse,
} from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { reserveLoginAttempt } from '../../platform/login-throttle.ts';
import { checkSmsCode, hasSmsLeftToday, issueSmsCode } from '../account/sms-code.service.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { findLandingAccountId } from './auth.repository.ts';
import { openSessionOrChallenge } from './auth.service.ts';
import { consumeImageCode } from './captcha.ts';
import { findUserByBoundPhone } from './phone-login.repository.ts';

/**
 * Login by mobile and SMS code (SPEC §4, docs/business-rules.md "Login and sessions"). The code is kept per
 * mobile, apart from the binding code, so neither can stand in for the other.
 */
const loginCodeId = (mobile: string) => `login-sms:${mobile}`;

const assertPhoneLoginOffered = async (app: FastifyInstance) => {
  if (!(await isSwitchOn(app, 'phoneLogin'))) {
    throw new AppError(ERROR_CODES.forbidden, 'auth.error.phoneLoginOff');
  }
};

/**
 * POST /login/sendLoginSms: after the image code, a login code by SMS to a mobile bound to a user. Every other
 * mobile gets the same answer, the same once-a-minute rule and no SMS: a code is stored for it all the same, so
 * the answers (200, or 429 within the minute) say nothing about whose mobile it is. A bound mobile past its
 * 10 SMS of the day is answered alike and sent nothing.
 */
export const sendLoginCode = async (
  app: FastifyInstance,
  request: SendLoginSmsRequest,
): Promise<SendLoginSmsResponse> => {
  await assertPhoneLoginOffered(app);
  await consumeImageCode(app, request.captchaId, request.verifyCode);
  const user = await findUserByBoundPhone(app.db, request.mobile);
  const deliver = user !== undefined && (await hasSmsLeftToday(app.db, request.mobile));
  return issueSmsCode(app, {
    id: loginCodeId(request.mobile),
    mobile: request.mobile,
    bodyKey: 'auth.sms.loginBody',
    deliver,
  });
};

/**
 * POST /login/loginbyphone: the attempt is reserved against the user's login budget and the IP's (the same
 * budgets as passwords: 5 per user, 20 per IP in 15 minutes) before the code is checked; the code is used up
 * when right. Then, as after a password, the second step's challenge or the session.
 */
export const logInByPhone = async (
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: PhoneLoginRequest & { ip: string },
): Promise<LoginResponse> => {
  await assertPhoneLoginOffered(app);
  const user = await findUserByBoundPhone(app.db, attempt.mobile);
  const reservation = await reserveLoginAttempt(app.db, {
    typedKey: `mobile:${attempt.mobile}`,
    ip: attempt.ip,
    userId: user?.id,
  });
  // The user's own budget spent (by its password, say): the code is not checked, and the login fails alike.
  if (!reservation.userBudgetLeft) throw new AppError(ERROR_CODES.verifyCodeInvalid);
  const entry = { id: loginCodeId(attempt.mobile), mobile: attempt.mobile, code: attempt.code };
  await checkSmsCode(app.db, entry, { consume: true });
  const accountId = user ? await findLandingAccountId(app.db, user.id) : undefined;
  if (!user || accountId === undefined) throw new AppError(ERROR_CODES.loginFailed);
  await reservation.succeeded();
  return openSessionOrChallenge(app, reply, { user, accountId, ip: attempt.ip });
};
