import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropTemplateDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded template database on TEST_DATABASE_URL's server, when set. */
    testDatabaseTemplate: string | undefined;
  }
}

/**
 * Once per `vitest run` of the server project, before any test file: on PostgreSQL, the template database
 * every file copies (`test-database.ts`); dropped with its copies after the run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl === undefined) {
    project.provide('testDatabaseTemplate', undefined);
    return;
  }
  const template = await createTemplateDatabase(serverUrl);
  project.provide('testDatabaseTemplate', template);
  return () => dropTemplateDatabase(serverUrl, template);
}
