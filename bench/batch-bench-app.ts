// What the batch benches share: the app on a fresh in-memory database (or on the PostgreSQL database of
// BENCH_DATABASE_URL, as in production), seeded, with one large open policy of SHOCEAN (`BENCH_POLICY_NO`)
// that no batch of the bench can exhaust.
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { type AppConfig, loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { accounts } from '../apps/server/src/db/schema/index.ts';
import { demoOpenPolicyPeriod } from '../apps/server/src/db/seed/declaration.seed.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import {
  findOpenPolicy,
  insertOpenPolicy,
} from '../apps/server/src/features/declaration/open-policy.repository.ts';

export const BENCH_POLICY_NO = '60110009202600099999';

/** The app on a fresh seeded database, or on `reuse` (a second app on the same data, e.g. otherwise configured). */
export const openBatchBench = async (configChanges: Partial<AppConfig> = {}, reuse?: DatabaseHandle) => {
  const database = reuse ?? (await openDatabase(process.env.BENCH_DATABASE_URL ?? 'memory://', ''));
  if (reuse === undefined) {
    await database.migrate();
    await seedIfEmpty(database.db);
  }
  const app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: 'test' }),
      exposeOutbox: true,
      webDistDir: undefined,
      logLevel: 'silent',
      ...configChanges,
    },
    database,
  );
  const [account] = await database.db.select().from(accounts).where(eq(accounts.accountName, 'SHOCEAN'));
  if (await findOpenPolicy(database.db, account!.id, BENCH_POLICY_NO)) return { database, app };
  await insertOpenPolicy(database.db, {
    accountId: account!.id,
    policyNo: BENCH_POLICY_NO,
    productCode: 'MP09110009',
    insuredName: account!.companyName,
    currencyCode: '03',
    totalInsuredAmount: 100_000_000_000_000,
    balance: 100_000_000_000_000,
    perShipmentLimit: 100_000_000,
    mainClauses: ['ICC_A', 'ICC_B'],
    riders: ['WAR', 'STRIKES'],
    ratePpm: 1_500,
    ...demoOpenPolicyPeriod(),
  });
  return { database, app };
};
