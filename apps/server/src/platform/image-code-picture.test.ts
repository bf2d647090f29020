import { describe, expect, it } from 'vitest';
import { drawImageCode, IMAGE_CODE_LETTERS, randomImageCode } from './image-code-picture.ts';

const pathsOf = (svg: string) => [...svg.matchAll(/<path ([^>]*)\/>/g)].map((match) => match[1] ?? '');
const dataOf = (attributes: string) => /\sd="([^"]*)"/.exec(` ${attributes}`)?.[1] ?? '';

describe('the image code picture', () => {
  it('draws each letter as an outline and holds no text a script could read', async () => {
    const svg = await drawImageCode('Ab3x');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="110" height="40"/);
    expect(svg).not.toMatch(/<text|<tspan|font-family|<title|<desc/);
    const paths = pathsOf(svg);
    // Four filled letters between two crossing strokes.
    expect(paths.filter((path) => path.startsWith('fill="hsl'))).toHaveLength(4);
    expect(paths.filter((path) => path.startsWith('fill="none"'))).toHaveLength(2);
    for (const path of paths) expect(dataOf(path)).toMatch(/^M[-\d. MLQCZ]+$/);
  });

  it('keeps every letter inside the picture', async () => {
    for (const code of ['WWWW', 'MQgj', 'yypq']) {
      const svg = await drawImageCode(code);
      const numbers = pathsOf(svg)
        .filter((path) => path.startsWith('fill="hsl'))
        .flatMap((path) =>
          dataOf(path)
            .split(/[MLQCZ ]+/)
            .filter(Boolean)
            .map(Number),
        );
      const xs = numbers.filter((_, index) => index % 2 === 0);
      const ys = numbers.filter((_, index) => index % 2 === 1);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(110);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(-2);
      expect(Math.max(...ys)).toBeLessThanOrEqual(42);
    }
  });

  it('never draws the same code the same way twice', async () => {
    expect(await drawImageCode('Kp7e')).not.toBe(await drawImageCode('Kp7e'));
  });

  it('makes codes of the unambiguous letters only', () => {
    const codes = Array.from({ length: 500 }, () => randomImageCode(4));
    for (const code of codes) {
      expect(code).toHaveLength(4);
      for (const letter of code) expect(IMAGE_CODE_LETTERS).toContain(letter);
    }
    expect(IMAGE_CODE_LETTERS).not.toMatch(/[0oO1ilI]/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });
});
