import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portsQuery } from '../../../api/insuring.api.ts';
import { baseDataQuery } from '../../../api/shell.api.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { optionName } from '../../../ui/format.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

interface PortSelectProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Country shown before a port is chosen (CN for the Chinese end of an export). */
  defaultCountry?: string;
  testId: string;
  /** The port field's label (departure, destination, transit…): names the country picker of this port. */
  portLabel: string;
  id?: string;
}

/**
 * A port as its UN/LOCODE: the country from the base data, then the port from the server's port search
 * (`basedataEndpoints.ports`, by country and keyword), searched as the user types.
 */
export function PortSelect({ value, onChange, defaultCountry, testId, portLabel, id }: PortSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const baseData = useQuery(baseDataQuery());
  const [country, setCountry] = useState<string>(() => (value ? value.slice(0, 2) : (defaultCountry ?? '')));
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword, 300);
  const ports = useQuery(portsQuery(country, debouncedKeyword));

  const countryOptions = useMemo(
    () =>
      (baseData.data?.portCountry ?? []).map((option) => ({
        value: option.valueCode,
        label: `${optionName(option, language)} (${option.valueCode})`,
      })),
    [baseData.data, language],
  );

  const portOptions = useMemo(() => {
    const found = (ports.data ?? []).map((option) => ({
      value: option.valueCode,
      label: `${optionName(option, language)} · ${option.valueCode}`,
    }));
    // The chosen port keeps its name while the search shows other ports.
    if (value && !found.some((option) => option.value === value)) {
      const known = baseData.data?.port?.find((option) => option.valueCode === value);
      found.unshift({ value, label: known ? `${optionName(known, language)} · ${value}` : value });
    }
    return found;
  }, [ports.data, value, baseData.data, language]);

  return (
    <Space.Compact block>
      <Select
        style={{ width: '42%' }}
        value={country || undefined}
        options={countryOptions}
        loading={baseData.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('insuringWeb.port.country')}
        aria-label={t('insuringWeb.port.countryOf', { port: portLabel })}
        data-testid={`${testId}-country`}
        onChange={(next: string) => {
          setCountry(next);
          setKeyword('');
          if (value && value.slice(0, 2) !== next) onChange?.(undefined);
        }}
      />
      <Select
        id={id}
        style={{ width: '58%' }}
        value={value || undefined}
        options={portOptions}
        disabled={country === ''}
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        loading={ports.isFetching}
        notFoundContent={ports.isFetching ? t('insuringWeb.port.searching') : t('insuringWeb.port.none')}
        placeholder={country === '' ? t('insuringWeb.port.chooseCountry') : t('insuringWeb.port.search')}
        data-testid={testId}
        onChange={(next: string | undefined) => {
          setKeyword('');
          onChange?.(next);
        }}
      />
    </Space.Compact>
  );
}
