import { fileURLToPath } from 'node:url';
import { businessNow } from '@cargo/domain';
import { count, eq } from 'drizzle-orm';
import {
  importListFile,
  SHIPPED_LIST,
  shippedListDigest,
} from '../../features/sanctions/sanctions-import.ts';
import type { Database, Executor } from '../client.ts';
import {
  accountMenus,
  accounts,
  baseOptions,
  featureSwitches,
  memberships,
  menus,
  sanctionsListVersions,
  users,
} from '../schema/index.ts';
import { seedClaims } from './claim.seed.ts';
import { seedOpenPolicies } from './declaration.seed.ts';
import { DEMO_ACCOUNTS, DEMO_USERS, SWITCH_SEED } from './demo.seed.ts';
import { type DemoPasswordHashes, demoPasswordHashes } from './demo-passwords.ts';
import { seedInsuring } from './insuring.seed.ts';
import { MENU_SEED, withoutMenuGroups } from './menus.seed.ts';
import { seedNotices } from './notice.seed.ts';
import { seedBaseData } from './seed-base-data.ts';

const insertAccount = async (db: Executor, values: typeof accounts.$inferInsert) => {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
};

const grantMenus = async (db: Executor, accountId: number, menuKeys: string[]) => {
  await db.insert(accountMenus).values(menuKeys.map((menuKey) => ({ accountId, menuKey })));
};

/** The demo companies and logins of README: `demo` in two accounts (one with a subordinate), `newbie`. */
const seedDemoCompanies = async (db: Executor, passwordHashes: DemoPasswordHashes) => {
  const allMenus = MENU_SEED.map((menu) => menu.menuKey);
  const shanghai = await insertAccount(db, { ...DEMO_ACCOUNTS.shanghai, userType: 'CARGO', isVip: true });
  const ningbo = await insertAccount(db, {
    ...DEMO_ACCOUNTS.ningbo,
    userType: 'CARGO',
    parentAccountId: shanghai,
  });
  const hangzhou = await insertAccount(db, { ...DEMO_ACCOUNTS.hangzhou, userType: 'CARGO' });
  const shenzhen = await insertAccount(db, { ...DEMO_ACCOUNTS.shenzhen, userType: 'CARGO' });
  await grantMenus(db, shanghai, allMenus);
  await grantMenus(db, ningbo, allMenus);
  await grantMenus(db, hangzhou, withoutMenuGroups(['overview']));
  await grantMenus(db, shenzhen, withoutMenuGroups(['declaration']));

  const { demo, newbie, ningbo: ningboClerk, reader } = DEMO_USERS;
  const [demoUser] = await db
    .insert(users)
    .values({
      ...demo,
      passwordHash: passwordHashes.demo,
      phone: '13800138000',
      isReset: 'Y',
      isRealName: 'Y',
    })
    .returning({ id: users.id });
  const [newbieUser] = await db
    .insert(users)
    .values({ ...newbie, passwordHash: passwordHashes.newbie, isReset: 'N', isRealName: 'N' })
    .returning({ id: users.id });
  const members = [ningboClerk, reader];
  const memberHashes = [passwordHashes.ningbo, passwordHashes.reader];
  const [ningboUser, readerUser] = await db
    .insert(users)
    .values(
      members.map((user, index) => ({
        ...user,
        passwordHash: memberHashes[index]!,
        isReset: 'Y',
        isRealName: 'N',
      })),
    )
    .returning({ id: users.id });
  // One member of each role (docs/business-rules.md "Member roles"): demo administers SHOCEAN (and so its
  // subordinate SHOCEAN-NB) and operates in HZSHUNDA; ningbo operates in SHOCEAN-NB only; reader views SHOCEAN.
  await db.insert(memberships).values([
    { userId: demoUser!.id, accountId: shanghai, isDefault: true, sortOrder: 1, role: 'admin' },
    { userId: demoUser!.id, accountId: hangzhou, sortOrder: 2, role: 'operator' },
    { userId: ningboUser!.id, accountId: ningbo, isDefault: true, sortOrder: 1, role: 'operator' },
    { userId: readerUser!.id, accountId: shanghai, isDefault: true, sortOrder: 1, role: 'viewer' },
    // Every company has an administrator: newbie is 深圳新启航's first and only user.
    { userId: newbieUser!.id, accountId: shenzhen, isDefault: true, sortOrder: 1, role: 'admin' },
  ]);
};

/**
 * The seed's part that does not depend on the day it runs: the base-data option lists and the shipped sanctions
 * list (its import times are set by `seedIfEmpty`). What the embedded database's build-time template holds
 * (`db/embedded-template.ts`), so that a first start does not load them again.
 */
export const seedReferenceData = async (db: Executor) => {
  await seedBaseData(db);
  await importListFile(db, fileURLToPath(SHIPPED_LIST));
};

const holdsReferenceData = async (db: Executor) => {
  const [options] = await db.select({ count: count() }).from(baseOptions);
  const [lists] = await db.select({ count: count() }).from(sanctionsListVersions);
  return (options?.count ?? 0) > 0 && (lists?.count ?? 0) > 0;
};

/**
 * Loads menus, switches, the reference data (unless the embedded template brought it) and the demo data dated
 * from today; runs once, on a database without users.
 */
export const seedIfEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  // Hashed on libuv's threads while the reference data loads on this one.
  const hashing = demoPasswordHashes();
  hashing.catch(() => {});
  await db.transaction(async (tx) => {
    await tx.insert(menus).values(MENU_SEED).onConflictDoNothing();
    await tx
      .insert(featureSwitches)
      .values(Object.entries(SWITCH_SEED).map(([name, value]) => ({ name, value })))
      .onConflictDoNothing();
    if (!(await holdsReferenceData(tx))) await seedReferenceData(tx);
    const passwordHashes = await hashing;
    await seedDemoCompanies(tx, passwordHashes);
    await seedOpenPolicies(tx);
    await seedInsuring(tx);
    await seedNotices(tx);
    await seedClaims(tx, passwordHashes);
    // Imported now, as far as anyone can tell (a template's list was read at build time), and the demo policies
    // are written with it in place: nothing is left to re-screen.
    const now = businessNow();
    await tx
      .update(sanctionsListVersions)
      .set({ importedAt: now, rescreenedAt: now })
      .where(eq(sanctionsListVersions.fileSha256, await shippedListDigest()));
  });
  return true;
};
