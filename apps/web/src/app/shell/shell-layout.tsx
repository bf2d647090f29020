import { businessNow, type MessageKey, roleAllows, type UserInfo } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Layout } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { isGatewayError } from '../../api/request.ts';
import {
  baseDataQuery,
  limitCheckQuery,
  phoneLoginQuery,
  switchesQuery,
  userInfoQuery,
} from '../../api/shell.api.ts';
import { accountRoleQuery } from '../../features/user-admin/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { FailureNotice } from '../../ui/failure-notice.tsx';
import { PortalToolbar } from '../../ui/portal-toolbar.tsx';
import { MAIN_ID, PageMain, SkipLink } from '../../ui/shell/page-heading.tsx';
import { ShellContext, type ShellState } from '../../ui/shell/shell-context.ts';
import { openTab, pinAffixTab, setTabs } from '../../ui/tabs-store.ts';
import { isRouteAllowed, routeOf } from '../menu.ts';
import { ACCOUNT_PAGE_PATH, type ShellRouteHandle } from '../routes.ts';
import { DisasterBanner } from './disaster-banner.tsx';
import { HeldFrameOutline, hasHeldFrameOutline, releaseFrameOutline } from './held-frame-outline.tsx';
import { OpenTabsBar } from './open-tabs-bar.tsx';
import { pageTitleOf } from './page-title.ts';
import { PortalFooter } from './portal-footer.tsx';
import { PortalFrame } from './portal-frame.tsx';
import { PortalHeader } from './portal-header.tsx';
import { SandboxBanner } from './sandbox-banner.tsx';
import styles from './shell.module.css';
import { ShellExtras, ShellGuide, ShellRating } from './shell-extras.tsx';
import { shellStateOf } from './shell-state.ts';

const isShellHandle = (handle: unknown): handle is ShellRouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;

/** The logged-in shell (SPEC §2): runs the startup sequence of SPEC §4, then header, tabs, page, footer. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useQuery(userInfoQuery());
  const phoneLogin = useQuery(phoneLoginQuery());

  if (user.data && phoneLogin.data !== undefined) {
    return <ShellFrame user={user.data} phoneLogin={phoneLogin.data} />;
  }
  if (user.isError && !(isGatewayError(user.error) && user.error.isSessionEnd)) {
    return (
      <div className="centered-page" data-testid="shell-error">
        <FailureNotice
          tone="error"
          title={t('shell.startup.userInfoFailed')}
          detail={user.error.message}
          action={
            <Button type="primary" onClick={() => void user.refetch()}>
              {t('shell.startup.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  // Loading, or a session end on its way to /login: the frame the server's page already showed.
  return (
    <PortalFrame
      outline={hasHeldFrameOutline(pathname) ? <HeldFrameOutline pathname={pathname} /> : undefined}
    />
  );
}

function ShellFrame({ user, phoneLogin }: { user: UserInfo; phoneLogin: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const location = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isShellHandle);

  const shell = useMemo<ShellState>(
    () => shellStateOf(user, phoneLogin, language),
    [user, phoneLogin, language],
  );

  useStartupData(user);
  useStartupNotices(user);
  useEffect(releaseFrameOutline, []);
  const role = useQuery(accountRoleQuery()).data?.role;

  // SPEC §4: an initial password forces the account page; a route the menu does not open goes to /error,
  // as does a page the account role may not use (a viewer on a page that submits; a non-admin on members).
  let redirect: string | undefined;
  if (user.isReset === 'N' && location.pathname !== ACCOUNT_PAGE_PATH) redirect = ACCOUNT_PAGE_PATH;
  else if (handle && !isRouteAllowed(shell.menus, handle.requires)) redirect = '/error';
  else if (handle?.role && role !== undefined && !roleAllows(role, handle.role)) redirect = '/error';

  const fullPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (redirect || !handle) return;
    const { menus, firstPath } = shell;
    const translate = (key: MessageKey) => t(key);
    setTabs((tabs) => {
      const title = pageTitleOf(menus, fullPath, translate) ?? t(handle.titleKey);
      const opened = openTab(tabs, { path: location.pathname, fullPath, title, affix: false });
      if (!firstPath) return opened;
      const affixPath = routeOf(firstPath);
      const affixTitle = pageTitleOf(menus, firstPath, translate) ?? affixPath;
      return pinAffixTab(opened, { path: affixPath, fullPath: firstPath, title: affixTitle, affix: true });
    });
  }, [redirect, handle, shell, fullPath, location.pathname, t]);

  const pageTitle = pageTitleOf(shell.menus, fullPath, (key) => t(key));
  useEffect(() => {
    const product = t('shell.productName');
    document.title = pageTitle ? `${pageTitle} - ${product}` : product;
    return () => {
      document.title = t('shell.productName');
    };
  }, [pageTitle, t]);

  return (
    <ShellContext.Provider value={shell}>
      <Layout className={styles.shell}>
        <SkipLink />
        <PortalHeader />
        <ShellGuide />
        <OpenTabsBar />
        <SandboxBanner />
        <DisasterBanner />
        <ShellRating />
        <Layout.Content className={styles.content} id={MAIN_ID} tabIndex={-1}>
          <PageMain title={pageTitle}>{redirect ? <Navigate to={redirect} replace /> : <Outlet />}</PageMain>
        </Layout.Content>
        <PortalFooter />
        <PortalToolbar />
        <ShellExtras />
      </Layout>
    </ShellContext.Provider>
  );
}

/** SPEC §4 startup data: switches, base data (once), and the limit check for CARGO users. */
function useStartupData(user: UserInfo) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  useQuery(switchesQuery());
  useQuery({ ...limitCheckQuery(), enabled: user.type === 'CARGO' });
  const baseData = useQuery(baseDataQuery());
  const failed = baseData.isError;
  useEffect(() => {
    // SPEC §8 store message: "failed to fetch base data, retry".
    if (failed) message.error(t('shell.startup.baseDataFailed'));
  }, [failed, message, t]);
}

/**
 * SPEC §4: the initial-password warning, and the one-time bind-phone warning (remembered locally). Each is
 * shown once: the bind-phone warning follows as soon as the initial password has been changed, not at the
 * next login.
 */
function useStartupNotices(user: UserInfo) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const shownInitialPassword = useRef(false);
  const shownBindPhone = useRef(false);
  const { isReset } = user;
  const { isRealName, email, accountName } = user.curUser;

  useEffect(() => {
    if (isReset === 'N') {
      if (shownInitialPassword.current) return;
      shownInitialPassword.current = true;
      modal.warning({ title: t('shell.startup.noticeTitle'), content: t('shell.startup.initialPassword') });
      return;
    }
    if (isRealName !== 'N' || shownBindPhone.current) return;
    const storageKey = `portal.realNameNotice.${email || accountName}`;
    if (readStorage('local', storageKey)) return;
    shownBindPhone.current = true;
    writeStorage('local', storageKey, businessNow().toISOString());
    modal.warning({ title: t('shell.startup.noticeTitle'), content: t('shell.startup.bindPhone') });
    navigate(`${ACCOUNT_PAGE_PATH}?activeKey=1`);
  }, [isReset, isRealName, email, accountName, modal, navigate, t]);
}
