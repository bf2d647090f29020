import { loadConfigOrExit } from '../../config.ts';
import { usePasswordHashing } from '../../platform/password-hash.ts';
import { openDatabase } from '../client.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedBaseData } from './seed-base-data.ts';

const config = loadConfigOrExit();
usePasswordHashing(config.passwordHashing);
const database = await openDatabase(config.databaseUrl, config.dataDir);
const seeded = await prepareDatabase(database);
if (seeded) {
  console.log('Demo data loaded.');
} else {
  // Base data changes only by seed: on a database that already holds data, reload just the option lists.
  const options = await database.db.transaction((tx) => seedBaseData(tx));
  console.log(`The database already holds data; base data reloaded (${options} options).`);
}
await database.close();
