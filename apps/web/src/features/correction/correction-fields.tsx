import { type Correctability, findRider, type Language, type UserProduct } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../api/shell.api.ts';
import { AmountInput } from '../../ui/amount-input.tsx';
import { currencyIso, optionName } from '../../ui/format.ts';
import { RidersInput } from '../application/index.ts';
import { FieldsCard, type FieldsProps, unitsCount, useItem } from './correction-field-kit.tsx';

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
            // The main clause is not corrected here; riders it already includes are shown but cannot be
            // ticked (the server refuses them too).
            <RidersInput
              riders={product.riders}
              mainClause={able.mainClause}
              mainClauseName={product.mainClauses.find((clause) => clause.code === able.mainClause)?.name}
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
