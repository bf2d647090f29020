import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../lib/storage.ts';

/** An open page in the tabs bar (SPEC §3 "open tabs": path, fullPath, title, affix). */
export interface OpenTab {
  path: string;
  fullPath: string;
  /** The title when the tab was opened; the bar re-resolves it so a language switch retitles tabs. */
  title: string;
  /** Affix tabs (the first menu page) cannot be closed. */
  affix: boolean;
}

// SPEC §4 "Tabs": pure transitions, unit tested.

/** Opening a page adds a tab, or replaces the tab of the same path (new query, new title). */
export const openTab = (tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] => {
  const index = tabs.findIndex((item) => item.path === tab.path);
  if (index === -1) return [...tabs, tab];
  const next = [...tabs];
  next[index] = { ...tab, affix: tab.affix || tabs[index].affix };
  return next;
};

export const closeTab = (tabs: readonly OpenTab[], path: string): OpenTab[] =>
  tabs.filter((tab) => tab.affix || tab.path !== path);

export const closeOtherTabs = (tabs: readonly OpenTab[], path: string): OpenTab[] =>
  tabs.filter((tab) => tab.affix || tab.path === path);

export const closeAllTabs = (tabs: readonly OpenTab[]): OpenTab[] => tabs.filter((tab) => tab.affix);

/** Makes `affix` the one affix tab, first in the bar (the first menu page may change with the account). */
export const pinAffixTab = (tabs: readonly OpenTab[], affix: OpenTab): OpenTab[] => {
  const existing = tabs.find((tab) => tab.path === affix.path);
  const pinned: OpenTab = { ...(existing ?? affix), affix: true };
  return [pinned, ...tabs.filter((tab) => tab.path !== affix.path).map((tab) => ({ ...tab, affix: false }))];
};

/** Where to go when the active tab closes: the right neighbour, else the left one. */
export const neighbourAfterClose = (tabs: readonly OpenTab[], path: string): OpenTab | undefined => {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return undefined;
  return tabs[index + 1] ?? tabs[index - 1];
};

// Session-scoped store (SPEC: tabs survive a reload of the same browser tab).

const STORAGE_KEY = 'portal.tabs';

const isOpenTab = (value: unknown): value is OpenTab => {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.path === 'string' &&
    typeof tab.fullPath === 'string' &&
    typeof tab.title === 'string' &&
    typeof tab.affix === 'boolean'
  );
};

const load = (): OpenTab[] => {
  const raw = readStorage('session', STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isOpenTab) : [];
  } catch {
    return [];
  }
};

let state: OpenTab[] = load();
const listeners = new Set<() => void>();

export const getTabs = (): OpenTab[] => state;

export const setTabs = (update: (tabs: readonly OpenTab[]) => OpenTab[]): void => {
  const next = update(state);
  const changed =
    next.length !== state.length ||
    next.some((tab, index) => {
      const before = state[index];
      return (
        tab.path !== before.path ||
        tab.fullPath !== before.fullPath ||
        tab.title !== before.title ||
        tab.affix !== before.affix
      );
    });
  if (!changed) return;
  state = next;
  writeStorage('session', STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
};

export const resetTabs = (): void => {
  state = [];
  removeStorage('session', STORAGE_KEY);
  for (const listener of listeners) listener();
};

export const subscribeTabs = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useOpenTabs = (): OpenTab[] => useSyncExternalStore(subscribeTabs, getTabs, getTabs);
