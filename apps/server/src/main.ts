import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { usePasswordHashing } from './platform/password-hash.ts';
import { closeOnSignals } from './platform/shutdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfigOrExit();
config.webDistDir ??= path.resolve(here, '../../web/dist');
usePasswordHashing(config.passwordHashing);

const database = await openDatabase(config.databaseUrl, config.dataDir, config.databasePoolSize);
// Under one lock across instances: N instances starting together migrate and seed once.
await prepareDatabase(database);
const app = await buildApp(config, database);
closeOnSignals({
  close: async () => {
    await app.close();
    // A handler whose client has gone keeps running after the connections have closed: it finishes first.
    await app.handlersInFlight.settled();
    await database.close();
  },
  log: (message) => app.log.info(message),
});
await app.listen({ port: config.port, host: '0.0.0.0' });
app.log.info({ node: process.version }, `Node.js ${process.version}`);
