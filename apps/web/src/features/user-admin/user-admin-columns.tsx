import type { PendingInvitation, SubUser } from '@cargo/domain';
import type { ButtonProps } from 'antd';
import { Button, Popconfirm, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';

/** The columns of the account's users; an active member has a "Disable" action with a confirmation. */
export const userColumns = (
  t: TFunction,
  onDisable: (user: SubUser) => void,
  disablingId: number | undefined,
): TableColumnsType<SubUser> => [
  { key: 'loginName', title: t('userAdmin.column.loginName'), dataIndex: 'loginName' },
  {
    key: 'userName',
    title: t('userAdmin.column.userName'),
    render: (_, user) => (
      <span data-user-data>
        {user.userName} {user.isSelf && <Tag color="blue">{t('userAdmin.you')}</Tag>}
      </span>
    ),
  },
  { key: 'email', title: t('userAdmin.column.email'), dataIndex: 'email' },
  {
    key: 'role',
    title: t('userAdmin.column.role'),
    render: (_, user) => t(`userAdmin.role.${user.role}` as const),
  },
  {
    key: 'status',
    title: t('userAdmin.column.status'),
    render: (_, user) => (
      <Tag
        color={user.status === 'active' ? 'success' : 'default'}
        data-testid={`user-status-${user.loginName}`}
      >
        {t(`userAdmin.status.${user.status}` as const)}
      </Tag>
    ),
  },
  {
    key: 'actions',
    title: t('userAdmin.column.actions'),
    render: (_, user) =>
      user.status === 'active' && user.role === 'member' && !user.isSelf ? (
        <Popconfirm
          title={t('userAdmin.disableConfirm', { name: user.userName })}
          okText={t('userAdmin.disable')}
          cancelText={t('userAdmin.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'disable-confirm' } as ButtonProps}
          onConfirm={() => onDisable(user)}
        >
          <Button
            type="link"
            danger
            size="small"
            loading={disablingId === user.userId}
            aria-label={t('userAdmin.disableNamed', { name: user.userName })}
            data-testid={`disable-${user.loginName}`}
          >
            {t('userAdmin.disable')}
          </Button>
        </Popconfirm>
      ) : null,
  },
];

export const invitationColumns = (t: TFunction): TableColumnsType<PendingInvitation> => [
  { key: 'email', title: t('userAdmin.column.email'), dataIndex: 'email' },
  { key: 'userName', title: t('userAdmin.column.userName'), dataIndex: 'userName' },
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
