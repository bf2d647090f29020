import { CLAIM_CASE_STATUSES, todayInChina, toOptions } from '@cargo/domain';
import { Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Dayjs, dayjs } from '../../i18n/dayjs.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker, DATE_FORMAT } from '../../ui/business-date-picker.tsx';
import { ListSearchButtons } from '../../ui/list/list-search-buttons.tsx';
import { clearChangedFieldErrors } from '../../ui/zod-form.ts';

/** What the filter bar of the claims enquiry holds. */
export interface ClaimFilterValues {
  reportNo?: string;
  policyNo?: string;
  status?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Reported in the last 12 months, up to today in China. */
export const defaultClaimFilters = (): ClaimFilterValues => {
  const today = dayjs(todayInChina(), DATE_FORMAT);
  return { range: [today.subtract(12, 'month'), today] };
};

/** The filters as the fields of ZClaimListQuery (blanks left out). */
export const claimQueryInputOf = (filters: ClaimFilterValues) => ({
  reportNo: filters.reportNo?.trim() || undefined,
  policyNo: filters.policyNo?.trim() || undefined,
  status: filters.status || undefined,
  startDate: filters.range?.[0]?.format(DATE_FORMAT),
  endDate: filters.range?.[1]?.format(DATE_FORMAT),
});

/** The filter showing an issue of a query field (both dates, and their order, belong to the range). */
export const claimFilterOfPath = (head: string): keyof ClaimFilterValues =>
  head === 'reportNo' || head === 'policyNo' || head === 'status' ? head : 'range';

/** Report number (8 or 20 digits), policy or certificate number (4 or 20), status, reported date range. */
export function ClaimFilters({
  form,
  onSearch,
  onReset,
}: {
  form: FormInstance<ClaimFilterValues>;
  onSearch: (filters: ClaimFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Form<ClaimFilterValues>
      form={form}
      layout="vertical"
      initialValues={defaultClaimFilters()}
      onFinish={onSearch}
      onValuesChange={clearChangedFieldErrors(form)}
      aria-label={t('claimWeb.enquiry.filters')}
      data-testid="claims-filters"
    >
      <Row gutter={16} align="top">
        <Col xs={24} md={8} xl={5}>
          <Form.Item name="reportNo" label={t('field.reportNo')}>
            <Input
              allowClear
              maxLength={20}
              inputMode="numeric"
              placeholder={t('claimWeb.enquiry.reportNoPlaceholder')}
              data-testid="claims-reportNo"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={5}>
          <Form.Item name="policyNo" label={t('claimWeb.column.policyNo')}>
            <Input
              allowClear
              maxLength={20}
              inputMode="numeric"
              placeholder={t('claimWeb.enquiry.policyNoPlaceholder')}
              data-testid="claims-policyNo"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={4}>
          <Form.Item name="status" label={t('field.status')}>
            <Select
              allowClear
              options={toOptions(CLAIM_CASE_STATUSES, language)}
              placeholder={t('claimWeb.common.all')}
              data-testid="claims-status"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="range" label={t('claimWeb.enquiry.reportedRange')}>
            <BusinessDatePicker.RangePicker
              style={{ width: '100%' }}
              allowEmpty={[true, true]}
              data-testid="claims-range"
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item label=" " colon={false}>
            <ListSearchButtons testId="claims" onReset={onReset} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
