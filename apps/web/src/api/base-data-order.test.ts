import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BaseOption } from '@cargo/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseDataQuery } from './shell.api.ts';

/**
 * Base-data order is decided once, by the server's seed (docs/business-rules.md "Base data"): the web
 * shows each list as it comes. A second ordering in the web would drift from the server's one.
 */

const option = (valueCode: string, valueEnglishName: string): BaseOption => ({
  valueCode,
  valueChineseName: valueEnglishName,
  valueEnglishName,
});

// Orders no sort by code or by name would give: only keeping the answer as it came gives them back.
const SERVER_LISTS = {
  portCountry: [option('ZW', 'Zimbabwe'), option('AF', 'Afghanistan'), option('NL', 'Netherlands')],
  invoicePrintType: [option('04', 'Special'), option('01', 'Paper'), option('03', 'Electronic')],
  currency: [option('03', 'US Dollar'), option('01', 'Chinese Yuan')],
};

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('base-data order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps every list in the order the server answered', async () => {
    const answer = { code: '000000', message: 'ok', traceId: 't', data: SERVER_LISTS };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 })),
    );
    const lists = await new QueryClient().fetchQuery(baseDataQuery());
    expect(lists).toEqual(SERVER_LISTS);
  });

  it('sorts base-data options nowhere in the web', () => {
    const sorting = /\.(sort|toSorted)\(([^;]{0,200})\bvalue(Code|EnglishName|ChineseName)\b/;
    const offenders = sourceFiles(webRoot)
      .filter((file) => sorting.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(webRoot, file));
    expect(offenders).toEqual([]);
  });
});
