import { chinaDateTime, LANGUAGES, PASSWORD_RESET_POLICY, translate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { callerLanguage, inLanguage } from '../../platform/request-language.ts';

/**
 * The two mails of a password reset, through the outbox in the transaction of their event. The portal keeps
 * no language per user, and the one who asked may not be the user: both mails are in Chinese, then English.
 */

interface MailUser {
  email: string;
  loginName: string;
  userName: string;
}

/** A text in Chinese, then in English (each rendered as if the caller spoke that language). */
const bilingual = (key: string, params: Record<string, string | number>, separator: string) =>
  LANGUAGES.map((each) => inLanguage(each, () => translate(callerLanguage(), key, params))).join(separator);

const BODY_SEPARATOR = '\n\n----------------------------------------\n\n';

/** The link to the page that sets the new password (`/reset-password?token=…`). */
export const sendResetLinkMail = (
  app: FastifyInstance,
  db: Executor,
  user: MailUser,
  link: { origin: string; token: string },
) => {
  const url = `${link.origin}/reset-password?token=${link.token}`;
  const params = {
    userName: user.userName,
    loginName: user.loginName,
    minutes: PASSWORD_RESET_POLICY.validMinutes,
    link: url,
  };
  return sendMessage(app, db, {
    channel: 'mail',
    recipient: user.email,
    subject: bilingual('passwordReset.mail.subject', {}, ' / '),
    body: bilingual('passwordReset.mail.body', params, BODY_SEPARATOR),
  });
};

/** "Your password was changed": when (China time) and from which address, so a user who did not can act. */
export const sendPasswordChangedNotice = (
  app: FastifyInstance,
  db: Executor,
  user: MailUser,
  change: { at: Date; ip: string },
) => {
  const params = {
    userName: user.userName,
    loginName: user.loginName,
    time: chinaDateTime(change.at),
    ip: change.ip,
  };
  return sendMessage(app, db, {
    channel: 'mail',
    recipient: user.email,
    subject: bilingual('passwordReset.notice.subject', {}, ' / '),
    body: bilingual('passwordReset.notice.body', params, BODY_SEPARATOR),
  });
};
