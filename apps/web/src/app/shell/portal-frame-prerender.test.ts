import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { SHELL_ROUTES } from '../routes.ts';
import { prerenderPortalFrame, shellPaths } from './portal-frame-prerender.tsx';

describe("the portal's frame rendered at build time (scripts/prerender-pages.mjs)", () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each([
    ['zh-CN', '货运险服务平台', '版权所有'],
    ['en-US', 'Cargo Insurance Portal', 'All rights reserved'],
  ] as const)(
    'is drawn in %s: the brand, the footer, a busy page and nothing of a user',
    async (language, title, footer) => {
      const frame = await prerenderPortalFrame(language);
      expect(frame.title).toBe(title);
      expect(frame.markup).toContain(title);
      expect(frame.markup).toContain(footer);
      expect(frame.markup).toContain('aria-busy="true"');
      expect(frame.markup).not.toContain('header-menu');
      expect(frame.markup).not.toContain('<a ');
    },
  );

  it('lists every address of the shell, its redirects and the root, and none of the public pages', () => {
    const paths = shellPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/pending-task');
    for (const route of SHELL_ROUTES) expect(paths).toContain(route.path);
    for (const outside of ['/login', '/faq', '/error', '/maintenance', '/staff'])
      expect(paths).not.toContain(outside);
  });
});
