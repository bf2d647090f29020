import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
config.webDistDir ??= path.resolve(here, '../../web/dist');

const database = openDatabase(config.databaseUrl, config.dataDir);
await database.migrate();
await seedIfEmpty(database.db);
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: '0.0.0.0' });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
