import {
  type AccountRole,
  type AccountSummary,
  type CargoAccountInfo,
  canOperate,
  ERROR_CODES,
  type MenuItem,
  OPERATING_MENU_KEYS,
  type UpdateCargoInfoRequest,
  type UserInfo,
  ZUserType,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { roleIn } from '../../platform/account-admin.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { type Session, switchSessionAccount } from '../../platform/session.ts';
import { twinToSwitchTo } from '../sandbox/sandbox.service.ts';
import { readSwitchValue } from '../switch/switch.service.ts';
import {
  type AccountRow,
  findAccountById,
  findAccountMenus,
  findMemberAccounts,
  findMembershipsOfUser,
  findSubordinateAccounts,
  findTwinsOf,
  findUserById,
  type MenuRow,
  updateAccountContacts,
} from './account.repository.ts';

/**
 * The sandbox twins made of the live accounts a user reaches (docs/business-rules.md "The sandbox"), after them:
 * a twin not made yet is not listed; switching to its name (`twinAccountName`) makes it.
 */
const twinsOf = async (app: FastifyInstance, live: { account: AccountRow; isSubordinate: boolean }[]) => {
  const made = await findTwinsOf(
    app.db,
    live.map(({ account }) => account.id),
  );
  return made.map((account) => ({
    account,
    isSubordinate: live.some((l) => l.isSubordinate && l.account.id === account.sandboxOf),
  }));
};

/**
 * Accounts a user may act for (docs/business-rules.md "Member roles"): those of its enabled memberships,
 * plus the subordinate accounts of the accounts it administers (where it has no membership of its own). An
 * operator or viewer of a parent account reaches no subordinate account; the subordinate's data is reached
 * only by switching to it (SPEC §4).
 */
export const findReachableAccounts = async (app: FastifyInstance, userId: number) => {
  const [members, memberships] = await Promise.all([
    findMemberAccounts(app.db, userId),
    findMembershipsOfUser(app.db, userId),
  ]);
  const anyMembership = new Set(memberships.map((membership) => membership.accountId));
  const administered = members.filter((account) =>
    memberships.some((m) => m.accountId === account.id && m.role === 'admin' && m.disabledAt === null),
  );
  const subordinates = (
    await findSubordinateAccounts(
      app.db,
      administered.map((account) => account.id),
    )
  ).filter((account) => !anyMembership.has(account.id));
  const live = [
    ...members.map((account) => ({ account, isSubordinate: false })),
    ...subordinates.map((account) => ({ account, isSubordinate: true })),
  ];
  return [...live, ...(await twinsOf(app, live))];
};

/** The company name in the caller's language (English falls back to the registered Chinese name). */
const companyNameIn = (account: AccountRow) =>
  callerLanguage() === 'en-US' && account.companyNameEn ? account.companyNameEn : account.companyName;

const toAccountSummary = (
  account: AccountRow,
  isSubordinate: boolean,
  currentId: number,
): AccountSummary => ({
  accountName: account.accountName,
  companyName: companyNameIn(account),
  userType: ZUserType.parse(account.userType),
  isSubordinate,
  isCurrent: account.id === currentId,
  isSandbox: account.sandboxOf !== null,
});

/**
 * Builds the menu tree from the account's menu rows; English drops items marked hidden in English, and a
 * role that may not operate (a viewer) drops the items that start work (`OPERATING_MENU_KEYS`).
 */
export const toMenuTree = (rows: MenuRow[], role: AccountRole = 'operator'): MenuItem[] => {
  // A group hidden in English takes its items with it.
  const language = callerLanguage();
  const hidden = (row: MenuRow) =>
    (language === 'en-US' && row.hiddenInEnglish) ||
    (!canOperate(role) && OPERATING_MENU_KEYS.includes(row.menuKey));
  const hiddenKeys = new Set(rows.filter(hidden).map((row) => row.menuKey));
  const visible = rows.filter(
    (row) =>
      !hiddenKeys.has(row.menuKey) &&
      !hiddenKeys.has(row.parentKey ?? '') &&
      // A group whose every item is hidden goes too.
      (row.path !== '' ||
        rows.some((child) => child.parentKey === row.menuKey && !hiddenKeys.has(child.menuKey))),
  );
  const visibleKeys = new Set(visible.map((row) => row.menuKey));
  const toItem = (row: MenuRow): MenuItem => ({
    menuId: row.menuKey,
    menuName: language === 'en-US' ? row.nameEn : row.nameZh,
    title: language === 'en-US' ? row.nameEn : row.nameZh,
    menuUrl: row.path,
    path: row.path,
    authCode: row.authCode,
    disabled: row.disabled,
    blank: row.blank,
    subMenus: visible.filter((child) => child.parentKey === row.menuKey).map(toItem),
  });
  return visible.filter((row) => !row.parentKey || !visibleKeys.has(row.parentKey)).map(toItem);
};

export const findCurrentAccount = async (app: FastifyInstance, session: Session) => {
  const account = await findAccountById(app.db, session.accountId);
  if (!account) throw new AppError(ERROR_CODES.sessionExpired);
  return account;
};

export const getUserInfo = async (app: FastifyInstance, session: Session, ip: string): Promise<UserInfo> => {
  const [user, account, reachable, menuRows, graySign, role] = await Promise.all([
    findUserById(app.db, session.userId),
    findCurrentAccount(app, session),
    findReachableAccounts(app, session.userId),
    findAccountMenus(app.db, session.accountId),
    readSwitchValue(app, 'graySign'),
    roleIn(app.db, session.userId, session.accountId),
  ]);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired);
  const userType = ZUserType.parse(account.userType);
  return {
    ip,
    type: userType,
    graySign: graySign === 'Y' ? 'Y' : 'N',
    isReset: user.isReset === 'N' ? 'N' : 'Y',
    isVip: account.isVip,
    language: callerLanguage(),
    storage: '01',
    userName: user.userName,
    companyName: companyNameIn(account),
    curUser: {
      accountName: account.accountName,
      companyName: companyNameIn(account),
      agentPhone: account.agentPhone,
      isRealName: user.isRealName === 'Y' ? 'Y' : 'N',
      userName: user.userName,
      email: user.email,
      phone: user.phone,
    },
    allUser: reachable.map(({ account: a, isSubordinate }) => toAccountSummary(a, isSubordinate, account.id)),
    menus: toMenuTree(menuRows, role ?? 'viewer'),
  };
};

