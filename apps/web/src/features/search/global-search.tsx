import { SearchOutlined } from '@ant-design/icons';
import type { SearchHit } from '@cargo/domain';
import type { ZGlobalSearchRequest } from '@cargo/domain/schemas/search';
import { useMutation } from '@tanstack/react-query';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { isGatewayError } from '../../api/request.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';

// The box and its list (antd's AutoComplete and Select) download when the search is first opened (issue 14).
const SearchBox = lazy(() => import('./search-box.tsx').then((module) => ({ default: module.SearchBox })));

export type GlobalSearchState = ReturnType<typeof useGlobalSearch>;

/** The search's state: the typed number, the hits of several, and the call (one hit opens at once). */
function useGlobalSearch() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
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
    // The search's calls (with the claims' schemas) are downloaded with the first search, not with the shell.
    mutationFn: (keyword: string) => import('./search.api.ts').then((module) => module.globalSearch(keyword)),
    onSuccess: (found, searched) => {
      if (found.length === 1 && found[0]) open(found[0]);
      else if (found.length === 0) message.info(t('search.notFound', { keyword: searched }));
      else setHits(found);
    },
    // A failed call is already reported by the request wrapper; a failed download of the search's code is not.
    onError: (error) => {
      if (!isGatewayError(error)) message.error(t('shell.request.failed'));
    },
  });

  const searchChecked = (value: string, schema: typeof ZGlobalSearchRequest) => {
    const parsed = schema.safeParse({ keyword: value });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      if (issue) message.warning(describeIssue(language, issue, { keyword: value }));
      return;
    }
    search.mutate(parsed.data.keyword);
  };
  const onSearch = (value: string) => {
    if (hits.length > 0) return; // the list is open: Enter chooses the active hit (onSelect)
    // The schema (zod with it) downloads with the first search, not with the shell (issue 14).
    import('@cargo/domain/schemas/search').then(
      (module) => searchChecked(value, module.ZGlobalSearchRequest),
      () => message.error(t('shell.request.failed')),
    );
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
