import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { SHELL_ROUTES } from '../routes.ts';
import { outlinePages, prerenderPortalFrame, shellPaths } from './portal-frame-prerender.tsx';

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

  it.each([
    ['zh-CN', '/batch-declaration', '批量申报', '下载模板，按行填写'],
    ['en-US', '/batch-declaration', 'Batch declaration', 'Download the template, fill in'],
    ['zh-CN', '/report', '填写报案', '出险后请尽快报案'],
    ['en-US', '/report', 'Report a loss', 'Report a loss as soon as you find it'],
  ] as const)(
    'draws in %s the outline of %s: its title and what it does, under one h1',
    async (language, address, title, intro) => {
      const frame = await prerenderPortalFrame(language, address);
      expect(frame.markup).toContain('data-frame-outline');
      expect(frame.markup).toContain(`>${title}</h2>`);
      expect(frame.markup).toContain(intro);
      expect(frame.markup.match(/<h1/g)).toHaveLength(1);
      // The rest of the page is still loading: the outline, then the spinner.
      expect(frame.markup.indexOf('boot-spinner')).toBeGreaterThan(frame.markup.indexOf(intro));
      // Every word of it in the frame's language: the pages' texts were loaded, not shown as keys.
      expect(frame.markup).not.toMatch(/(declarationWeb|claimReportWeb|shell\.page)\./);
    },
  );

  it('draws an outline only at addresses of the shell', () => {
    expect(outlinePages()).toEqual([
      { address: '/batch-declaration', pageModule: 'batch-declaration-page' },
      { address: '/report', pageModule: 'claim-report-page' },
    ]);
    for (const { address } of outlinePages()) expect(shellPaths()).toContain(address);
  });
});
