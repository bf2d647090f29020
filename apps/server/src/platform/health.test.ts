import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../test/raw-sql.ts';
import { useTestApp } from '../test/suite.ts';

const ctx = useTestApp();

const ask = async (path: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: path });
  return {
    status: response.statusCode,
    body: response.json<unknown>(),
    cacheControl: response.headers['cache-control'],
  };
};

describe('health for a load balancer', () => {
  it('live: 200 while the process serves HTTP, never cached', async () => {
    expect(await ask('/health/live')).toEqual({
      status: 200,
      body: { status: 'live' },
      cacheControl: 'no-store',
    });
  });

  it('ready: 200 with each check named when the database answers and every migration is applied', async () => {
    const ready = await ask('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'up', migrations: 'current', jobs: 'up' },
    });
  });

  it('ready: 503 naming the job queue when it is not running (an instance stopping)', async () => {
    const stopped = vi.spyOn(ctx.app.jobs, 'isRunning').mockReturnValue(false);
    try {
      const down = await ask('/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        status: 'not ready',
        checks: { database: 'up', migrations: 'current', jobs: 'down' },
      });
    } finally {
      stopped.mockRestore();
    }
  });

  it('ready: 503 naming the migrations when the database is behind the code', async () => {
    const last = sql.raw(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
    );
    const removed = await rowsOf(ctx.app.db, last);
    try {
      const behind = await ask('/health/ready');
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ status: 'not ready', checks: { migrations: '1 pending' } });
    } finally {
      const row = removed[0]!;
      await ctx.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await ask('/health/ready')).status).toBe(200);
  });

  it('ready: 503 naming the database when it does not answer', async () => {
    const refused = vi
      .spyOn(ctx.app.db, 'execute')
      .mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const down = await ask('/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        status: 'not ready',
        checks: { database: 'down', migrations: 'unknown', jobs: 'up' },
      });
    } finally {
      refused.mockRestore();
    }
  });
});
