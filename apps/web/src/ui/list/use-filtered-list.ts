import type { Language } from '@cargo/domain';
import { Form, type FormInstance } from 'antd';
import { useRef } from 'react';
import type { z } from 'zod';
import { issueReason } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showFieldIssues, useRevalidateOnLanguageChange } from '../zod-form.ts';
import {
  emptyFilterValues,
  type FilterField,
  type FilterValues,
  filterOfIssue,
  queryInputOf,
} from './filter-fields.ts';
import { type ListQuery, type Paging, useListQuery } from './use-list-query.ts';

/** A list with its filter bar: the list's query (kept in the address), the bar's form and its two buttons. */
export interface FilteredList<Q extends Paging> extends Omit<ListQuery<Q>, 'search'> {
  form: FormInstance<FilterValues>;
  fields: readonly FilterField[];
  /** Searches with the filters the form holds; what the list's schema refuses is shown next to its filter. */
  search: () => void;
  /** Every filter back to the list's defaults, and searched. */
  reset: () => void;
}

export interface FilteredListOptions {
  /** The filters a list opens with when the address holds none (a number from the header search); the defaults otherwise. */
  initial?: () => FilterValues;
  /** A new page size lists from the first page again. */
  firstPageOnSizeChange?: boolean;
  /** Tells the parameters of a second list of the page apart (`useListQuery`). */
  addressPrefix?: string;
  /** How an issue reads next to its filter: the reason alone (default), or "Field: reason" (`describeIssue`). */
  issueText?: (language: Language, issue: z.core.$ZodIssue, input: unknown) => string;
}

/**
 * A list page's filters from a field table (`filter-fields.ts`): the list opens on `defaults` (or
 * `options.initial`) unless the address holds a list; a search checks the filters with the list's schema (the
 * server's own) and lists from the first page, or shows why not next to the filters, in the reader's language
 * (again after a language switch); reset goes back to `defaults`. Draw it with `<FilterBar list={…} />`.
 */
export function useFilteredList<Q extends Paging>(
  schema: z.ZodType<Q>,
  fields: readonly FilterField[],
  defaults: () => FilterValues,
  options: FilteredListOptions = {},
): FilteredList<Q> {
  const { language } = useLanguage();
  const [form] = Form.useForm<FilterValues>();
  const list = useListQuery(schema, () => queryInputOf(fields, (options.initial ?? defaults)()), options);
  // Whether the filters shown failed their last check: their messages then follow a language switch.
  const failed = useRef(false);

  const show = (issues: readonly z.core.$ZodIssue[], input: object) => {
    form.setFields(fields.map((field) => ({ name: field.name, errors: [] })));
    failed.current = issues.length > 0;
    showFieldIssues(
      form,
      issues,
      (issue) => filterOfIssue(fields, String(issue.path[0] ?? '')),
      (issue) => (options.issueText ?? issueReason)(language, issue, input),
    );
  };
  const searchWith = (values: FilterValues) => {
    const input = queryInputOf(fields, values);
    show(list.search(input), input);
  };
  useRevalidateOnLanguageChange(form, language, () => {
    if (!failed.current) return;
    const input = queryInputOf(fields, form.getFieldsValue());
    const checked = schema.safeParse({ ...input, pageNo: 1, pageSize: list.query.pageSize });
    show(checked.success ? [] : checked.error.issues, input);
  });

  const reset = () => {
    const values = { ...emptyFilterValues(fields), ...defaults() };
    form.setFields(Object.entries(values).map(([name, value]) => ({ name, value, errors: [] })));
    searchWith(values);
  };
  return { ...list, form, fields, search: () => searchWith(form.getFieldsValue()), reset };
}
