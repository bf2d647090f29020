import { DEFAULT_PAGE_SIZE } from '@cargo/domain';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LIST_ADDRESS_STATE, readListAddress, writeListAddress } from './list-address.ts';

/** The paging fields of every list query. */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface ListQuery<Q extends Paging> {
  /** The query the list is loaded with. */
  query: Q;
  setQuery: (update: (current: Q) => Q) => void;
  /**
   * Checks other filters with the list's schema and, when they pass, lists from the first page at the
   * same page size. Answers the issues that kept it from doing so (none when it searched).
   */
  search: (filters: object) => readonly z.core.$ZodIssue[];
  /** Another page or page size, from the pager. */
  changePage: (pageNo: number, pageSize: number) => void;
}

/**
 * The paging and filter state of a list page, kept in the page's address (`list-address.ts`): a reload,
 * the back button and a shared link show the same list. Without a list in the address the list starts on
 * the first page of `initialFilters`, at the default page size. With `firstPageOnSizeChange` a new page
 * size starts from the first page again; otherwise the pager's page is kept. `addressPrefix` tells two
 * lists of one page apart.
 */
export function useListQuery<Q extends Paging>(
  schema: z.ZodType<Q>,
  initialFilters: () => object,
  options: { firstPageOnSizeChange?: boolean; addressPrefix?: string } = {},
): ListQuery<Q> {
  const prefix = options.addressPrefix ?? '';
  const [params, setParams] = useSearchParams();
  const [initial] = useState<Q>(() =>
    schema.parse({ ...initialFilters(), pageNo: 1, pageSize: DEFAULT_PAGE_SIZE }),
  );
  const query = useMemo(
    () => readListAddress(params, schema, prefix) ?? initial,
    [params, schema, prefix, initial],
  );
  // The address last asked for, while the router still renders the one it was asked from: a page click
  // right after a search builds on the search's address, not on the one rendered before it.
  const requested = useRef<{ from: URLSearchParams; next: URLSearchParams } | undefined>(undefined);
  const setQuery = (update: (current: Q) => Q) => {
    const base = requested.current?.from === params ? requested.current.next : params;
    const previous = readListAddress(base, schema, prefix) ?? initial;
    const next = writeListAddress(base, update(previous), { prefix, owned: Object.keys(previous) });
    // The same list again (a search that changes nothing) adds no step to go back through.
    if (next.toString() === base.toString()) return;
    requested.current = { from: params, next };
    // Marked as the list's own, so the focus stays on the filters or the pager (page-heading.tsx).
    setParams(next, { state: LIST_ADDRESS_STATE });
  };
  const search = (filters: object) => {
    const parsed = schema.safeParse({ ...filters, pageNo: 1, pageSize: query.pageSize });
    if (!parsed.success) return parsed.error.issues;
    setQuery(() => parsed.data);
    return [];
  };
  const changePage = (pageNo: number, pageSize: number) =>
    setQuery((current) => ({
      ...current,
      pageNo: options.firstPageOnSizeChange && pageSize !== current.pageSize ? 1 : pageNo,
      pageSize,
    }));
  return { query, setQuery, search, changePage };
}
