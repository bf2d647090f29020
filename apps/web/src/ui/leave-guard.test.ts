import { describe, expect, it } from 'vitest';
import { leavesPage, tabsAfterStaying } from './leave-guard.ts';
import type { OpenTab } from './tabs-store.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('leavesPage', () => {
  it('counts another path or another query as leaving', () => {
    expect(leavesPage(at('/quotation', '?product=A'), at('/pending-task/application'))).toBe(true);
    expect(leavesPage(at('/quotation', '?product=A'), at('/quotation'))).toBe(true);
    expect(leavesPage(at('/policy-correction-apply/1'), at('/policy-correction-apply/2'))).toBe(true);
  });

  it('does not count the same page or a hash change as leaving', () => {
    expect(leavesPage(at('/quotation', '?product=A'), at('/quotation', '?product=A'))).toBe(false);
    expect(
      leavesPage(
        at('/fill-transport-declaration', '?policyNo=1'),
        at('/fill-transport-declaration', '?policyNo=1'),
      ),
    ).toBe(false);
  });

  it('never holds back the way to /login (the session has ended)', () => {
    expect(leavesPage(at('/quotation', '?product=A'), at('/login'))).toBe(false);
  });
});

describe('tabsAfterStaying', () => {
  const tab = (path: string, affix = false): OpenTab => ({ path, fullPath: path, title: path, affix });
  const before = [tab('/dashboard', true), tab('/quotation'), tab('/batch-declaration')];

  it('brings back the bar as it was when a close took the page out', () => {
    expect(
      tabsAfterStaying([tab('/dashboard', true), tab('/batch-declaration')], before, '/quotation'),
    ).toEqual(before);
    expect(tabsAfterStaying([tab('/dashboard', true)], before, '/quotation')).toEqual(before);
  });

  it('leaves the bar alone when the page still has its tab', () => {
    const now = [tab('/dashboard', true), tab('/quotation')];
    expect(tabsAfterStaying(now, before, '/quotation')).toEqual(now);
    expect(tabsAfterStaying(now, undefined, '/other')).toEqual(now);
  });
});
