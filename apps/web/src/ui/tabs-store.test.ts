import { describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  neighbourAfterClose,
  type OpenTab,
  openTab,
  pinAffixTab,
} from './tabs-store.ts';

const tab = (path: string, affix = false, fullPath = path): OpenTab => ({
  path,
  fullPath,
  title: path,
  affix,
});

describe('tabs (SPEC §4)', () => {
  it('adds a tab, or replaces the one of the same path', () => {
    const one = openTab([], tab('/a'));
    const two = openTab(one, tab('/b'));
    expect(two.map((t) => t.path)).toEqual(['/a', '/b']);
    const replaced = openTab(two, { ...tab('/a', false, '/a?x=1'), title: 'A' });
    expect(replaced).toHaveLength(2);
    expect(replaced[0]).toMatchObject({ fullPath: '/a?x=1', title: 'A' });
  });

  it('keeps affix tabs on close, close others and close all', () => {
    const tabs = [tab('/home', true), tab('/a'), tab('/b'), tab('/c')];
    expect(closeTab(tabs, '/home')).toHaveLength(4);
    expect(closeTab(tabs, '/b').map((t) => t.path)).toEqual(['/home', '/a', '/c']);
    expect(closeOtherTabs(tabs, '/b').map((t) => t.path)).toEqual(['/home', '/b']);
    expect(closeAllTabs(tabs).map((t) => t.path)).toEqual(['/home']);
  });

  it('pins one affix tab first and picks a neighbour after closing', () => {
    const tabs = pinAffixTab([tab('/a'), tab('/old', true), tab('/home')], tab('/home', true));
    expect(tabs.map((t) => [t.path, t.affix])).toEqual([
      ['/home', true],
      ['/a', false],
      ['/old', false],
    ]);
    expect(neighbourAfterClose(tabs, '/a')?.path).toBe('/old');
    expect(neighbourAfterClose(tabs, '/old')?.path).toBe('/a');
  });
});
