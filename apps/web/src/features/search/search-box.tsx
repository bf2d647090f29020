import { SearchOutlined } from '@ant-design/icons';
import type { SearchHit } from '@cargo/domain';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './search.module.css';
import type { GlobalSearchState } from './use-global-search.ts';

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

/** The number box of the global search, with the list of hits when a number matches several (global-search.tsx). */
export function SearchBox({ search }: { search: GlobalSearchState }) {
  const { t } = useTranslation();
  const { keyword, setKeyword, hits, setHits, setOpen, open, onSearch, isSearching } = search;
  const options = hits.map((hit) => ({ value: `${hit.kind}:${hit.number}`, label: <HitLabel hit={hit} /> }));
  return (
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
  );
}
