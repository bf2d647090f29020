import {
  ERROR_CODES,
  type SendSmsResponse,
  type UpdateCustomerPhoneResponse,
  type VerifySmsRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findOtherUserWithPhone, setUserPhone } from './account.repository.ts';
import { checkSmsCode, hasSmsLeftToday, issueSmsCode } from './sms-code.service.ts';

/** One live binding code per user: a new one replaces the previous. */
const smsCodeId = (userId: number) => `sms:${userId}`;

const assertPhoneFree = async (db: Executor, mobile: string, userId: number) => {
  if (await findOtherUserWithPhone(db, mobile, userId)) {
    throw new AppError(ERROR_CODES.conflict, 'account.error.phoneTaken');
  }
};

/**
 * POST /sms/sendMsg: a 6-digit code to bind `mobile`, stored hashed for 5 minutes and sent through the
 * outbox. At most one send per user per minute and 10 per mobile per 24 hours. A mobile bound to another user
 * gets the same answer and no SMS (the code is stored, never sent): the answer tells no one which numbers are
 * registered, and the binding cannot be completed without the code (docs/business-rules.md "Neutral answers").
 */
export const sendBindingCode = async (
  app: FastifyInstance,
  session: Session,
  mobile: string,
): Promise<SendSmsResponse> => {
  if (!(await hasSmsLeftToday(app.db, mobile))) {
    throw new AppError(ERROR_CODES.tooManyRequests, 'account.error.smsDailyLimit');
  }
  const isTaken = (await findOtherUserWithPhone(app.db, mobile, session.userId)) !== undefined;
  return issueSmsCode(app, {
    id: smsCodeId(session.userId),
    mobile,
    bodyKey: 'account.sms.body',
    deliver: !isTaken,
  });
};

/** Checks an entered binding code (see `checkSmsCode`); with `consume` it is also used up. */
const checkBindingCode = (
  db: Executor,
  userId: number,
  entry: VerifySmsRequest,
  options: { consume: boolean },
) => checkSmsCode(db, { id: smsCodeId(userId), mobile: entry.mobile, code: entry.code }, options);

/** POST /sms/verifyOTP: is this the code sent to this mobile? It stays usable for the binding. */
export const verifyBindingCode = async (app: FastifyInstance, session: Session, entry: VerifySmsRequest) => {
  await checkBindingCode(app.db, session.userId, entry, { consume: false });
  return { verified: true };
};

/**
 * POST /cargo/user/updateCustomerPhone: with the right code, binds the mobile to the user, who becomes
 * real-name verified (SPEC §4 "Real name"). A mobile belongs to one user.
 */
export const bindPhone = async (
  app: FastifyInstance,
  session: Session,
  entry: VerifySmsRequest,
): Promise<UpdateCustomerPhoneResponse> => {
  // A wrong entry must be counted even though the binding fails: outside the binding's transaction.
  await checkBindingCode(app.db, session.userId, entry, { consume: false });
  await app.db.transaction(async (tx) => {
    await assertPhoneFree(tx, entry.mobile, session.userId);
    await checkBindingCode(tx, session.userId, entry, { consume: true });
    await setUserPhone(tx, session.userId, entry.mobile);
  });
  return { phone: entry.mobile, isRealName: 'Y' };
};
