import { createHash, randomUUID } from 'node:crypto';
import { businessNow, ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { drawImageCode, randomImageCode } from '../../platform/image-code-picture.ts';
import { insertOutboxMessage } from '../../platform/outbox.repository.ts';
import { logHiddenCode } from '../../platform/outbox.ts';
import { consumeVerifyCode, deleteExpiredVerifyCodes, insertVerifyCode } from './auth.repository.ts';

const CODE_TTL_SECONDS = 300;
const hashCode = (captchaId: string, code: string) =>
  createHash('sha256').update(`${captchaId}:${code.trim().toLowerCase()}`).digest('hex');

/**
 * An image code: stored hashed, valid 5 minutes, usable once. Codes past their life are deleted here, so
 * anonymous calls leave at most 5 minutes of rows. With EXPOSE_OUTBOX=1 the code is also put in the outbox.
 */
export const issueImageCode = async (app: FastifyInstance) => {
  const code = randomImageCode(4);
  const image = await drawImageCode(code);
  const captchaId = randomUUID();
  const now = businessNow();
  await deleteExpiredVerifyCodes(app.db, now);
  await insertVerifyCode(app.db, {
    id: captchaId,
    codeHash: hashCode(captchaId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  const message = { channel: 'captcha', recipient: captchaId, body: code };
  if (app.config.exposeOutbox) await insertOutboxMessage(app.db, message);
  else logHiddenCode(app, message);
  return { captchaId, image, expiresInSeconds: CODE_TTL_SECONDS };
};

/** Consumes the code whether right or wrong, so one image cannot be guessed at repeatedly. */
export const consumeImageCode = async (app: FastifyInstance, captchaId: string, code: string) => {
  const storedHash = await consumeVerifyCode(app.db, captchaId, businessNow());
  if (storedHash !== hashCode(captchaId, code)) throw new AppError(ERROR_CODES.verifyCodeInvalid);
};
