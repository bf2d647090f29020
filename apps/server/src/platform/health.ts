import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * What a load balancer asks (README "Running several instances"): `/health/live` answers 200 while the process
 * serves HTTP at all; `/health/ready` answers 200 only while the instance should get traffic: its database
 * answers, its migrations are all applied and its job queue runs. Otherwise 503, with the failed check named. Once a shutdown has begun,
 * Fastify answers every request 503 itself (`return503OnClosing`), these included. Neither needs a session nor counts
 * against load shedding (they are outside the gateway).
 */

/** A database slower than this to answer `select 1` counts as down. */
const DATABASE_CHECK_MS = 2000;

type Check = 'up' | 'down';

const withinTime = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

const checkDatabase = async (app: FastifyInstance): Promise<{ database: Check; migrations: string }> => {
  try {
    await withinTime(app.db.execute(sql`select 1`), DATABASE_CHECK_MS);
    const pending = await withinTime(app.database.pendingMigrations(), DATABASE_CHECK_MS);
    return { database: 'up', migrations: pending === 0 ? 'current' : `${pending} pending` };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  }
};

export const registerHealthRoutes = (app: FastifyInstance): void => {
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/health/ready', async (_request, reply) => {
    const { database, migrations } = await checkDatabase(app);
    const jobs: Check = app.jobs.isRunning() ? 'up' : 'down';
    const isReady = database === 'up' && migrations === 'current' && jobs === 'up';
    reply.header('cache-control', 'no-store').status(isReady ? 200 : 503);
    return { status: isReady ? 'ready' : 'not ready', checks: { database, migrations, jobs } };
  });
};
