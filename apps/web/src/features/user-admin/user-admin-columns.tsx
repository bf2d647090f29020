import {
  ACCOUNT_ROLE_LIST,
  type Language,
  labelOf,
  type ManagedAccount,
  type PendingInvitation,
  type SubUser,
} from '@cargo/domain';
import { type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type MembershipActions, MembershipCell } from './membership-cell.tsx';

/**
 * The columns of the managed accounts' users: each membership with its role (changeable) and a "Disable"
 * action with a confirmation.
 */
export const userColumns = (
  t: TFunction,
  accounts: ManagedAccount[],
  actions: MembershipActions,
): TableColumnsType<SubUser> => [
  { key: 'loginName', title: t('userAdmin.column.loginName'), dataIndex: 'loginName' },
  {
    key: 'userName',
    title: t('userAdmin.column.userName'),
    render: (_, user) => (
      <span data-user-data id={`member-${user.userId}-name`}>
        {user.userName} {user.isSelf && <Tag color="blue">{t('userAdmin.you')}</Tag>}
      </span>
    ),
  },
  { key: 'email', title: t('userAdmin.column.email'), dataIndex: 'email' },
  {
    key: 'memberships',
    title: t('userAdmin.column.accounts'),
    render: (_, user) => <MembershipCell user={user} accounts={accounts} actions={actions} />,
  },
];

export const invitationColumns = (
  t: TFunction,
  accounts: ManagedAccount[],
  language: Language,
): TableColumnsType<PendingInvitation> => [
  { key: 'email', title: t('userAdmin.column.email'), dataIndex: 'email' },
  { key: 'userName', title: t('userAdmin.column.userName'), dataIndex: 'userName' },
  {
    key: 'grants',
    title: t('userAdmin.column.accounts'),
    render: (_, invitation) =>
      invitation.grants.map((grant) => (
        <div key={grant.accountName}>
          {accounts.find((account) => account.accountName === grant.accountName)?.companyName ??
            grant.accountName}
          {' · '}
          {labelOf(ACCOUNT_ROLE_LIST, grant.role, language)}
        </div>
      )),
  },
  { key: 'expiresAt', title: t('userAdmin.column.expiresAt'), dataIndex: 'expiresAt' },
  {
    key: 'status',
    title: t('userAdmin.column.status'),
    render: (_, invitation) => (
      <Tag color={invitation.status === 'pending' ? 'processing' : 'default'}>
        {t(`userAdmin.status.${invitation.status}` as const)}
      </Tag>
    ),
  },
];
