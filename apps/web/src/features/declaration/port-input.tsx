import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portsQuery } from '../../api/insuring.api.ts';
import styles from './declaration.module.css';

/** SPEC §9: debounce default 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

/** The value after it has stopped changing for `delay` ms. */
const useDebounced = <T,>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

/**
 * The suggestions for a port: the base-data ports of the country matching what was typed (searched once
 * the typing settles, only while the list is open), one per printed name.
 */
const usePortOptions = (
  countryCode: string | undefined,
  keyword: string,
  open: boolean,
  nameLanguage: 'zh' | 'en',
) => {
  const settled = useDebounced(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const ports = useQuery({
    ...portsQuery(countryCode ?? '', settled),
    enabled: Boolean(countryCode) && open,
  });
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (ports.data ?? []).flatMap((port) => {
      const name =
        nameLanguage === 'zh' ? port.valueChineseName : port.valueEnglishName || port.valueChineseName;
      if (seen.has(name)) return [];
      seen.add(name);
      const other = nameLanguage === 'zh' ? port.valueEnglishName : port.valueChineseName;
      return [
        {
          value: name,
          label: (
            <div className={styles.portSelect}>
              <span>{name}</span>
              <span className={styles.cellSub}>
                {port.valueCode}
                {other && other !== name ? ` · ${other}` : ''}
              </span>
            </div>
          ),
        },
      ];
    });
  }, [ports.data, nameLanguage]);
  return { options, isFetching: ports.isFetching };
};

interface PortInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** The country whose ports are suggested (alpha-2); without it the field is plain text. */
  countryCode?: string;
  /** Which name goes into the certificate: the English one, or the Chinese one for Chinese-only print. */
  nameLanguage: 'zh' | 'en';
  placeholder?: string;
  maxLength?: number;
  status?: '' | 'error' | 'warning';
  'data-testid'?: string;
  'aria-describedby'?: string;
}

/**
 * A port name: free text, with suggestions from the base-data port list of the chosen country (searched
 * on the server by code or name, at most 50). A port missing from the list can still be typed.
 */
export function PortInput({
  id,
  value,
  onChange,
  onBlur,
  countryCode,
  nameLanguage,
  placeholder,
  maxLength,
  status,
  ...aria
}: PortInputProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const ports = usePortOptions(countryCode, keyword, open, nameLanguage);

  if (!countryCode) {
    return (
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        maxLength={maxLength}
        status={status}
        {...aria}
      />
    );
  }

  return (
    <AutoComplete
      id={id}
      value={value}
      options={ports.options}
      onChange={(next: string) => onChange?.(next)}
      onBlur={onBlur}
      onOpenChange={setOpen}
      showSearch={{ onSearch: setKeyword, filterOption: false }}
      placeholder={placeholder}
      maxLength={maxLength}
      status={status}
      notFoundContent={
        ports.isFetching ? <Spin size="small" /> : open ? t('declarationWeb.form.portNotFound') : null
      }
      popupMatchSelectWidth={360}
      {...aria}
    />
  );
}
