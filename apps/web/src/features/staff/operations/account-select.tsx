import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountChoicesQuery } from './operations.api.ts';

/** The customer accounts to pick from (the list comes from the server), "code · company name". */
export function useAccountChoices() {
  const accounts = useQuery(accountChoicesQuery());
  return {
    options: (accounts.data?.list ?? []).map((account) => ({
      value: account.code,
      label: `${account.code} · ${account.name}`,
    })),
    loading: accounts.isPending,
  };
}

/** A customer account picked by code or company name. */
export function AccountSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const { t } = useTranslation();
  const accounts = useAccountChoices();
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('operations.notice.form.accountPlaceholder')}
      loading={accounts.loading}
      options={accounts.options}
      {...props}
    />
  );
}
