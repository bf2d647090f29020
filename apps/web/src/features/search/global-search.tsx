import { SearchOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalSearch } from './use-global-search.ts';

// The box and its list (antd's AutoComplete and Select) download when the search is first opened (issue 14).
const SearchBox = lazy(() => import('./search-box.tsx').then((module) => ({ default: module.SearchBox })));

/**
 * SPEC §7 global search in the header: a policy, open policy, application, certificate or report number of
 * the current account. One hit opens at once; several are listed (arrow keys and Enter choose one).
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const search = useGlobalSearch();
  const { isOpen, setOpen, setHits } = search;

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
        <Suspense fallback={<Spin size="small" />}>
          <SearchBox search={search} />
        </Suspense>
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
