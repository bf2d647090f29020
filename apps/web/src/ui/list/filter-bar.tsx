import { Col, Form, Input, Row, Select } from 'antd';
import { type ComponentProps, type CSSProperties, type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessDatePicker } from '../business-date-picker.tsx';
import { clearChangedFieldErrors } from '../zod-form.ts';
import {
  type FilterField,
  type FilterSpan,
  type FilterValues,
  filterValuesOf,
  queryInputOf,
} from './filter-fields.ts';
import { ListSearchButtons } from './list-search-buttons.tsx';
import type { FilteredList } from './use-filtered-list.ts';
import type { Paging } from './use-list-query.ts';

/** A filter's column unless its field says otherwise. */
const SPANS: Record<FilterField['kind'], FilterSpan> = {
  text: { xs: 24, md: 8, xl: 5 },
  select: { xs: 24, md: 8, xl: 4 },
  date: { xs: 24, md: 8, xl: 4 },
  dateRange: { xs: 24, md: 12, xl: 6 },
};

/** The control of one filter (Form.Item gives it its value and onChange). */
const controlOf = (field: FilterField): ReactElement => {
  switch (field.kind) {
    case 'text':
      return (
        <Input
          allowClear
          maxLength={field.maxLength}
          inputMode={field.numeric ? 'numeric' : undefined}
          placeholder={field.placeholder}
          data-testid={field.testId}
        />
      );
    case 'select':
      return (
        <Select
          allowClear={field.allowClear ?? true}
          options={[...field.options]}
          placeholder={field.placeholder}
          showSearch={field.showSearch ? { optionFilterProp: 'label' } : undefined}
          loading={field.loading}
          data-testid={field.testId}
        />
      );
    case 'date':
      return <BusinessDatePicker style={{ width: '100%' }} data-testid={field.testId} />;
    case 'dateRange':
      return <RangeFilter field={field.label} style={{ width: '100%' }} data-testid={field.testId} />;
  }
};

type RangePickerProps = ComponentProps<typeof BusinessDatePicker.RangePicker>;

/**
 * A range of days with both ends named: Form.Item's label names the start (its `id`), a label of its own
 * ("Declared between: end date") the end, which antd would leave named by its placeholder only.
 */
function RangeFilter({ id, field, ...props }: Omit<RangePickerProps, 'id'> & { id?: string; field: string }) {
  const { t } = useTranslation();
  const endId = id === undefined ? undefined : `${id}-end`;
  return (
    <>
      <BusinessDatePicker.RangePicker
        {...props}
        id={id === undefined ? undefined : { start: id, end: endId }}
        allowEmpty={[true, true]}
      />
      {endId !== undefined && (
        <label htmlFor={endId} className="visually-hidden">
          {t('shell.a11y.rangeEnd', { field })}
        </label>
      )}
    </>
  );
}

/**
 * The filter bar of a list page, drawn from the list's field table (`useFilteredList`): one column per
 * filter, then Search and Reset (`${testId}-search`, `${testId}-reset`). The filters show the list's query,
 * also when the address changes it (back, forward, a link): a filter typed but not searched stays until then.
 */
export function FilterBar<Q extends Paging>({
  list,
  testId,
  label,
  style,
}: {
  list: FilteredList<Q>;
  testId: string;
  /** The form's accessible name; "Filters" by default. */
  label?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const { form, fields, query } = list;
  const shown = filterValuesOf(fields, query);
  // The filters of the query, as text: it changes with them, not with the page or another parameter.
  const filterKey = JSON.stringify(queryInputOf(fields, shown));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters follow the query's filters only.
  useEffect(() => {
    form.setFields(Object.entries(shown).map(([name, value]) => ({ name, value, errors: [] })));
  }, [form, filterKey]);
  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      initialValues={shown}
      onFinish={list.search}
      onValuesChange={clearChangedFieldErrors(form)}
      aria-label={label ?? t('shell.list.filters')}
      data-testid={`${testId}-filters`}
      style={style}
    >
      <Row gutter={16} align="top">
        {fields.map((field) => (
          <Col key={field.name} {...(field.span ?? SPANS[field.kind])}>
            <Form.Item name={field.name} label={field.label} extra={field.extra}>
              {controlOf(field)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Form.Item label=" " colon={false}>
            <ListSearchButtons testId={testId} onReset={list.reset} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
