import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../api/shell.api.ts';
import type { Dayjs } from '../../i18n/dayjs.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { dateItemProps } from '../../ui/form-kit.tsx';
import { optionName } from '../../ui/format.ts';
import { PortSelect } from '../application/index.ts';
import { FieldsCard, type FieldsProps, useItem } from './correction-field-kit.tsx';
import type { TransportShape } from './correction-form-model.ts';

/** Transport: documents, conveyance, departure date within the period, route; vessel or courier by product. */
export function TransportFields({
  shape,
  period,
  ...props
}: FieldsProps & { shape: TransportShape; period: { begin: string; end: string } }) {
  const { t } = useTranslation();
  const item = useItem(props);
  const text = (field: string, maxLength: number, span = 8) => (
    <Col xs={24} md={span} key={field}>
      <Form.Item {...item('transport', field)}>
        <Input maxLength={maxLength} data-testid={`correction-${field}`} />
      </Form.Item>
    </Col>
  );
  const port = (field: 'departurePort' | 'destinationPort' | 'transitPort') => (
    <Col xs={24} md={8} key={field}>
      <Form.Item {...item('transport', field)}>
        <PortSelect testId={`correction-${field}`} portLabel={t(`field.${field}`)} />
      </Form.Item>
    </Col>
  );
  const outsidePeriod = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    return day < period.begin || day > period.end;
  };
  return (
    <FieldsCard section="transport">
      {text('invoiceNo', 50)}
      {text('blNo', 50)}
      {text('conveyanceName', 100)}
      <Col xs={24} md={8}>
        <Form.Item {...item('transport', 'departureDate')} {...dateItemProps}>
          <BusinessDatePicker
            style={{ width: '100%' }}
            disabledDate={outsidePeriod}
            data-testid="correction-departureDate"
          />
        </Form.Item>
      </Col>
      {port('departurePort')}
      {port('destinationPort')}
      {port('transitPort')}
      {text('surveyAgent', 100)}
      {text('creditNo', 50)}
      {shape.vessel && <VesselFields {...props} />}
      {shape.parcel && (
        <>
          <CourierField {...props} />
          {text('trackingNo', 50)}
        </>
      )}
    </FieldsCard>
  );
}

/** A vessel's classification society and age (sea transport). */
function VesselFields(props: FieldsProps) {
  const { t } = useTranslation();
  const item = useItem(props);
  const baseData = useQuery(baseDataQuery());
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item {...item('transport', 'iacsClass')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={baseData.isPending}
            options={(baseData.data?.classificationSociety ?? []).map((option) => ({
              value: option.valueCode,
              label: `${optionName(option, props.language)} (${option.valueCode})`,
            }))}
            placeholder={t('insuringWeb.common.choose')}
            data-testid="correction-iacsClass"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('transport', 'shipAge')}>
          <InputNumber
            style={{ width: '100%' }}
            suffix={t('insuringWeb.transport.years')}
            data-testid="correction-shipAge"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** The courier company of a parcel. */
function CourierField(props: FieldsProps) {
  const { t } = useTranslation();
  const item = useItem(props);
  const baseData = useQuery(baseDataQuery());
  return (
    <Col xs={24} md={8}>
      <Form.Item {...item('transport', 'courierCompany')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={(baseData.data?.courierCompany ?? []).map((option) => ({
            value: option.valueCode,
            label: optionName(option, props.language),
          }))}
          placeholder={t('insuringWeb.common.choose')}
          data-testid="correction-courierCompany"
        />
      </Form.Item>
    </Col>
  );
}
