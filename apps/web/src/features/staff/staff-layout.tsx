import type { StaffProfile } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isGatewayError } from '../../api/request';
import { useLanguage } from '../../i18n';
import { RetryResult } from '../../ui/retry-result.tsx';
import { clearSessionState, logoutAndLeave } from '../../ui/session';
import { LanguageSwitch } from '../../ui/shell/language-switch';
import { MAIN_ID, PageMain, SkipLink } from '../../ui/shell/page-heading';
import { roleNames } from './role-names';
import { staffProfileQuery } from './staff.api';
import styles from './staff.module.css';
import { STAFF_HOME_PATH, STAFF_LOGIN_PATH, staffRouteOf, staffRoutesFor } from './staff-routes';
import { StaffMenuContext } from './use-staff-menu';
import { StaffProfileContext } from './use-staff-profile';

/** The back office's shell: the staff member (a customer session finds no staff route), menu by role, page. */
export default function StaffLayout() {
  const { t } = useTranslation();
  const profile = useQuery(staffProfileQuery());
  if (profile.data) return <StaffFrame profile={profile.data} />;
  if (profile.isError) {
    // No staff session (none, ended, or a customer's): the staff login.
    if (isGatewayError(profile.error) && (profile.error.isSessionEnd || profile.error.httpStatus === 404)) {
      return <Navigate to={STAFF_LOGIN_PATH} replace />;
    }
    return (
      <div className="centered-page">
        <RetryResult
          title={t('staff.shell.loadFailed')}
          failed={profile}
          retryLabel={t('shell.startup.retry')}
          primary
        />
      </div>
    );
  }
  return (
    <div className="centered-page">
      <Spin size="large" />
    </div>
  );
}

function StaffFrame({ profile }: { profile: StaffProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = staffRoutesFor(profile.roles);
  const menu = allowed.filter((item) => !item.hidden);
  const route = staffRouteOf(pathname);
  const mayOpen = route !== undefined && allowed.includes(route);
  const title = route ? t(route.titleKey) : undefined;
  useEffect(() => {
    const product = t('staff.shell.brand');
    document.title = title ? `${title} - ${product}` : product;
  }, [title, t]);
  const leave = () =>
    void logoutAndLeave(() => {
      clearSessionState(queryClient);
      navigate(STAFF_LOGIN_PATH, { replace: true });
    });

  return (
    <StaffProfileContext.Provider value={profile}>
      <Layout className={styles.shell}>
        <SkipLink />
        <Layout.Header className={styles.header}>
          <span className={styles.brand}>{t('staff.shell.brand')}</span>
          <span className={styles.who} data-testid="staff-who">
            <span data-user-data>{profile.userName}</span>
            <Typography.Text className={styles.roles}>
              {roleNames(t, profile.roles, language)}
            </Typography.Text>
          </span>
          <LanguageSwitch />
          <Button onClick={leave} data-testid="staff-logout">
            {t('staff.shell.logout')}
          </Button>
        </Layout.Header>
        <Layout>
          <Layout.Sider width={240} theme="light" breakpoint="lg" collapsedWidth={0}>
            <nav aria-label={t('staff.shell.menu')}>
              <Menu
                mode="inline"
                selectedKeys={route ? [route.path] : []}
                onClick={({ key }) => navigate(key)}
                items={menu.map((item) => ({ key: item.path, label: t(item.titleKey) }))}
                data-testid="staff-menu"
              />
            </nav>
          </Layout.Sider>
          <Layout.Content className={styles.content} id={MAIN_ID} tabIndex={-1}>
            <PageMain title={title}>
              <StaffMenuContext.Provider value={menu}>
                {mayOpen ? <Outlet /> : <Navigate to={STAFF_HOME_PATH} replace />}
              </StaffMenuContext.Provider>
            </PageMain>
          </Layout.Content>
        </Layout>
      </Layout>
    </StaffProfileContext.Provider>
  );
}
