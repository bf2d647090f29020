import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { useShell } from '../../ui/shell/shell-context.ts';
import { accountRoleQuery } from '../user-admin/index.ts';
import { ACCOUNT_TABS, companyInfoQuery, resolveAccountTab } from './account.api.ts';
import styles from './account.module.css';
import { CompanyInfoTab } from './company-info-tab.tsx';
import { PasswordTab } from './password-tab.tsx';
import { PhoneBindingTab } from './phone-binding-tab.tsx';
import { SandboxTab } from './sandbox-tab.tsx';
import { SessionsTab } from './sessions-tab.tsx';
import { TwoFactorTab } from './two-factor-tab.tsx';

/** /user-management/account (SPEC §2): company info, phone binding, password, sessions, two-factor sign-in and (administrators) the sandbox, chosen by `?activeKey=`. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useShell();
  const title = usePageTitle() ?? t('shell.page.account');
  const [searchParams, setSearchParams] = useSearchParams();
  const activeKey = resolveAccountTab(searchParams.get('activeKey'), user.isReset);
  const company = useQuery(companyInfoQuery());
  // The sandbox tab is the administrator's (docs/business-rules.md "The sandbox").
  const isAdmin = useQuery(accountRoleQuery()).data?.role === 'admin';

  return (
    <div className={styles.page} data-testid="account-page">
      <header className={styles.header}>
        <Avatar size={48} icon={<UserOutlined />} style={{ background: 'var(--portal-primary)' }} />
        <div className={styles.headerText}>
          <h2 className={styles.headerTitle}>{title}</h2>
          <p className={styles.headerSub} data-user-data>
            {[user.curUser.userName, user.companyName, user.curUser.accountName].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className={styles.headerTags}>
          {user.isReset === 'N' && (
            <Tag color="warning" data-testid="account-initial-password">
              {t('account.initialPasswordTag')}
            </Tag>
          )}
          <Tag
            color={user.curUser.isRealName === 'Y' ? 'success' : 'default'}
            data-testid="account-real-name"
          >
            {t(user.curUser.isRealName === 'Y' ? 'account.phone.verified' : 'account.phone.unverified')}
          </Tag>
        </div>
      </header>
      <div className="page-card">
        <Tabs
          className={styles.tabs}
          activeKey={activeKey}
          onChange={(key) => setSearchParams({ activeKey: key }, { replace: true })}
          items={[
            {
              key: ACCOUNT_TABS.company,
              label: <span data-testid="account-tab-company">{t('account.tab.company')}</span>,
              children: <CompanyInfoTab company={company} />,
            },
            {
              key: ACCOUNT_TABS.phone,
              label: <span data-testid="account-tab-phone">{t('account.tab.phone')}</span>,
              children: <PhoneBindingTab />,
            },
            {
              key: ACCOUNT_TABS.password,
              label: <span data-testid="account-tab-password">{t('account.tab.password')}</span>,
              children: <PasswordTab loginName={company.data?.user.loginName} />,
            },
            {
              key: ACCOUNT_TABS.sessions,
              label: <span data-testid="account-tab-sessions">{t('account.tab.sessions')}</span>,
              children: <SessionsTab />,
            },
            {
              key: ACCOUNT_TABS.twoFactor,
              label: <span data-testid="account-tab-two-factor">{t('twoFactor.tab')}</span>,
              children: <TwoFactorTab />,
            },
            ...(isAdmin
              ? [
                  {
                    key: ACCOUNT_TABS.sandbox,
                    label: <span data-testid="account-tab-sandbox">{t('sandbox.tab')}</span>,
                    children: <SandboxTab />,
                  },
                ]
              : []),
          ]}
        />
      </div>
    </div>
  );
}
