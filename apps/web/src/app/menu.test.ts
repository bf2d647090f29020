import type { MenuItem } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { buildMenus, findMenuEntry, firstMenuPath, isRouteAllowed } from './menu.ts';

const item = (menuId: string, authCode: string, path = '', subMenus: MenuItem[] = []): MenuItem => ({
  menuId,
  menuName: menuId,
  menuUrl: path,
  title: menuId,
  path,
  authCode,
  disabled: false,
  blank: false,
  subMenus,
});

const menus: MenuItem[] = [
  item('overview', 'aaas_home', '/dashboard'),
  item('insure', 'aaas_market_insure', '', [
    item('insure.online', 'aaas_market_insure_online', '/quotation'),
    item('insure.drafts', 'aaas_market_insure_temporary', '/pending-task/temporary'),
  ]),
  item('correction', 'aaas_market_correction', '', [
    item('correction.online', 'aaas_market_correction_online', '/policy-query-download?type=correct'),
  ]),
  item('documents', 'aaas_market_documents', '', [
    item('documents.policy', 'aaas_market_documents_policy', '/policy-query-download'),
  ]),
  item('tools', 'aaas_market_tools', '', [item('tools.ports', 'aaas_market_tools_ports', 'https://x.test/')]),
  item('company', 'aaas_company_tools', '/company'),
  item('risk', 'risk_prevention', '/risk'),
];

describe('menu rules (SPEC §4)', () => {
  it('keeps aaas_market* and aaas_home, company tools only with phone login, no tools group in English', () => {
    const zh = buildMenus(menus, { phoneLogin: false, language: 'zh-CN' }).map((m) => m.menuId);
    expect(zh).toEqual(['overview', 'insure', 'correction', 'documents', 'tools']);
    const en = buildMenus(menus, { phoneLogin: true, language: 'en-US' }).map((m) => m.menuId);
    expect(en).toEqual(['overview', 'insure', 'correction', 'documents']);
    // A server that hides the group but not its items must not promote them to the top level.
    const orphans = [...menus, item('tools.vessel', 'aaas_market_tools_vessel', 'https://v.test/')];
    expect(buildMenus(orphans, { phoneLogin: false, language: 'en-US' }).map((m) => m.menuId)).not.toContain(
      'tools.vessel',
    );
  });

  it('hides company tools unless phoneLogin (it has no aaas_market mark, so it never shows)', () => {
    const tree = [
      item('g', 'aaas_market_g', '', [
        item('c', 'aaas_company_tools', '/c'),
        item('d', 'aaas_market_d', '/d'),
      ]),
    ];
    expect(
      buildMenus(tree, { phoneLogin: false, language: 'zh-CN' })[0].subMenus.map((m) => m.menuId),
    ).toEqual(['d']);
    expect(
      buildMenus(tree, { phoneLogin: true, language: 'zh-CN' })[0].subMenus.map((m) => m.menuId),
    ).toEqual(['c', 'd']);
  });

  it('finds the first internal page and guards routes by menu prefixes', () => {
    expect(firstMenuPath(menus)).toBe('/dashboard');
    expect(firstMenuPath(menus.slice(1))).toBe('/quotation');
    expect(isRouteAllowed(menus, ['/dashboard'])).toBe(true);
    expect(isRouteAllowed(menus, ['/transport-declaration'])).toBe(false);
    expect(isRouteAllowed(menus, ['/pending-task'])).toBe(true);
    expect(isRouteAllowed(menus, undefined)).toBe(true);
  });

  it('matches a location to its menu entry, query first', () => {
    expect(findMenuEntry(menus, '/policy-query-download?type=correct')?.menuId).toBe('correction.online');
    expect(findMenuEntry(menus, '/policy-query-download')?.menuId).toBe('documents.policy');
    expect(findMenuEntry(menus, '/policy-query-download?page=2')?.menuId).toBe('documents.policy');
    expect(findMenuEntry(menus, '/nowhere')).toBeUndefined();
  });
});
