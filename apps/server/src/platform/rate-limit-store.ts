import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { countHit, deleteEndedWindows } from './rate-limit.repository.ts';

/** Ended windows are deleted in passing, at most this often per server instance. */
const SWEEP_EVERY_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The route a child store limits: the plugin passes its merged settings with `routeInfo` (not in its types). */
type RouteInfo = { method?: string | readonly string[]; url?: string } | undefined;

interface Sweeper {
  lastSweepMs: number;
}

/**
 * A `@fastify/rate-limit` store on the database (`rate_limit_hits`), so every server instance on one
 * database shares the counts (PGlite or PostgreSQL alike, no other service). As in the plugin's own stores,
 * a caller's window starts at its first hit and lasts `timeWindow`; one upsert per request counts the hit.
 * Times are the instance's clock (instances are expected to agree within a second).
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly sweeper: Sweeper,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = 'routeInfo' in routeOptions ? (routeOptions.routeInfo as RouteInfo) : undefined;
    const method = [route?.method ?? ''].flat().join(',');
    return new DatabaseRateLimitStore(this.db, this.sweeper, `${this.prefix}${method} ${route?.url ?? ''} `);
  }

  private async count(key: string, timeWindow: number) {
    const nowMs = Date.now();
    if (nowMs - this.sweeper.lastSweepMs >= SWEEP_EVERY_MS) {
      this.sweeper.lastSweepMs = nowMs;
      await deleteEndedWindows(this.db, new Date(nowMs));
    }
    const { hits, windowEnd } = await countHit(this.db, key, new Date(nowMs), timeWindow);
    return { current: hits, ttl: Math.max(0, windowEnd.getTime() - nowMs) };
  }
}

/** The store class the plugin instantiates (its `store` option), bound to the app's database. */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  const sweeper: Sweeper = { lastSweepMs: 0 };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, sweeper);
    }
  };
};
