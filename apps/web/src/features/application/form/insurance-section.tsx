import { type QuoteResult, type UserProduct, ZInsuranceSection } from '@cargo/domain';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { SectionCard } from '../../../ui/form-kit.tsx';
import { currencyIso, currencyName, money } from '../../../ui/format.ts';
import { isLiabilityProduct } from './form-values.ts';
import { RidersInput } from './riders-input.tsx';
import { requiredIn, rulesOf, type SectionProps } from './section-props.ts';

type InsuranceProps = SectionProps & { quote: QuoteResult | undefined };

/** Insurance info: clause, riders, invoice value and currency, addition; the figures come from the server. */
export function InsuranceSection({ form, product, language, quote }: InsuranceProps) {
  const { t } = useTranslation();
  const mainClause = Form.useWatch(['insurance', 'mainClause'], form) as string | undefined;
  const currencyCode = Form.useWatch(['insurance', 'currencyCode'], form) as string | undefined;
  const clause = product.mainClauses.find((item) => item.code === mainClause);
  return (
    <SectionCard section="insurance" title={t('insuringWeb.section.insurance')}>
      <MainClauseField form={form} product={product} language={language} />
      <Form.Item name={['insurance', 'riders']} label={t('field.riders')}>
        <RidersInput
          riders={product.riders}
          mainClause={mainClause}
          mainClauseName={clause?.name}
          currencyIso={currencyIso(currencyCode)}
        />
      </Form.Item>
      <InsuranceFigures form={form} product={product} language={language} quote={quote} />
    </SectionCard>
  );
}

/** The main clause; a rider the new clause already includes is dropped (the server would refuse it). */
function MainClauseField({ form, product, language }: SectionProps) {
  const required = requiredIn(product.productCode, 'insurance');
  const { t } = useTranslation();
  const rules = rulesOf(ZInsuranceSection, language);
  const onClauseChange = () => {
    const next = form.getFieldValue(['insurance', 'mainClause']) as string | undefined;
    const riders = (form.getFieldValue(['insurance', 'riders']) ?? []) as { riderCode: string }[];
    const kept = riders.filter((rider) => !isIncludedIn(product, rider.riderCode, next));
    if (kept.length !== riders.length) form.setFieldValue(['insurance', 'riders'], kept);
  };
  return (
    <Form.Item
      name={['insurance', 'mainClause']}
      label={t('field.mainClause')}
      required={required('mainClause')}
      rules={rules('mainClause')}
    >
      <Radio.Group onChange={onClauseChange} data-testid="insurance-mainClause">
        {product.mainClauses.map((item) => (
          <Radio.Button key={item.code} value={item.code} data-testid={`clause-${item.code}`}>
            {item.name}
            <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
              {`${item.rate}%${item.isAnnual ? t('insuringWeb.insurance.perYear') : ''}`}
            </Typography.Text>
          </Radio.Button>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

const isIncludedIn = (product: UserProduct, riderCode: string, mainClause: string | undefined) =>
  product.riders.find((item) => item.code === riderCode)?.includedIn.includes(mainClause ?? '') ?? false;

/** Currency, invoice amount and addition; the insured amount, rate and premium the server computed. */
function InsuranceFigures({ form, product, language, quote }: InsuranceProps) {
  const required = requiredIn(product.productCode, 'insurance');
  const { t } = useTranslation();
  const rules = rulesOf(ZInsuranceSection, language);
  const currencyCode = Form.useWatch(['insurance', 'currencyCode'], form) as string | undefined;
  const shown = (value: string | undefined) => (
    <Typography.Text strong={value !== undefined} type={value === undefined ? 'secondary' : undefined}>
      {value ?? t('insuringWeb.insurance.computedByServer')}
    </Typography.Text>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name={['insurance', 'currencyCode']}
          label={t('field.currencyCode')}
          required={required('currencyCode')}
          rules={rules('currencyCode')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={product.currencyCodes.map((code) => ({
              value: code,
              label: currencyName(code, language),
            }))}
            data-testid="insurance-currency"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['insurance', 'invoiceAmount']}
          label={t('field.invoiceAmount')}
          required={required('invoiceAmount')}
          rules={rules('invoiceAmount')}
        >
          <AmountInput currency={currencyIso(currencyCode)} data-testid="insurance-invoiceAmount" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['insurance', 'additionPercent']}
          label={t('field.additionPercent')}
          rules={rules('additionPercent')}
          tooltip={t('insuringWeb.insurance.additionHelp')}
        >
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            disabled={isLiabilityProduct(product)}
            suffix="%"
            data-testid="insurance-addition"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('field.insuredAmount')}>
          {shown(quote ? money(quote.currencyCode, quote.insuredAmount) : undefined)}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('field.rate')}>{shown(quote ? `${quote.rate}%` : undefined)}</Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('field.premium')}>
          {shown(quote ? money(quote.currencyCode, quote.premium) : undefined)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['insurance', 'claimPayableAt']}
          label={t('field.claimPayableAt')}
          rules={rules('claimPayableAt')}
        >
          <Input maxLength={100} placeholder={t('insuringWeb.insurance.claimPayableAtPlaceholder')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
