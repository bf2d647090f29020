import type { SearchHit } from '@cargo/domain';
import type { ZGlobalSearchRequest } from '@cargo/domain/schemas/search';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { isGatewayError } from '../../api/request.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export type GlobalSearchState = ReturnType<typeof useGlobalSearch>;

/** The search's state: the typed number, the hits of several, and the call (one hit opens at once). */
export function useGlobalSearch() {
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
