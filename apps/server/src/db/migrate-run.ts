import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * `npm run db:migrate`: the release step of a deployment of several instances. Applies the migrations the
 * database lacks, under the lock the instances take at start, and loads nothing else (an empty database gets
 * its demo data from the first instance that starts, once).
 */
const config = loadConfigOrExit();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const pending = await database.pendingMigrations();
await prepareDatabase(database, { seed: false });
console.log(
  pending === 0 ? 'The database is up to date: no migration applied.' : `${pending} migration(s) applied.`,
);
await database.close();
