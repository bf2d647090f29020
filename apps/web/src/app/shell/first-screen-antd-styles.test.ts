import { describe, expect, it } from 'vitest';
import { BUILD_TIME_ANTD_STYLES } from './build-time-antd-styles.ts';
import { firstScreenAntdStyles, pageAntdStyles } from './first-screen-antd-styles.tsx';

/** The `path:hash` entries of antd's map of the styles a stylesheet holds (`.data-ant-cssinjs-cache-path`). */
const cachedPaths = (css: string): string[] => {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css);
  return map?.[1]?.split(';') ?? [];
};

describe("antd's styles of the first screen, computed at build time (scripts/prerender-pages.mjs)", () => {
  const css = firstScreenAntdStyles();

  it("hold each component the shell and the overview draw, in antd's map of what the page already has", () => {
    const components = cachedPaths(css).map((entry) => entry.split('|')[1]);
    for (const component of [
      'Menu-Menu',
      'Button-Button',
      'Dropdown-Dropdown',
      'Segmented-Segmented',
      'Skeleton-Skeleton',
    ])
      expect(components).toContain(component);
  });

  it('hold every registration the browser build ships without its style function, in both stylesheets', () => {
    // The browser's antd cannot compute these (build/antd-style-functions.ts): a frame missing one would draw
    // that component unstyled.
    for (const stylesheet of [css, pageAntdStyles()]) {
      const components = cachedPaths(stylesheet).map((entry) => entry.split('|')[1]);
      for (const registration of BUILD_TIME_ANTD_STYLES) expect(components).toContain(registration);
    }
  });

  it("are scoped to the portal's theme, as the browser would compute them", () => {
    const [scope] = cachedPaths(css)
      .map((entry) => entry.split('|')[0])
      .filter(Boolean);
    expect(scope).toMatch(/^css-/);
    expect(css).toContain(`:where(.${scope}).ant-menu`);
    // The theme's primary blue reaches the styles through antd's CSS variables, set in the browser.
    expect(css).toContain('var(--ant-color-primary)');
  });

  it('are plain CSS, for a stylesheet of their own', () => {
    expect(css).not.toContain('<style');
    expect(css).not.toMatch(/<\/style/i);
  });

  it("for the other frames, hold the shell's components and the lists' in one map (antd reads only one)", () => {
    const components = cachedPaths(pageAntdStyles()).map((entry) => entry.split('|')[1]);
    for (const component of [
      'Menu-Menu',
      'Button-Button',
      'Table-Table',
      'DatePicker-DatePicker',
      'Form-Form',
    ])
      expect(components).toContain(component);
  });
});
