import { resolve } from 'node:path';
import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { importListFile, UnknownListFormat } from './sanctions-import.ts';

/**
 * `npm run sanctions:import -- <file>`: loads a sanctions list file as a new list version (README
 * "Sanctions lists"). The running instances build their matching index again when PostgreSQL announces the
 * version, and re-screen the policies in force (a durable job that a schedule starts until it has finished).
 */
const argument = process.argv[2];
if (argument === undefined) {
  console.error('Usage: npm run sanctions:import -- <file> (OFAC legacy CSV, optionally .gz)');
  process.exit(2);
}
// npm runs the script in apps/server: a relative path is the caller's (npm's INIT_CWD).
const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
const config = loadConfigOrExit();
const database = await openDatabase(config.databaseUrl, config.dataDir);
try {
  await prepareDatabase(database, { seed: false });
  const imported = await importListFile(database.db, path);
  console.log(
    imported.isNew
      ? `Imported ${imported.source} as list version ${imported.listVersionId} (${imported.entryCount} entries).`
      : `${imported.source}: this file is list version ${imported.listVersionId} already; nothing imported.`,
  );
} catch (error) {
  if (!(error instanceof UnknownListFormat)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
