import { SearchOutlined } from '@ant-design/icons';
import { type SearchHit, ZGlobalSearchRequest } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { App, AutoComplete, Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { globalSearch } from './search.api.ts';
import styles from './search.module.css';

/** A hit as a line of the list: its kind, number, description and status. */
function HitLabel({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <span className={styles.hit} data-testid={`search-hit-${hit.kind}-${hit.number}`}>
      <span className={styles.kind}>{t(`search.kind.${hit.kind}` as const)}</span>
      <span className={styles.number}>{hit.number}</span>
      <span className={styles.description}>
        {hit.description} · {hit.statusName}
      </span>
    </span>
  );
}

/** The search's state: the typed number, the hits of several, and the call (one hit opens at once). */
function useGlobalSearch() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [isOpen, setOpen] = useState(false);

  const open = (hit: SearchHit) => {
    setHits([]);
    setKeyword('');
    setOpen(false);
    navigate(hit.path);
  };
  const search = useMutation({
    mutationFn: globalSearch,
    onSuccess: (found, searched) => {
      if (found.length === 1 && found[0]) open(found[0]);
      else if (found.length === 0) message.info(t('search.notFound', { keyword: searched }));
      else setHits(found);
    },
  });

  const onSearch = (value: string) => {
    if (hits.length > 0) return; // the list is open: Enter chooses the active hit (onSelect)
    const parsed = ZGlobalSearchRequest.safeParse({ keyword: value });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      if (issue) message.warning(describeIssue(language, issue, { keyword: value }));
      return;
    }
    search.mutate(parsed.data.keyword);
  };
  return {
    keyword,
    setKeyword,
    hits,
    setHits,
    isOpen,
    setOpen,
    open,
    onSearch,
    isSearching: search.isPending,
  };
}

/**
 * SPEC §7 global search in the header: a policy, open policy, application, certificate or report number of
 * the current account. One hit opens at once; several are listed (arrow keys and Enter choose one).
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const { keyword, setKeyword, hits, setHits, isOpen, setOpen, open, onSearch, isSearching } =
    useGlobalSearch();
  const options = hits.map((hit) => ({ value: `${hit.kind}:${hit.number}`, label: <HitLabel hit={hit} /> }));

  // A search button in the header (the menu keeps its room); the box opens under it, focused.
  return (
    <Popover
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setHits([]);
      }}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <AutoComplete
          className={styles.search}
          value={keyword}
          options={options}
          open={hits.length > 0}
          defaultActiveFirstOption
          onChange={(value) => {
            setKeyword(value);
            setHits([]);
          }}
          onSelect={(value: string) => {
            const hit = hits.find((candidate) => `${candidate.kind}:${candidate.number}` === value);
            if (hit) open(hit);
          }}
          popupMatchSelectWidth={360}
          getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
        >
          <Input.Search
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            enterButton={<SearchOutlined aria-label={t('search.submit')} />}
            loading={isSearching}
            onSearch={onSearch}
            maxLength={30}
            allowClear
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape' && hits.length === 0) setOpen(false);
            }}
            data-testid="global-search"
          />
        </AutoComplete>
      }
    >
      <Button
        type="text"
        shape="circle"
        icon={<SearchOutlined />}
        aria-label={t('search.label')}
        aria-expanded={isOpen}
        data-testid="global-search-open"
      />
    </Popover>
  );
}
