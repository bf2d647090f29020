import {
  ACCOUNT_ROLE_LIST,
  type AccountRole,
  labelOf,
  type ManagedAccount,
  type MemberGrant,
  type SubUser,
  toOptions,
} from '@cargo/domain';
import type { ButtonProps } from 'antd';
import { Button, Popconfirm, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import styles from './user-admin.module.css';

/** What the administrator may do to one membership, and what it is doing now. */
export interface MembershipActions {
  onChangeRole: (user: SubUser, grant: MemberGrant, role: AccountRole) => void;
  onDisable: (user: SubUser, grant: MemberGrant) => void;
  /** `userId:accountName` of the membership being changed, if any. */
  busy: string | undefined;
}

/** One membership: the account, the role (a select for another user's active one), status, disable. */
function Membership({
  user,
  grant,
  companyName,
  actions,
}: {
  user: SubUser;
  grant: MemberGrant;
  companyName: string;
  actions: MembershipActions;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const key = `${user.userId}:${grant.accountName}`;
  const editable = !user.isSelf && grant.status === 'active';
  const names = { name: user.userName, account: companyName };
  const ids = `member-${user.userId}-${grant.accountName}`;
  return (
    <div className={styles.membership} data-testid={`membership-${user.loginName}-${grant.accountName}`}>
      <span id={`${ids}-account`} className={styles.membershipAccount} data-user-data>
        {companyName}
      </span>
      <span id={`${ids}-role`} className="visually-hidden">
        {t('userAdmin.changeRole')}
      </span>
      {editable ? (
        <Select<AccountRole>
          size="small"
          value={grant.role}
          options={toOptions(ACCOUNT_ROLE_LIST, language)}
          onChange={(role) => actions.onChangeRole(user, grant, role)}
          loading={actions.busy === key}
          // Named by the visible name and company (data), not by a label spelling them (the checks of wording).
          aria-labelledby={`${ids}-role member-${user.userId}-name ${ids}-account`}
          data-testid={`role-${user.loginName}-${grant.accountName}`}
        />
      ) : (
        <Tag data-testid={`role-${user.loginName}-${grant.accountName}`}>
          {labelOf(ACCOUNT_ROLE_LIST, grant.role, language)}
        </Tag>
      )}
      <Tag
        color={grant.status === 'active' ? 'success' : 'default'}
        data-testid={`user-status-${user.loginName}`}
      >
        {t(`userAdmin.status.${grant.status}` as const)}
      </Tag>
      {editable && grant.role !== 'admin' && (
        <Popconfirm
          title={t('userAdmin.disableConfirmIn', names)}
          okText={t('userAdmin.disable')}
          cancelText={t('userAdmin.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'disable-confirm' } as ButtonProps}
          onConfirm={() => actions.onDisable(user, grant)}
        >
          <Button
            type="link"
            danger
            size="small"
            loading={actions.busy === key}
            aria-label={t('userAdmin.disableIn', names)}
            data-testid={`disable-${user.loginName}-${grant.accountName}`}
          >
            {t('userAdmin.disable')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

/** A user's memberships of the managed accounts, one line each. */
export function MembershipCell({
  user,
  accounts,
  actions,
}: {
  user: SubUser;
  accounts: ManagedAccount[];
  actions: MembershipActions;
}) {
  const nameOf = (accountName: string) =>
    accounts.find((account) => account.accountName === accountName)?.companyName ?? accountName;
  return (
    <div className={styles.memberships}>
      {user.memberships.map((grant) => (
        <Membership
          key={grant.accountName}
          user={user}
          grant={grant}
          companyName={nameOf(grant.accountName)}
          actions={actions}
        />
      ))}
    </div>
  );
}
