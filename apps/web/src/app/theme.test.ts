import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIMARY_STATES, portalTheme, TEXT_COLOURS } from './theme.ts';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

const BACKGROUNDS = { white: '#ffffff', page: '#f3f6fb', disabledField: '#f5f5f5' };

describe('theme text colours', () => {
  it.each(Object.entries(TEXT_COLOURS))(
    '%s text reads at 4.5:1 or more on every background',
    (_name, colour) => {
      for (const background of Object.values(BACKGROUNDS)) {
        expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('gives antd the accessible greys for secondary, description, placeholder and disabled text', () => {
    const { token = {} } = portalTheme;
    for (const colour of [
      token.colorTextSecondary,
      token.colorTextTertiary,
      token.colorTextDescription,
      token.colorTextPlaceholder,
      token.colorTextDisabled,
    ]) {
      expect(Object.values(TEXT_COLOURS)).toContain(colour);
    }
    expect(token.colorBgLayout).toBe(BACKGROUNDS.page);
  });

  it.each(Object.entries(PRIMARY_STATES))(
    'white reads at 4.5:1 or more on the %s primary blue',
    (_state, blue) => {
      expect(contrast('#ffffff', blue)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('repeats the same greys as CSS variables for the stylesheets', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../styles/global.css'), 'utf8');
    expect(css).toContain(`--portal-text-secondary: ${TEXT_COLOURS.secondary};`);
    expect(css).toContain(`--portal-text-description: ${TEXT_COLOURS.description};`);
  });

  it('gives the pages drawn without antd (the login page, the frame) the theme font', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../styles/global.css'), 'utf8');
    const declared = /--portal-font-family:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(portalTheme.token?.fontFamily);
  });
});
