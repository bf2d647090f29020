import {
  type Correctability,
  findRider,
  type Language,
  type MessageKey,
  textUnits,
  type UserProduct,
  ZGoodsSection,
  ZInsuranceSection,
  ZTransportSection,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { baseDataQuery } from '../../api/shell.api.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { AmountInput } from '../application/form/amount-input.tsx';
import { dateItemProps, fieldRules } from '../application/form/form-kit.tsx';
import { PortSelect } from '../application/form/port-select.tsx';
import { RidersInput } from '../application/form/riders-input.tsx';
import { currencyIso, optionName } from '../application/format.ts';
import type { ChangeSection, TransportShape } from './correction-form-model.ts';

const SCHEMAS = { goods: ZGoodsSection, transport: ZTransportSection, insurance: ZInsuranceSection } as const;

interface FieldsProps {
  language: Language;
  /** 'section.field' of the fields that differ from the policy. */
  changed: ReadonlySet<string>;
}

/** Name, label (marked when changed), rules of the shared schema and test id of one correctable field. */
const useItem = ({ language, changed }: FieldsProps) => {
  const { t } = useTranslation();
  return (section: ChangeSection, field: string) => {
    const schema = SCHEMAS[section].shape as Record<string, z.ZodType>;
    const isChanged = changed.has(`${section}.${field}`);
    const label: ReactNode = (
      <span>
        {t(`field.${field}` as MessageKey)}
        {isChanged && (
          <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid={`changed-${field}`}>
            {t('correctionWeb.form.changed')}
          </Tag>
        )}
      </span>
    );
    return {
      name: ['changes', section, field],
      label,
      rules: fieldRules(schema[field] as z.ZodType, field, language),
    };
  };
};

const unitsCount = (limit: number) => ({
  formatter: ({ value }: { value: string }) => `${textUnits(value)} / ${limit}`,
});

function FieldsCard({ section, children }: { section: ChangeSection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={t(`correctionWeb.section.${section}`)}
      style={{ marginBottom: 16 }}
      data-testid={`correction-${section}`}
    >
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

/** Goods: name, description, marks and packing. */
export function GoodsFields(props: FieldsProps) {
  const { t } = useTranslation();
  const item = useItem(props);
  const baseData = useQuery(baseDataQuery());
  return (
    <FieldsCard section="goods">
      <Col xs={24} md={16}>
        <Form.Item {...item('goods', 'cargoName')}>
          <Input showCount={unitsCount(400)} data-testid="correction-cargoName" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('goods', 'packingCode')}>
          <Select
            allowClear
            loading={baseData.isPending}
            options={(baseData.data?.packingType ?? []).map((option) => ({
              value: option.valueCode,
              label: optionName(option, props.language),
            }))}
            placeholder={t('insuringWeb.common.choose')}
            data-testid="correction-packingCode"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...item('goods', 'goodsDescription')}>
          <Input.TextArea rows={3} showCount={unitsCount(2000)} data-testid="correction-goodsDescription" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...item('goods', 'marks')}>
          <Input.TextArea rows={3} showCount={unitsCount(400)} data-testid="correction-marks" />
        </Form.Item>
      </Col>
    </FieldsCard>
  );
}

/** Transport: documents, conveyance, departure date within the period, route; vessel or courier by product. */
export function TransportFields({
  shape,
  period,
  ...props
}: FieldsProps & { shape: TransportShape; period: { begin: string; end: string } }) {
  const { t } = useTranslation();
  const item = useItem(props);
  const baseData = useQuery(baseDataQuery());
  const text = (field: string, maxLength: number, span = 8) => (
    <Col xs={24} md={span} key={field}>
      <Form.Item {...item('transport', field)}>
        <Input maxLength={maxLength} data-testid={`correction-${field}`} />
      </Form.Item>
    </Col>
  );
  const port = (field: string) => (
    <Col xs={24} md={8} key={field}>
      <Form.Item {...item('transport', field)}>
        <PortSelect testId={`correction-${field}`} />
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
      {shape.vessel && (
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
      )}
      {shape.parcel && (
        <>
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
          {text('trackingNo', 50)}
        </>
      )}
    </FieldsCard>
  );
}

/** Insurance: invoice value and addition (the sum insured), riders of the product, claims-payable place. */
export function InsuranceFields({
  able,
  product,
  ...props
}: FieldsProps & { able: Correctability; product: UserProduct | undefined }) {
  const { t } = useTranslation();
  const item = useItem(props);
  const iso = currencyIso(able.currencyCode);
  return (
    <FieldsCard section="insurance">
      <Col xs={24} md={8}>
        <Form.Item {...item('insurance', 'invoiceAmount')}>
          <AmountInput currency={iso} data-testid="correction-invoiceAmount" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          {...item('insurance', 'additionPercent')}
          tooltip={t('insuringWeb.insurance.additionHelp')}
        >
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            suffix="%"
            data-testid="correction-additionPercent"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('insurance', 'claimPayableAt')}>
          <Input maxLength={100} data-testid="correction-claimPayableAt" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item {...item('insurance', 'riders')}>
          {product ? (
            // The policy's main clause is not part of the correction facts: the server refuses a rider
            // the clause already includes.
            <RidersInput
              riders={product.riders}
              mainClause={undefined}
              mainClauseName={undefined}
              currencyIso={iso}
            />
          ) : (
            <RidersReadOnly language={props.language} />
          )}
        </Form.Item>
      </Col>
    </FieldsCard>
  );
}

/** The policy's riders by name when its product is no longer among the account's (nothing to choose from). */
function RidersReadOnly({ value, language }: { value?: { riderCode: string }[] | null; language: Language }) {
  const { t } = useTranslation();
  const riders = value ?? [];
  const nameOf = (code: string) => {
    const rider = findRider(code);
    return rider ? (language === 'zh-CN' ? rider.zh : rider.en) : code;
  };
  return riders.length === 0 ? (
    <Typography.Text type="secondary">{t('insuringWeb.insurance.noRiders')}</Typography.Text>
  ) : (
    <span>
      {riders.map((rider) => (
        <Tag key={rider.riderCode}>{nameOf(rider.riderCode)}</Tag>
      ))}
    </span>
  );
}
