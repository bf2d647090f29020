import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { prerenderLoginPage } from './login-prerender.tsx';

describe('the login page rendered at build time (scripts/prerender-pages.mjs)', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each([
    ['zh-CN', '货运险服务平台', '客户登录', '记住账号'],
    ['en-US', 'Cargo Insurance Portal', 'Customer login', 'Remember account'],
  ] as const)('is drawn in %s, with its title', async (language, title, card, remember) => {
    const page = await prerenderLoginPage(language);
    expect(page.title).toBe(title);
    expect(page.markup).toContain(card);
    expect(page.markup).toContain(remember);
  });

  it('keeps its fields read-only and its buttons disabled until its script runs, and knows nothing of a visitor', async () => {
    const { markup } = await prerenderLoginPage('en-US');
    for (const id of ['login-account', 'login-password', 'login-code']) {
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(markup)?.[0];
      expect(input, id).toContain('readOnly=""');
      expect(input, id).toContain('value=""');
    }
    expect(markup).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(markup).toMatch(/data-testid="login-remember"[^>]* disabled=""/);
    expect(markup).not.toMatch(/data-testid="login-remember"[^>]* checked=""/);
    // The account tab is chosen, the image code not yet asked for, no mobile tab, no error.
    expect(markup).toMatch(/id="login-tab-account"[^>]*aria-selected="true"/);
    expect(markup).not.toContain('login-code-image');
    expect(markup).not.toContain('login-tab-phone');
    expect(markup).not.toContain('data-field-error');
  });
});
