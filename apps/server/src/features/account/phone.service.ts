import { createHash, randomInt } from 'node:crypto';
import {
  businessNow,
  ERROR_CODES,
  type SendSmsResponse,
  SMS_CODE_POLICY,
  translate,
  type UpdateCustomerPhoneResponse,
  type VerifySmsRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  consumeMatchingCode,
  countOutboxMessagesSince,
  countWrongCodeEntry,
  findOtherUserWithPhone,
  findVerifyCodeCreatedAt,
  matchesLiveCode,
  replaceVerifyCode,
  setUserPhone,
} from './account.repository.ts';

const SMS_CHANNEL = 'sms';
const DAY_MS = 24 * 60 * 60_000;

/** One live binding code per user: a new one replaces the previous. */
const smsCodeId = (userId: number) => `sms:${userId}`;
/** The hash binds the code to the mobile it was sent to. */
const hashSmsCode = (id: string, mobile: string, code: string) =>
  createHash('sha256').update(`${id}:${mobile}:${code}`).digest('hex');

const assertPhoneFree = async (db: Executor, mobile: string, userId: number) => {
  if (await findOtherUserWithPhone(db, mobile, userId)) {
    throw new AppError(ERROR_CODES.conflict, 'account.error.phoneTaken');
  }
};

/**
 * POST /sms/sendMsg: a 6-digit code to bind `mobile`, stored hashed for 5 minutes and sent through the
 * outbox. At most one send per user per minute and 10 per mobile per 24 hours.
 */
export const sendBindingCode = async (
  app: FastifyInstance,
  session: Session,
  mobile: string,
): Promise<SendSmsResponse> => {
  await assertPhoneFree(app.db, mobile, session.userId);
  const now = businessNow();
  const sentToday = await countOutboxMessagesSince(
    app.db,
    { channel: SMS_CHANNEL, recipient: mobile },
    new Date(now.getTime() - DAY_MS),
  );
  if (sentToday >= SMS_CODE_POLICY.maxPerMobilePerDay) {
    throw new AppError(ERROR_CODES.tooManyRequests, 'account.error.smsDailyLimit');
  }

  const id = smsCodeId(session.userId);
  const code = randomInt(0, 10 ** SMS_CODE_POLICY.length)
    .toString()
    .padStart(SMS_CODE_POLICY.length, '0');
  const resendAfter = new Date(now.getTime() - SMS_CODE_POLICY.resendSeconds * 1000);
  const isSent = await app.db.transaction(async (tx) => {
    const isStored = await replaceVerifyCode(
      tx,
      {
        id,
        codeHash: hashSmsCode(id, mobile, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_POLICY.ttlSeconds * 1000),
        createdAt: now,
      },
      resendAfter,
    );
    if (!isStored) return false;
    await sendMessage(app, tx, {
      channel: SMS_CHANNEL,
      recipient: mobile,
      body: translate(callerLanguage(), 'account.sms.body', {
        code,
        minutes: SMS_CODE_POLICY.ttlSeconds / 60,
      }),
    });
    return true;
  });

  if (!isSent) {
    const previous = (await findVerifyCodeCreatedAt(app.db, id)) ?? now;
    const waitMs = previous.getTime() + SMS_CODE_POLICY.resendSeconds * 1000 - now.getTime();
    throw new AppError(ERROR_CODES.tooManyRequests, 'account.error.smsTooFrequent', {
      seconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return { expiresInSeconds: SMS_CODE_POLICY.ttlSeconds, resendInSeconds: SMS_CODE_POLICY.resendSeconds };
};

/**
 * Checks an entered code: a wrong one counts against the code (5 wrong entries void it). With `consume`
 * the code is also used up. Wrong, expired, used or void codes all answer 400101.
 */
const checkBindingCode = async (
  db: Executor,
  userId: number,
  entry: VerifySmsRequest,
  options: { consume: boolean },
) => {
  const id = smsCodeId(userId);
  const codeHash = hashSmsCode(id, entry.mobile, entry.code);
  const now = businessNow();
  const max = SMS_CODE_POLICY.maxFailedAttempts;
  if (await countWrongCodeEntry(db, id, codeHash, now, max)) {
    throw new AppError(ERROR_CODES.verifyCodeInvalid);
  }
  const isRight = options.consume
    ? await consumeMatchingCode(db, id, codeHash, now, max)
    : await matchesLiveCode(db, id, codeHash, now, max);
  if (!isRight) throw new AppError(ERROR_CODES.verifyCodeInvalid);
};

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
