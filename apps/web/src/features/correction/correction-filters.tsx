import {
  CORRECTION_STATUSES,
  CUSTOMER_CORRECTION_TYPES,
  type CustomerCorrectionType,
  toOptions,
} from '@cargo/domain';
import { Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from '../../i18n/dayjs.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { ListSearchButtons } from '../../ui/list/list-search-buttons.tsx';
import { clearChangedFieldErrors } from '../../ui/zod-form.ts';

/** What the filter bar of the correction enquiry holds. */
export interface CorrectionFilterValues {
  policyNo?: string;
  correctionType?: CustomerCorrectionType;
  status?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filters as the fields of ZCorrectionListQuery. */
export const queryInputOf = (filters: CorrectionFilterValues) => ({
  policyNo: filters.policyNo?.trim() || undefined,
  correctionType: filters.correctionType || undefined,
  status: filters.status || undefined,
  startDate: filters.range?.[0]?.format('YYYY-MM-DD'),
  endDate: filters.range?.[1]?.format('YYYY-MM-DD'),
});

/** The filter of a query field (both dates, and the range rule of no field, belong to the range). */
export const filterOfPath = (head: string): keyof CorrectionFilterValues =>
  head === 'policyNo' || head === 'correctionType' || head === 'status' ? head : 'range';

/** Policy number (4 or 20 digits), correction type, status, application date range. */
export function CorrectionFilters({
  form,
  onSearch,
  onReset,
}: {
  form: FormInstance<CorrectionFilterValues>;
  onSearch: (filters: CorrectionFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const typeOptions = CUSTOMER_CORRECTION_TYPES.map((code) => ({
    value: code,
    label: t(`correction.type.${code}`),
  }));
  return (
    <Form<CorrectionFilterValues>
      form={form}
      layout="vertical"
      onFinish={onSearch}
      onValuesChange={clearChangedFieldErrors(form)}
      aria-label={t('correctionWeb.enquiry.filters')}
      data-testid="corrections-filters"
    >
      <Row gutter={16} align="top">
        <Col xs={24} md={8} xl={5}>
          <Form.Item name="policyNo" label={t('field.policyNo')}>
            <Input
              allowClear
              maxLength={20}
              inputMode="numeric"
              placeholder={t('insuringWeb.list.numberPlaceholder')}
              data-testid="corrections-policyNo"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={4}>
          <Form.Item name="correctionType" label={t('field.correctionType')}>
            <Select
              allowClear
              options={typeOptions}
              placeholder={t('insuringWeb.list.all')}
              data-testid="corrections-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={4}>
          <Form.Item name="status" label={t('field.status')}>
            <Select
              allowClear
              options={toOptions(CORRECTION_STATUSES, language)}
              placeholder={t('insuringWeb.list.all')}
              data-testid="corrections-status"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="range" label={t('correctionWeb.enquiry.appliedRange')}>
            <BusinessDatePicker.RangePicker
              style={{ width: '100%' }}
              allowEmpty={[true, true]}
              data-testid="corrections-range"
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item label=" " colon={false}>
            <ListSearchButtons testId="corrections" onReset={onReset} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
