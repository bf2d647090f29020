import {
  ACCOUNT_ROLE_LIST,
  type AccountRole,
  labelOf,
  type ManagedAccount,
  type MemberGrant,
  type SubUser,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { MembershipActions } from './membership-cell.tsx';
import { changeMemberRole, disableSubUser, userAdminQueryKeys } from './user-admin.api.ts';

/** Changing a member's role and disabling a membership, each confirmed by a message; the list then reloads. */
export function useMembershipActions(accounts: ManagedAccount[]): MembershipActions {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { language } = useLanguage();
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
  return {
    onChangeRole: (user: SubUser, grant: MemberGrant, role: AccountRole) =>
      changeRole.mutate({ user, grant, role }),
    onDisable: (user: SubUser, grant: MemberGrant) => disable.mutate({ user, grant }),
    busy: pending === undefined ? undefined : `${pending.user.userId}:${pending.grant.accountName}`,
  };
}
