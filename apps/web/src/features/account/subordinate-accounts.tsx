import type { SubordinateAccount } from '@cargo/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import styles from './account.module.css';

/** The accounts under this one, listed only (the insurer manages them). */
export function SubordinateAccounts({ accounts }: { accounts: SubordinateAccount[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableColumnsType<SubordinateAccount> = [
    {
      key: 'accountName',
      title: t('account.company.accountName'),
      dataIndex: 'accountName',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
    {
      key: 'companyName',
      title: t('field.companyName'),
      render: (_: unknown, row: SubordinateAccount) =>
        language === 'en-US' && row.companyNameEn ? row.companyNameEn : row.companyName,
    },
    {
      key: 'creditCode',
      title: t('field.creditCode'),
      dataIndex: 'creditCode',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
    { key: 'contactName', title: t('field.contactName'), dataIndex: 'contactName' },
    {
      key: 'contactPhone',
      title: t('field.contactPhone'),
      dataIndex: 'contactPhone',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
  ];
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t('account.subordinates.title')}
        <span className={styles.sectionHint}>{t('account.subordinates.hint')}</span>
      </h2>
      <Table<SubordinateAccount>
        rowKey="accountName"
        size="middle"
        columns={columns}
        dataSource={accounts}
        pagination={false}
        locale={{ emptyText: t('account.subordinates.empty') }}
        data-testid="account-subordinates"
      />
    </section>
  );
}
