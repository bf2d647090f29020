import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker, useLocation } from 'react-router';
import { useFeedback } from '../api/feedback.ts';
import { leavesPage, tabsAfterStaying } from './leave-guard.ts';
import { getTabs, type OpenTab, setTabs, subscribeTabs } from './tabs-store.ts';

export interface LeaveGuard {
  /** The user changed something that is not saved yet. */
  markDirty: () => void;
  /** Saved, submitted or reset: leaving asks nothing. Call it before the form's own navigation. */
  markClean: () => void;
}

const warnOnUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/**
 * Asks before the user leaves a form with unsaved changes: in-app navigations (menu, tabs, back) get a
 * confirmation dialog, a reload or a closed browser tab the browser's own prompt. A page left in the shell
 * unmounts (tabs only remember paths), so its changes would be lost.
 */
export function useLeaveGuard(): LeaveGuard {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const { pathname } = useLocation();
  // A ref, not state: the form marks itself clean and navigates in the same handler.
  const dirty = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.current && leavesPage(currentLocation, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // The tabs bar as it was while it still showed this page, to undo a tab close the user takes back.
  const tabsBefore = useRef<OpenTab[] | undefined>(undefined);
  useEffect(() => {
    const remember = () => {
      const tabs = getTabs();
      if (tabs.some((tab) => tab.path === pathname)) tabsBefore.current = tabs;
    };
    remember();
    return subscribeTabs(remember);
  }, [pathname]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('shell.leave.title'),
      content: t('shell.leave.content'),
      okText: t('shell.leave.leave'),
      cancelText: t('shell.leave.stay'),
      okButtonProps: { 'data-testid': 'leave-confirm' },
      cancelButtonProps: { 'data-testid': 'leave-stay' },
      onOk: () => {
        dirty.current = false;
        window.removeEventListener('beforeunload', warnOnUnload);
        blocker.proceed();
      },
      onCancel: () => {
        blocker.reset();
        setTabs((now) => tabsAfterStaying(now, tabsBefore.current, pathname));
      },
    });
    return () => dialog.destroy();
  }, [blocker, modal, pathname, t]);

  useEffect(() => () => window.removeEventListener('beforeunload', warnOnUnload), []);

  return useMemo(
    () => ({
      markDirty: () => {
        if (dirty.current) return;
        dirty.current = true;
        // Only while dirty: a beforeunload listener keeps the browser from caching the page for back/forward.
        window.addEventListener('beforeunload', warnOnUnload);
      },
      markClean: () => {
        dirty.current = false;
        window.removeEventListener('beforeunload', warnOnUnload);
      },
    }),
    [],
  );
}
