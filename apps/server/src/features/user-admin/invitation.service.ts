import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_ROLE_LIST,
  type AcceptInvitationAnswer,
  type AcceptInvitationRequest,
  type AccountRole,
  businessNow,
  chinaDateTime,
  ERROR_CODES,
  INVITATION_VALID_HOURS,
  type InvitationView,
  type InviteUserRequest,
  labelOf,
  type PendingInvitation,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { guessablePasswordReason } from '../account/password-strength.service.ts';
import { companyNameOf, managedAccountNamed, managedAccounts } from './managed-accounts.ts';
import {
  findInvitationByToken,
  findInvitationGrants,
  findLiveInvitation,
  findOpenInvitations,
  findUserIdByEmail,
  findUserIdByLoginName,
  findUserLogin,
  type InvitationRow,
  insertInvitation,
  insertInvitationGrants,
  insertInvitedUser,
  insertMember,
  lockInvitationsOf,
  markInvitationAccepted,
} from './user-admin.repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type GrantRow = Awaited<ReturnType<typeof findInvitationGrants>>[number];

const toPendingInvitation = (row: InvitationRow, grants: GrantRow[], now: Date): PendingInvitation => ({
  id: row.id,
  email: row.email,
  userName: row.userName,
  expiresAt: chinaDateTime(row.expiresAt),
  status: row.expiresAt > now ? 'pending' : 'expired',
  grants: grants
    .filter((grant) => grant.invitationId === row.id)
    .map((grant) => ({ accountName: grant.accountName, role: grant.role })),
});

/** The invitations sent from the accounts and not yet accepted, each with its grants. */
export const pendingInvitationsOf = async (app: FastifyInstance, accountIds: number[], now: Date) => {
  const rows = await findOpenInvitations(app.db, accountIds);
  const grants = await findInvitationGrants(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPendingInvitation(row, grants, now));
};

/** The invitation mail, in the inviter's language: who invites, into which accounts as what, the link. */
const invitationMail = (input: {
  companyName: string;
  userName: string;
  link: string;
  expiresAt: Date;
  grants: { companyName: string; role: AccountRole }[];
}) => {
  const language = callerLanguage();
  const say = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  return {
    subject: say('userAdmin.mail.subject', { companyName: input.companyName }),
    body: [
      say('userAdmin.mail.greeting', { userName: input.userName }),
      say('userAdmin.mail.intro', { companyName: input.companyName }),
      ...input.grants.map((grant) =>
        say('userAdmin.mail.grant', {
          companyName: grant.companyName,
          role: labelOf(ACCOUNT_ROLE_LIST, grant.role, language),
        }),
      ),
      input.link,
      say('userAdmin.mail.expiry', {
        expiresAt: chinaDateTime(input.expiresAt),
        hours: INVITATION_VALID_HOURS,
      }),
      say('userAdmin.mail.existingLogin'),
      say('userAdmin.mail.ignore'),
    ].join('\n'),
  };
};

/**
 * POST subUser/invite: a one-time link by mail (outbox), valid INVITATION_VALID_HOURS, granting each named
 * account (the administrator's account or one of its subordinate accounts; any other is "not found") the
 * role given. The answer is the same whether the address already has a login or not (docs/business-rules.md
 * "Member roles": neutral answers); a live invitation of the address from this account is refused (a
 * double submit sends one mail).
 */
