import { loadConfigOrExit } from '../../config.ts';
import { usePasswordHashing } from '../../platform/password-hash.ts';
import { openDatabase } from '../client.ts';
import { seedIfEmpty } from './seed.ts';
import { seedBaseData } from './seed-base-data.ts';

const config = loadConfigOrExit();
usePasswordHashing(config.passwordHashing);
const database = await openDatabase(config.databaseUrl, config.dataDir);
await database.migrate();
const seeded = await seedIfEmpty(database.db);
if (seeded) {
  console.log('Demo data loaded.');
} else {
  // Base data changes only by seed: on a database that already holds data, reload just the option lists.
  const options = await database.db.transaction((tx) => seedBaseData(tx));
  console.log(`The database already holds data; base data reloaded (${options} options).`);
}
await database.close();
