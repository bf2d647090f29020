import { UserAddOutlined } from '@ant-design/icons';
import type { ManagedAccount, PendingInvitation, SubUser } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { InviteModal } from './invite-modal.tsx';
import { useMembershipActions } from './use-membership-actions.ts';
import { subUsersQuery } from './user-admin.api.ts';
import styles from './user-admin.module.css';
import { invitationColumns, userColumns } from './user-admin-columns.tsx';

/** The invitations not yet accepted (pending, or expired and to be sent again). */
function InvitationsSection({
  invitations,
  accounts,
  loading,
}: {
  invitations: PendingInvitation[] | undefined;
  accounts: ManagedAccount[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section className="page-card" aria-labelledby="invitations-title">
      <h3 id="invitations-title" className={styles.sectionTitle}>
        {t('userAdmin.invitations.title')}
      </h3>
      <Table
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={invitations}
        columns={invitationColumns(t, accounts, language)}
        locale={{ emptyText: t('userAdmin.empty.invitations') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="invitations"
      />
    </section>
  );
}

/** /user-management/users: the account's users and invitations, for its administrator. */
export default function UserAdminPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.userAdmin');
  const list = useQuery(subUsersQuery());
  const [inviting, setInviting] = useState(false);

  const accounts = list.data?.accounts ?? [];
  const actions = useMembershipActions(accounts);

  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('userAdmin.loadFailed')}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('preference.retry')}</Button>}
      />
    );
  }
  return (
    <div className={styles.page} data-testid="user-admin-page">
      <div className="page-card">
        <div className={styles.headerRow}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.hint}>{t('userAdmin.hint')}</p>
          </div>
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setInviting(true)}
            data-testid="invite-open"
          >
            {t('userAdmin.invite')}
          </Button>
        </div>
      </div>
      <section className="page-card" aria-labelledby="account-users-title">
        <h3 id="account-users-title" className={styles.sectionTitle}>
          {t('userAdmin.users.title')}
        </h3>
        <Table<SubUser>
          rowKey="userId"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.users}
          columns={userColumns(t, accounts, actions)}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="sub-users"
        />
      </section>
      <InvitationsSection invitations={list.data?.invitations} accounts={accounts} loading={list.isPending} />
      <InviteModal open={inviting} onClose={() => setInviting(false)} accounts={accounts} />
    </div>
  );
}
