import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './db/schema/index.ts';

const pulled = JSON.parse(readFileSync('/tmp/pull/out/meta/0000_snapshot.json', 'utf8'));
const fromTs = generateDrizzleJson(schema as Record<string, unknown>);
const statements = await generateMigration(pulled, fromTs);
console.log(statements.length);
console.log(statements.join('\n'));
