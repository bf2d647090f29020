import { createHash, randomInt } from 'node:crypto';
import { businessNow, ERROR_CODES, SMS_CODE_POLICY, translate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import {
  consumeMatchingCode,
  countOutboxMessagesSince,
  countWrongCodeEntry,
  findVerifyCodeCreatedAt,
  matchesLiveCode,
  replaceVerifyCode,
} from './account.repository.ts';

/**
 * SMS verification codes (docs/business-rules.md "Account", "Login and sessions"), shared by phone binding and
 * phone login: one live code per id, 6 digits, stored hashed with the mobile, valid 5 minutes, 5 wrong entries
 * void it, one new code per id per minute, 10 SMS per mobile per 24 hours.
 */

const SMS_CHANNEL = 'sms';
const DAY_MS = 24 * 60 * 60_000;

/** The hash binds the code to the mobile it was sent to. */
const hashSmsCode = (id: string, mobile: string, code: string) =>
  createHash('sha256').update(`${id}:${mobile}:${code}`).digest('hex');

/** Whether the mobile may still receive an SMS today (10 per rolling 24 hours). */
export const hasSmsLeftToday = async (db: Executor, mobile: string): Promise<boolean> => {
  const since = new Date(businessNow().getTime() - DAY_MS);
  const sent = await countOutboxMessagesSince(db, { channel: SMS_CHANNEL, recipient: mobile }, since);
  return sent < SMS_CODE_POLICY.maxPerMobilePerDay;
};

export interface SmsCodeIssue {
  /** The code's key: a new code under the same id replaces the previous one. */
  id: string;
  mobile: string;
  /** Message key of the SMS text (params `code`, `minutes`). */
  bodyKey: string;
  /** False: the code is stored (and the minute counted) but no SMS leaves, e.g. for an unbound mobile. */
  deliver: boolean;
}

/**
 * Stores a new code under `issue.id` and sends it by SMS (through the outbox) in one transaction. Answers 429
 * with the seconds left when the previous code under that id is less than a minute old.
 */
export const issueSmsCode = async (app: FastifyInstance, issue: SmsCodeIssue) => {
  const now = businessNow();
  const code = randomInt(0, 10 ** SMS_CODE_POLICY.length)
    .toString()
    .padStart(SMS_CODE_POLICY.length, '0');
  const resendAfter = new Date(now.getTime() - SMS_CODE_POLICY.resendSeconds * 1000);
  const isStored = await app.db.transaction(async (tx) => {
    const stored = await replaceVerifyCode(
      tx,
      {
        id: issue.id,
        codeHash: hashSmsCode(issue.id, issue.mobile, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_POLICY.ttlSeconds * 1000),
        createdAt: now,
      },
      resendAfter,
    );
    if (stored && issue.deliver) {
      await sendMessage(app, tx, {
        channel: SMS_CHANNEL,
        recipient: issue.mobile,
        body: translate(callerLanguage(), issue.bodyKey, { code, minutes: SMS_CODE_POLICY.ttlSeconds / 60 }),
        // The provider's verification template says the same with these two parameters.
        parameters: { code, minutes: String(SMS_CODE_POLICY.ttlSeconds / 60) },
      });
    }
    return stored;
  });

  if (!isStored) {
    const previous = (await findVerifyCodeCreatedAt(app.db, issue.id)) ?? now;
    const waitMs = previous.getTime() + SMS_CODE_POLICY.resendSeconds * 1000 - now.getTime();
    throw new AppError(ERROR_CODES.tooManyRequests, 'account.error.smsTooFrequent', {
      count: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return { expiresInSeconds: SMS_CODE_POLICY.ttlSeconds, resendInSeconds: SMS_CODE_POLICY.resendSeconds };
};

export interface SmsCodeEntry {
  id: string;
  mobile: string;
  code: string;
}

/**
 * Checks an entered code: a wrong one counts against the code (5 wrong entries void it, counted by one
 * conditional UPDATE so concurrent guesses cannot exceed it). With `consume` the right code is also used up.
 * Wrong, expired, used or void codes all answer 400101.
 */
export const checkSmsCode = async (db: Executor, entry: SmsCodeEntry, options: { consume: boolean }) => {
  const entered = {
    id: entry.id,
    codeHash: hashSmsCode(entry.id, entry.mobile, entry.code),
    now: businessNow(),
    maxFailures: SMS_CODE_POLICY.maxFailedAttempts,
  };
  if (await countWrongCodeEntry(db, entered)) {
    throw new AppError(ERROR_CODES.verifyCodeInvalid);
  }
  const isRight = options.consume
    ? await consumeMatchingCode(db, entered)
    : await matchesLiveCode(db, entered);
  if (!isRight) throw new AppError(ERROR_CODES.verifyCodeInvalid);
};
