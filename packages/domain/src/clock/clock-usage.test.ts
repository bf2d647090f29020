import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The business clock is the only way to a business date or a time of day (`business-clock.ts`). This test
 * keeps it so: outside the clock module, no source file reads the system clock as a date (`new Date()`,
 * `dayjs()`) or turns an instant into a day or a time in the machine's zone or in UTC. `Date.now()` stays
 * allowed: it is a count of milliseconds for durations (expiry, throttling windows), not a date.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src', 'e2e/tests', 'e2e/support'];
const CLOCK_MODULE = path.join('packages', 'domain', 'src', 'clock');

const FORBIDDEN: readonly { pattern: RegExp; why: string; except?: string }[] = [
  { pattern: /new Date\(\)/, why: 'reads the clock without the business clock: use businessNow()' },
  { pattern: /dayjs\(\)/, why: "is the browser's today: use dayjs(todayInChina())" },
  {
    pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/,
    why: "reads a day or a time in the machine's zone: use todayInChina() or chinaDateTime()",
  },
  { pattern: /toLocale(Date|Time)String\(/, why: "formats in the machine's zone: use chinaDateTime()" },
  {
    pattern: /toISOString\(\)\.slice\(0, 10\)/,
    why: 'is the UTC day, not the China day: use todayInChina()',
  },
  {
    pattern: /^\s*DatePicker,?$|[{,]\s*DatePicker\s*[,}]|<DatePicker\b/,
    why: "antd's picker takes the browser's today: use BusinessDatePicker",
    except: path.join('apps', 'web', 'src', 'ui', 'business-date-picker.tsx'),
  },
];

/** SQL's `current_date` is the database's day (UTC's here), a day behind China's from 16:00 UTC: tests included. */
const DATABASE_DAY = /\bcurrent_date\b/i;
const DATABASE_DAY_HELPER = path.join('apps', 'server', 'src', 'test', 'raw-sql.ts');

const sourceFiles = (dir: string, withTests = false): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full, withTests);
    return /\.tsx?$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name)) ? [full] : [];
  });

describe('the business clock', () => {
  it('is the only reader of business dates and times', () => {
    const offences = SOURCE_ROOTS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => !path.relative(root, file).startsWith(CLOCK_MODULE))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            FORBIDDEN.filter(
              ({ pattern, except }) => pattern.test(line) && except !== path.relative(root, file),
            ).map(({ why }) => `${path.relative(root, file)}:${index + 1} ${line.trim()} — ${why}`),
          ),
      );
    expect(offences).toEqual([]);
  });

  it("is not the database's day, in the server's code and its tests", () => {
    const offences = sourceFiles(path.join(root, 'apps/server/src'), true)
      .filter((file) => path.relative(root, file) !== DATABASE_DAY_HELPER)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            DATABASE_DAY.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [],
          ),
      );
    expect(offences).toEqual([]);
  });

  it.each([
    "const today = dayjs().format('YYYY-MM-DD');",
    'const year = new Date().getFullYear();',
    'const day = instant.toISOString().slice(0, 10);',
    "import { Button, DatePicker } from 'antd';",
    '  DatePicker,',
  ])('catches %s', (line) => {
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(line))).toBe(true);
  });

  it('lets the business clock and its picker through', () => {
    const lines = ['const today = todayInChina();', '<BusinessDatePicker.RangePicker />', 'Date.now() + ttl'];
    expect(lines.filter((line) => FORBIDDEN.some(({ pattern }) => pattern.test(line)))).toEqual([]);
  });
});
