import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptInvitationAnswer,
  type AcceptInvitationRequest,
  type AccountRoleAnswer,
  businessNow,
  chinaDateTime,
  ERROR_CODES,
  INVITATION_VALID_HOURS,
  type InvitationView,
  type InviteUserRequest,
  type PendingInvitation,
  type SubUserList,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { assertAccountAdmin, isAccountAdmin } from '../../platform/account-admin.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/password-hash.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { forgetSessionsOfUser, type Session } from '../../platform/session.ts';
import { guessablePasswordReason } from '../account/password-strength.service.ts';
import {
  deleteSessionsOfUser,
  disableMembership,
  findAccountUsers,
  findInvitationByToken,
  findLiveInvitation,
  findMembership,
  findOpenInvitations,
  findUserIdByEmail,
  findUserIdByLoginName,
  type InvitationRow,
  insertInvitation,
  insertInvitedUser,
  insertMember,
  lockInvitationsOf,
  markInvitationAccepted,
} from './user-admin.repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** GET subUser/myRole. */
export const myAccountRole = async (app: FastifyInstance, session: Session): Promise<AccountRoleAnswer> => ({
  isAdmin: await isAccountAdmin(app, session.userId, session.accountId),
});

const toPendingInvitation = (row: InvitationRow, now: Date): PendingInvitation => ({
  id: row.id,
  email: row.email,
  userName: row.userName,
  expiresAt: chinaDateTime(row.expiresAt),
  status: row.expiresAt > now ? 'pending' : 'expired',
});

/** POST subUser/list. */
export const listSubUsers = async (app: FastifyInstance, session: Session): Promise<SubUserList> => {
  await assertAccountAdmin(app, session);
  const [users, invitations] = await Promise.all([
    findAccountUsers(app.db, session.accountId),
    findOpenInvitations(app.db, session.accountId),
  ]);
  const now = businessNow();
  return {
    users: users.map((user) => ({
      userId: user.userId,
      loginName: user.loginName,
      userName: user.userName,
      email: user.email,
      role: user.role === 'admin' ? 'admin' : 'member',
      status: user.disabledAt === null ? 'active' : 'disabled',
      isSelf: user.userId === session.userId,
      disabledAt: user.disabledAt === null ? null : chinaDateTime(user.disabledAt),
    })),
    invitations: invitations.map((row) => toPendingInvitation(row, now)),
  };
};

/** The invitation mail, in the inviter's language: who invites, the link, until when it works. */
const invitationMail = (input: { companyName: string; userName: string; link: string; expiresAt: Date }) => {
  const language = callerLanguage();
  const say = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  return {
    subject: say('userAdmin.mail.subject', { companyName: input.companyName }),
    body: [
      say('userAdmin.mail.greeting', { userName: input.userName }),
      say('userAdmin.mail.intro', { companyName: input.companyName }),
      input.link,
      say('userAdmin.mail.expiry', {
        expiresAt: chinaDateTime(input.expiresAt),
        hours: INVITATION_VALID_HOURS,
      }),
      say('userAdmin.mail.ignore'),
    ].join('\n'),
  };
};

/**
 * POST subUser/invite: a one-time link by mail (outbox), valid INVITATION_VALID_HOURS. An address that
 * already has a login, or a live invitation into the account, is refused (a double submit sends one mail).
 */
export const inviteSubUser = async (
  app: FastifyInstance,
  session: Session,
  request: InviteUserRequest,
  origin: string,
): Promise<PendingInvitation> => {
  await assertAccountAdmin(app, session);
  const email = request.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const now = businessNow();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000);
  return app.db.transaction(async (tx) => {
    await lockInvitationsOf(tx, email);
    if ((await findUserIdByEmail(tx, email)) !== undefined) {
      throw new AppError(ERROR_CODES.conflict, 'userAdmin.error.emailInUse');
    }
    if ((await findLiveInvitation(tx, session.accountId, email, now)) !== undefined) {
      throw new AppError(ERROR_CODES.conflict, 'userAdmin.error.alreadyInvited');
    }
    const row = await insertInvitation(tx, {
      accountId: session.accountId,
      email,
      userName: request.userName,
      tokenHash: hashToken(token),
      invitedBy: session.userId,
      expiresAt,
    });
    const account = await findInvitationByToken(tx, row.tokenHash);
    const companyName =
      callerLanguage() === 'en-US' && account?.companyNameEn
        ? account.companyNameEn
        : (account?.companyName ?? '');
    const link = `${origin}/invitation?token=${token}`;
    const mail = invitationMail({ companyName, userName: request.userName, link, expiresAt });
    await sendMessage(app, tx, { channel: 'mail', recipient: email, ...mail });
    return toPendingInvitation(row, now);
  });
};

