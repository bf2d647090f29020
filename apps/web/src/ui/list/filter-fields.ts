import { type Dayjs, dayjs } from '../../i18n/dayjs.ts';
import { DATE_FORMAT } from '../business-date-picker.tsx';

/**
 * A list's filter bar as a table of fields (`filter-bar.tsx` draws it): what each filter is, what it is
 * called, and which field of the list's query it fills. From the table come the query a search sends
 * (`queryInputOf`), the filters a query read from the address shows (`filterValuesOf`) and the filter that
 * shows an issue of the query (`filterOfIssue`).
 */

/** Grid spans of a filter's column per screen width (antd's Col). */
export type FilterSpan = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>>;

interface FilterBase {
  /** The form field. */
  name: string;
  /** Already in the UI language. */
  label: string;
  testId?: string;
  span?: FilterSpan;
  /** A hint under the filter. */
  extra?: string;
}

/** A text, trimmed; a blank one is no filter. `query` is the query field when it is not `name`. */
export interface TextFilter extends FilterBase {
  kind: 'text';
  query?: string;
  maxLength: number;
  /** Digits only (a number filter): the phone keyboard shows digits. */
  numeric?: boolean;
  placeholder?: string;
}

/** A choice among codes; none chosen is no filter. */
export interface SelectFilter extends FilterBase {
  kind: 'select';
  query?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** True unless the filter always holds a choice. */
  allowClear?: boolean;
  /** Typing filters the options by their label. */
  showSearch?: boolean;
  loading?: boolean;
}

/** One calendar day, 'YYYY-MM-DD' in the query. */
export interface DateFilter extends FilterBase {
  kind: 'date';
  query?: string;
}

/** A range of days, its ends in two query fields ('YYYY-MM-DD'); either end may be left open. */
export interface DateRangeFilter extends FilterBase {
  kind: 'dateRange';
  from: string;
  to: string;
}

export type FilterField = TextFilter | SelectFilter | DateFilter | DateRangeFilter;

export type DateRange = [Dayjs | null, Dayjs | null];
/** What a filter holds in the form. */
export type FilterValue = string | Dayjs | DateRange | null | undefined;
export type FilterValues = Partial<Record<string, FilterValue>>;

/** The query field a text, select or date filter fills. */
const queryKeyOf = (field: TextFilter | SelectFilter | DateFilter): string => field.query ?? field.name;

const textOf = (value: FilterValue): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const dayOf = (value: unknown): string | undefined =>
  dayjs.isDayjs(value) && value.isValid() ? value.format(DATE_FORMAT) : undefined;

/** The filters as the fields of the list's query: texts trimmed, blanks left undefined, days 'YYYY-MM-DD'. */
export const queryInputOf = (
  fields: readonly FilterField[],
  values: FilterValues,
): Record<string, string | undefined> => {
  const input: Record<string, string | undefined> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const [from, to] = Array.isArray(value) ? value : [];
      input[field.from] = dayOf(from);
      input[field.to] = dayOf(to);
    } else {
      input[queryKeyOf(field)] = field.kind === 'date' ? dayOf(value) : textOf(value);
    }
  }
  return input;
};

const textIn = (value: unknown): string | undefined => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const dayIn = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null;
  const day = dayjs(value, DATE_FORMAT);
  return day.isValid() ? day : null;
};

/**
 * The filters that show a query (one read from the address): the inverse of `queryInputOf`. Every filter
 * gets a value, undefined for none, so that the form shows exactly this query.
 */
export const filterValuesOf = (fields: readonly FilterField[], query: object): FilterValues => {
  const valueAt = (key: string): unknown => (key in query ? Reflect.get(query, key) : undefined);
  const values: FilterValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const range: DateRange = [dayIn(valueAt(field.from)), dayIn(valueAt(field.to))];
      values[field.name] = range[0] === null && range[1] === null ? undefined : range;
    } else {
      const value = valueAt(queryKeyOf(field));
      values[field.name] = field.kind === 'date' ? (dayIn(value) ?? undefined) : textIn(value);
    }
  }
  return values;
};

/**
 * The filter that shows an issue of the query, by the head of its path: the filter of that query field; a
 * range takes the issues of both its ends and those of no field (the order of the two dates).
 */
export const filterOfIssue = (fields: readonly FilterField[], pathHead: string): string | undefined =>
  fields.find((field) =>
    field.kind === 'dateRange'
      ? pathHead === field.from || pathHead === field.to || pathHead === ''
      : queryKeyOf(field) === pathHead,
  )?.name;

/** Every filter empty: what a reset starts from before the list's defaults. */
export const emptyFilterValues = (fields: readonly FilterField[]): FilterValues =>
  Object.fromEntries(fields.map((field) => [field.name, undefined]));