/** Switches the session to another account the user may act for; anything else is "not found". */
export const chooseAccount = async (app: FastifyInstance, session: Session, accountName: string) => {
  const reachable = await findReachableAccounts(app, session.userId);
  const found = reachable.find(({ account }) => account.accountName === accountName)?.account;
  // The sandbox of a reachable live account, made now if it was not yet.
  const target =
    found ??
    (await twinToSwitchTo(
      app,
      accountName,
      reachable.map(({ account }) => account),
    ));
  if (!target) throw new AppError(ERROR_CODES.accountNotMember);
  await switchSessionAccount(app, session, target.id);
  return { accountName: target.accountName };
};

export const findAccountSummaryById = async (app: FastifyInstance, accountId: number) => {
  const account = await findAccountById(app.db, accountId);
  if (!account) throw new AppError(ERROR_CODES.notFound);
  return account;
};

// ---------------------------------------------------------------------------------------------------
// Account management (POST /company/queryCarGo, /company/updaCarGoInfo)

const toCargoAccountInfo = (
  account: AccountRow,
  parent: AccountRow | undefined,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  subordinates: AccountRow[],
): CargoAccountInfo => ({
  accountName: account.accountName,
  companyName: account.companyName,
  companyNameEn: account.companyNameEn,
  creditCode: account.creditCode,
  userType: ZUserType.parse(account.userType),
  agentPhone: account.agentPhone,
  contactName: account.contactName,
  contactPhone: account.contactPhone,
  contactEmail: account.contactEmail,
  address: account.address,
  isVip: account.isVip,
  parentAccountName: parent?.accountName ?? null,
  user: {
    loginName: user.loginName,
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    isRealName: user.isRealName === 'Y' ? 'Y' : 'N',
    isReset: user.isReset === 'N' ? 'N' : 'Y',
  },
  subordinates: subordinates.map((sub) => ({
    accountName: sub.accountName,
    companyName: sub.companyName,
    companyNameEn: sub.companyNameEn,
    creditCode: sub.creditCode,
    contactName: sub.contactName,
    contactPhone: sub.contactPhone,
  })),
});

/** The session's current account with the logged-in user and the account's subordinate accounts. */
export const getCargoAccountInfo = async (
  app: FastifyInstance,
  session: Session,
): Promise<CargoAccountInfo> => {
  const [user, account, subordinates] = await Promise.all([
    findUserById(app.db, session.userId),
    findCurrentAccount(app, session),
    findSubordinateAccounts(app.db, [session.accountId]),
  ]);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired);
  const parent = account.parentAccountId ? await findAccountById(app.db, account.parentAccountId) : undefined;
  return toCargoAccountInfo(account, parent, user, subordinates);
};

/**
 * Changes the contact fields of the session's current account only (the endpoint serves administrators
 * only: `customerAccess.admin`); the registered name, credit code, user type and agent phone are the
 * insurer's (docs/business-rules.md "Account").
 */
export const updateCargoInfo = async (
  app: FastifyInstance,
  session: Session,
  contacts: UpdateCargoInfoRequest,
): Promise<CargoAccountInfo> => {
  await updateAccountContacts(app.db, session.accountId, contacts);
  return getCargoAccountInfo(app, session);
};
