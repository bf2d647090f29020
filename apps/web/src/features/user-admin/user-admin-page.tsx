import { UserAddOutlined } from '@ant-design/icons';
import {
  ACCOUNT_ROLE_LIST,
  type AccountRole,
  labelOf,
  type ManagedAccount,
  type MemberGrant,
  type PendingInvitation,
  type SubUser,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { InviteModal } from './invite-modal.tsx';
import { changeMemberRole, disableSubUser, subUsersQuery, userAdminQueryKeys } from './user-admin.api.ts';
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
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const title = usePageTitle() ?? t('shell.page.userAdmin');
  const list = useQuery(subUsersQuery());
  const [inviting, setInviting] = useState(false);

  const { language } = useLanguage();
  const accounts = list.data?.accounts ?? [];
  const companyOf = (accountName: string) =>
    accounts.find((account) => account.accountName === accountName)?.companyName ?? accountName;
  const refresh = () => queryClient.invalidateQueries({ queryKey: userAdminQueryKeys.list });
  const disable = useMutation({
    mutationFn: ({ user, grant }: { user: SubUser; grant: MemberGrant }) =>
      disableSubUser({ userId: user.userId, accountName: grant.accountName }),
    onSuccess: async (_, { user }) => {
      message.success(t('userAdmin.disabledDone', { name: user.userName }));
      await refresh();
    },
  });
  const changeRole = useMutation({
    mutationFn: ({ user, grant, role }: { user: SubUser; grant: MemberGrant; role: AccountRole }) =>
      changeMemberRole({ userId: user.userId, accountName: grant.accountName, role }),
    onSuccess: async (_, { user, grant, role }) => {
      const roleLabel = labelOf(ACCOUNT_ROLE_LIST, role, language);
      message.success(
        t('userAdmin.roleChanged', {
          name: user.userName,
          account: companyOf(grant.accountName),
          role: roleLabel,
        }),
      );
      await refresh();
    },
  });
  const pending = disable.isPending
    ? disable.variables
    : changeRole.isPending
      ? changeRole.variables
      : undefined;
  const actions = {
    onChangeRole: (user: SubUser, grant: MemberGrant, role: AccountRole) =>
      changeRole.mutate({ user, grant, role }),
    onDisable: (user: SubUser, grant: MemberGrant) => disable.mutate({ user, grant }),
    busy: pending === undefined ? undefined : `${pending.user.userId}:${pending.grant.accountName}`,
  };

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
