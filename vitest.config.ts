import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/{src,build}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // i18next gets the UI language's messages lazily; tests start once they are in.
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file starts from the demo data without migrating or seeding: on PostgreSQL a copy of the
          // run's template database (made by the global setup), on PGlite the process's one instance
          // restored from its snapshot (apps/server/src/test/test-database.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/setup.ts'],
          // One PGlite per process (it starts slowly): files share one worker, one after the other.
          pool: 'forks',
          maxWorkers: 1,
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
