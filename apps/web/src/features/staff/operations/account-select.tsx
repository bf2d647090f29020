import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountChoicesQuery } from './operations.api.ts';

/** A customer account picked by code or company name (the list comes from the server). */
export function AccountSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const { t } = useTranslation();
  const accounts = useQuery(accountChoicesQuery());
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('operations.notice.form.accountPlaceholder')}
      loading={accounts.isPending}
      options={(accounts.data?.list ?? []).map((account) => ({
        value: account.code,
        label: `${account.code} · ${account.name}`,
      }))}
      {...props}
    />
  );
}
