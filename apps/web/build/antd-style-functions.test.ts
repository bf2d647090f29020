import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { styleFunctionsIn, withoutStyleFunctions } from './antd-style-functions.ts';

type Program = Parameters<typeof styleFunctionsIn>[0];
const programOf = (code: string) => parseAst(code) as unknown as Program;
const strip = (code: string, registrations: string[]) =>
  withoutStyleFunctions(code, styleFunctionsIn(programOf(code), new Set(registrations)));

const STYLE_MODULE = `
import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';
const genBaseStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });
export const prepareComponentToken = (token) => ({ paddingInline: token.padding });
export default genStyleHooks('Button', (token) => {
  return [genBaseStyle(token)];
}, prepareComponentToken, { unitless: { fontWeight: true } });
export const Preset = genSubStyleComponent(['Tag', 'preset'], genBaseStyle, prepareComponentToken);
export const Ribbon = genStyleHooks(['Badge', 'Ribbon'], (token) => [genBaseStyle(token)]);
`;

describe("antd's style functions left out of the browser build (build/antd-style-functions.ts)", () => {
  it('replace the style function of each listed registration, keeping its component token and options', () => {
    const code = strip(STYLE_MODULE, ['Button-Button', 'Tag-preset']);
    expect(code).toContain(
      "genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } })",
    );
    expect(code).toContain("genSubStyleComponent(['Tag', 'preset'], () => [], prepareComponentToken)");
    expect(() => programOf(code)).not.toThrow();
  });

  it('leave a registration that is not listed as it is', () => {
    expect(strip(STYLE_MODULE, ['Button-Button'])).toContain(
      "genStyleHooks(['Badge', 'Ribbon'], (token) => [genBaseStyle(token)])",
    );
    expect(strip(STYLE_MODULE, [])).toBe(STYLE_MODULE);
  });

  it("find the registration in antd's own style module", () => {
    const file = createRequire(import.meta.url).resolve('antd/es/button/style/index.js');
    const code = readFileSync(file, 'utf8');
    const found = styleFunctionsIn(programOf(code), new Set(['Button-Button']));
    expect(found.map((entry) => entry.registration)).toEqual(['Button-Button']);
    expect(() => programOf(withoutStyleFunctions(code, found))).not.toThrow();
  });
});
