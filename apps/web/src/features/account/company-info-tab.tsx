import { ReloadOutlined } from '@ant-design/icons';
import { type CargoAccountInfo, labelOf, USER_TYPES } from '@cargo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Descriptions, type DescriptionsProps, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { maskMobile } from './account.api.ts';
import styles from './account.module.css';
import { ContactForm } from './contact-form.tsx';
import { SubordinateAccounts } from './subordinate-accounts.tsx';

/** Tab 0: the registered company (insurer-managed), its editable contacts, the login, subordinate accounts. */
export function CompanyInfoTab({ company }: { company: UseQueryResult<CargoAccountInfo, Error> }) {
  const { t } = useTranslation();
  if (company.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (company.isError) {
    return (
      <Result
        status="warning"
        title={t('account.company.loadFailed')}
        subTitle={company.error.message}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void company.refetch()}>
            {t('account.company.retry')}
          </Button>
        }
      />
    );
  }
  return <CompanyDetails company={company.data} />;
}

function CompanyDetails({ company }: { company: CargoAccountInfo }) {
  return (
    <div data-testid="account-company">
      <RegisteredCompany company={company} />
      <ContactForm company={company} />
      <LoginUser company={company} />
      <SubordinateAccounts accounts={company.subordinates} />
    </div>
  );
}

/** The account's facts, two to a row. */
const AccountFacts = ({ items }: { items: DescriptionsProps['items'] }) => (
  <Descriptions bordered size="middle" column={2} styles={{ label: { width: 180 } }} items={items} />
);

/** What the insurer registered: shown, not edited here. */
function RegisteredCompany({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notSet = t('account.notSet');
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t('account.company.registered')}
        {company.isVip && <Tag color="gold">{t('account.company.vip')}</Tag>}
      </h2>
      <Alert type="info" showIcon title={t('account.company.registeredHint')} style={{ marginBottom: 16 }} />
      <AccountFacts
        items={[
          {
            key: 'accountName',
            label: t('account.company.accountName'),
            children: <span className={styles.mono}>{company.accountName}</span>,
          },
          {
            key: 'userType',
            label: t('account.company.userType'),
            children: labelOf(USER_TYPES, company.userType, language),
          },
          {
            key: 'companyName',
            label: t('field.companyName'),
            children: <span data-testid="account-company-name">{company.companyName}</span>,
          },
          {
            key: 'creditCode',
            label: t('field.creditCode'),
            children: <span className={styles.mono}>{company.creditCode || notSet}</span>,
          },
          {
            key: 'agentPhone',
            label: t('account.company.agentPhone'),
            children: <span className={styles.mono}>{company.agentPhone || notSet}</span>,
          },
          {
            key: 'parent',
            label: t('account.company.parentAccount'),
            children: <span className={styles.mono}>{company.parentAccountName ?? notSet}</span>,
          },
        ]}
      />
    </section>
  );
}

/** The user logged in: login name, name, email and the bound mobile (masked). */
function LoginUser({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const notSet = t('account.notSet');
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('account.user.title')}</h2>
      <AccountFacts
        items={[
          {
            key: 'loginName',
            label: t('account.user.loginName'),
            children: <span className={styles.mono}>{company.user.loginName}</span>,
          },
          { key: 'userName', label: t('account.user.userName'), children: company.user.userName },
          { key: 'email', label: t('account.user.email'), children: company.user.email || notSet },
          {
            key: 'phone',
            label: t('account.user.phone'),
            children: company.user.phone ? (
              <span className={styles.mono}>{maskMobile(company.user.phone)}</span>
            ) : (
              <Tag>{t('account.user.notBound')}</Tag>
            ),
          },
        ]}
      />
    </section>
  );
}