/** An invitation that can still be used: unknown or used → not found; past its expiry → expired. */
const assertUsable = (row: Awaited<ReturnType<typeof findInvitationByToken>>, now: Date) => {
  if (row === undefined || row.invitation.acceptedAt !== null) {
    throw new AppError(ERROR_CODES.notFound, 'userAdmin.error.invitationInvalid');
  }
  if (row.invitation.expiresAt <= now) {
    throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.invitationExpired');
  }
  return row;
};

/** GET public/invitation. */
export const viewInvitation = async (app: FastifyInstance, token: string): Promise<InvitationView> => {
  const row = assertUsable(await findInvitationByToken(app.db, hashToken(token)), businessNow());
  return {
    email: row.invitation.email,
    userName: row.invitation.userName,
    companyName: callerLanguage() === 'en-US' && row.companyNameEn ? row.companyNameEn : row.companyName,
    expiresAt: chinaDateTime(row.invitation.expiresAt),
  };
};

/** POST public/invitation/accept: the login is created and the link used up in one transaction. */
export const acceptInvitation = async (
  app: FastifyInstance,
  request: AcceptInvitationRequest,
): Promise<AcceptInvitationAnswer> => {
  const invited = assertUsable(
    await findInvitationByToken(app.db, hashToken(request.token), false),
    businessNow(),
  );
  const { email, userName } = invited.invitation;
  const { companyName, companyNameEn } = invited;
  const personal = [request.loginName, email, userName, companyName, companyNameEn];
  const guessable = guessablePasswordReason(request.password, personal);
  if (guessable !== undefined) throw fieldError(['password'], guessable);
  const passwordHash = await hashPassword(request.password);
  return app.db.transaction(async (tx) => {
    const now = businessNow();
    const row = assertUsable(await findInvitationByToken(tx, hashToken(request.token), true), now);
    if ((await findUserIdByLoginName(tx, request.loginName)) !== undefined) {
      throw fieldError(['loginName'], 'userAdmin.error.loginNameTaken');
    }
    if ((await findUserIdByEmail(tx, row.invitation.email)) !== undefined) {
      throw new AppError(ERROR_CODES.conflict, 'userAdmin.error.emailInUse');
    }
    const userId = await insertInvitedUser(tx, {
      loginName: request.loginName,
      email: row.invitation.email,
      passwordHash,
      userName: row.invitation.userName,
      isReset: 'Y',
      isRealName: 'N',
    });
    await insertMember(tx, userId, row.invitation.accountId);
    await markInvitationAccepted(tx, row.invitation.id, userId, now);
    return { loginName: request.loginName, accountName: row.accountName };
  });
};

/**
 * POST subUser/disable: the user can no longer log in to or switch to the account, and every session it
 * holds ends in the same transaction. An administrator cannot disable itself; another account's user is
 * "not found"; disabling twice changes nothing.
 */
export const disableSubUser = async (
  app: FastifyInstance,
  session: Session,
  userId: number,
): Promise<null> => {
  await assertAccountAdmin(app, session);
  if (userId === session.userId)
    throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.cannotDisableSelf');
  await app.db.transaction(async (tx) => {
    const membership = await findMembership(tx, userId, session.accountId);
    if (membership === undefined) throw notFound();
    if (membership.role === 'admin')
      throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.cannotDisableAdmin');
    if (await disableMembership(tx, userId, session.accountId, businessNow())) {
      await deleteSessionsOfUser(tx, userId);
    }
  });
  forgetSessionsOfUser(app, userId);
  return null;
};
