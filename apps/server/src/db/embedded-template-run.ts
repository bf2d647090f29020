import { rm, writeFile } from 'node:fs/promises';
import { passwordHashingFor } from '../config.ts';
import { usePasswordHashing } from '../platform/password-hash.ts';
import { openDatabase } from './client.ts';
import { markEmbeddedTemplate } from './embedded-template.ts';
import { DEMO_PASSWORD_HASHES_FILE, hashDemoPasswords } from './seed/demo-passwords.ts';
import { seedReferenceData } from './seed/seed.ts';

/**
 * `node --import tsx src/db/embedded-template-run.ts <dir> <build id>`, run by `scripts/build.mjs`: the embedded
 * database a first start copies (`embedded-template.ts`), made at `<dir>/pglite`, and the demo passwords' hashes.
 */
const [templateDir, buildId] = process.argv.slice(2);
if (templateDir === undefined || buildId === undefined) throw new Error('usage: <template dir> <build id>');
await rm(templateDir, { recursive: true, force: true });
const database = await openDatabase(undefined, templateDir);
await database.migrate();
await database.db.transaction((tx) => seedReferenceData(tx));
await database.close();
// At the cost `npm start` hashes with (a server of another cost hashes them itself).
usePasswordHashing(passwordHashingFor('production'));
await writeFile(`${templateDir}/${DEMO_PASSWORD_HASHES_FILE}`, JSON.stringify(await hashDemoPasswords()));
await markEmbeddedTemplate(templateDir, buildId);