export const inviteSubUser = async (
  app: FastifyInstance,
  session: Session,
  request: InviteUserRequest,
  origin: string,
): Promise<PendingInvitation> => {
  const accounts = await managedAccounts(app, session);
  const granted = request.grants.map((grant) => ({
    account: managedAccountNamed(accounts, grant.accountName),
    role: grant.role,
  }));
  const email = request.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const now = businessNow();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000);
  return app.db.transaction(async (tx) => {
    await lockInvitationsOf(tx, email);
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
    await insertInvitationGrants(
      tx,
      granted.map(({ account, role }) => ({ invitationId: row.id, accountId: account.id, role })),
    );
    const mail = invitationMail({
      companyName: companyNameOf(accounts[0] ?? { companyName: '', companyNameEn: '' }),
      userName: request.userName,
      link: `${origin}/invitation?token=${token}`,
      expiresAt,
      grants: granted.map(({ account, role }) => ({ companyName: companyNameOf(account), role })),
    });
    await sendMessage(app, tx, { channel: 'mail', recipient: email, ...mail });
    return toPendingInvitation(row, await findInvitationGrants(tx, [row.id]), now);
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

/** GET public/invitation: only the holder of the mailed link learns whether its address has a login. */
export const viewInvitation = async (app: FastifyInstance, token: string): Promise<InvitationView> => {
  const row = assertUsable(await findInvitationByToken(app.db, hashToken(token)), businessNow());
  const grants = await findInvitationGrants(app.db, [row.invitation.id]);
  return {
    email: row.invitation.email,
    userName: row.invitation.userName,
    companyName: companyNameOf(row),
    expiresAt: chinaDateTime(row.invitation.expiresAt),
    grants: grants.map((grant) => ({ companyName: companyNameOf(grant), role: grant.role })),
    hasLogin: (await findUserIdByEmail(app.db, row.invitation.email)) !== undefined,
  };
};

/** The existing login of the invited address, proven by its login name and password. */
const existingInvitee = async (db: Executor, email: string, request: AcceptInvitationRequest) => {
  const userId = await findUserIdByEmail(db, email);
  const login = userId === undefined ? undefined : await findUserLogin(db, userId);
  const proven =
    login !== undefined &&
    login.loginName === request.loginName &&
    (await verifyPassword(login.passwordHash, request.password));
  if (!proven || userId === undefined) {
    throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.joinRefused');
  }
  return userId;
};

/** The new login of the invitee; its password is checked before the transaction. */
const newInvitee = async (
  db: Executor,
  email: string,
  userName: string,
  request: AcceptInvitationRequest,
) => {
  if ((await findUserIdByLoginName(db, request.loginName)) !== undefined) {
    throw fieldError(['loginName'], 'userAdmin.error.loginNameTaken');
  }
  if ((await findUserIdByEmail(db, email)) !== undefined) {
    throw new AppError(ERROR_CODES.conflict, 'userAdmin.error.emailInUse');
  }
  return insertInvitedUser(db, {
    loginName: request.loginName,
    email,
    passwordHash: await hashPassword(request.password),
    userName,
    isReset: 'Y',
    isRealName: 'N',
  });
};

/**
 * POST public/invitation/accept: the login is created (or, with `joinExisting`, the address's existing login
 * proven by its password), exactly the invitation's grants become memberships, and the link is used up, in
 * one transaction.
 */
export const acceptInvitation = async (
  app: FastifyInstance,
  request: AcceptInvitationRequest,
): Promise<AcceptInvitationAnswer> => {
  const invited = assertUsable(await findInvitationByToken(app.db, hashToken(request.token)), businessNow());
  if (!request.joinExisting) {
    const { email, userName } = invited.invitation;
    const personal = [request.loginName, email, userName, invited.companyName, invited.companyNameEn];
    const guessable = guessablePasswordReason(request.password, personal);
    if (guessable !== undefined) throw fieldError(['password'], guessable);
  }
  return app.db.transaction(async (tx) => {
    const now = businessNow();
    const row = assertUsable(await findInvitationByToken(tx, hashToken(request.token), true), now);
    const { email, userName } = row.invitation;
    const userId = request.joinExisting
      ? await existingInvitee(tx, email, request)
      : await newInvitee(tx, email, userName, request);
    const grants = await findInvitationGrants(tx, [row.invitation.id]);
    for (const [index, grant] of grants.entries()) {
      const isDefault = !request.joinExisting && index === 0;
      await insertMember(tx, {
        userId,
        accountId: grant.accountId,
        role: grant.role,
        isDefault,
        sortOrder: index + 1,
      });
    }
    await markInvitationAccepted(tx, row.invitation.id, userId, now);
    return { loginName: request.loginName, accountName: grants[0]?.accountName ?? row.accountName };
  });
};
