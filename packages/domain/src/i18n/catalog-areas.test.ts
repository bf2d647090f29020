import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../envelope.ts';

/**
 * Each message lives in one area file: two area files defining the same key would leave one of them dead
 * (the later spread wins) and the two would drift.
 */
describe.each(LANGUAGES)('the %s catalog', (language) => {
  it('defines every key in one area file only', async () => {
    const folder = new URL(`./${language}/`, import.meta.url);
    const areas = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    const homes = new Map<string, string[]>();
    for (const area of areas) {
      const catalog = (await import(new URL(area, folder).href)) as { default: Record<string, string> };
      for (const key of Object.keys(catalog.default)) homes.set(key, [...(homes.get(key) ?? []), area]);
    }
    const twice = [...homes]
      .filter(([, files]) => files.length > 1)
      .map(([key, files]) => `${key}: ${files}`);
    expect(twice).toEqual([]);
  });
});
