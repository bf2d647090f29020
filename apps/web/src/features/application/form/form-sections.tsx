import { InfoCircleOutlined } from '@ant-design/icons';
import {
  CONVEYANCE_TYPES,
  GOODS_CATEGORIES,
  type Language,
  LETTER_OF_CREDIT,
  type QuoteResult,
  textUnits,
  todayInChina,
  toOptions,
  type UserProduct,
  ZBasicSection,
  ZGoodsSection,
  ZInsuranceSection,
  ZInvoiceSection,
  ZOtherSection,
  ZTransportSection,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { baseDataQuery } from '../../../api/shell.api.ts';
import { BusinessDatePicker } from '../../../ui/business-date-picker.tsx';
import { currencyIso, currencyName, money, optionName } from '../format.ts';
import { AmountInput } from './amount-input.tsx';
import { dateItemProps, fieldRules, SectionCard } from './form-kit.tsx';
import { type FormValues, isLiabilityProduct } from './form-values.ts';
import { PortSelect } from './port-select.tsx';
import { RidersInput } from './riders-input.tsx';

interface SectionProps {
  form: FormInstance;
  product: UserProduct;
  language: Language;
}

const rulesOf =
  <S extends z.ZodObject>(schema: S, language: Language) =>
  (field: keyof S['shape'] & string) =>
    fieldRules(schema.shape[field] as z.ZodType, field, language);

const PARCEL_PRODUCT = 'MP09110011';

/** Basic info: the insurance period; annual products show the short-term rate of the quote. */
export function BasicSection({ language, quote }: SectionProps & { quote: QuoteResult | undefined }) {
  const { t } = useTranslation();
  const rules = rulesOf(ZBasicSection, language);
  return (
    <SectionCard section="basic" title={t('insuringWeb.section.basic')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['basic', 'insuranceBeginDate']}
            label={t('field.insuranceBeginDate')}
            required
            rules={rules('insuranceBeginDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="basic-begin" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['basic', 'insuranceEndDate']}
            label={t('field.insuranceEndDate')}
            required
            rules={rules('insuranceEndDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="basic-end" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('insuringWeb.basic.shortTerm')} tooltip={t('insuringWeb.basic.shortTermHelp')}>
            <Typography.Text type={quote?.shortTerm ? undefined : 'secondary'}>
              {quote?.shortTerm
                ? t('insuringWeb.quote.shortTermValue', {
                    months: quote.shortTerm.months,
                    percent: quote.shortTerm.percent,
                  })
                : t('insuringWeb.basic.perShipment')}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </SectionCard>
  );
}

/** Invoice info (SPEC §3): only VAT electronic ordinary invoices are issued (SPEC §5). */
export function InvoiceSection({ form, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZInvoiceSection, language);
  const copyFromApplicant = () => {
    const applicant = (form.getFieldValue('applicant') ?? {}) as NonNullable<FormValues['applicant']>;
    form.setFieldsValue({
      invoice: {
        ...form.getFieldValue('invoice'),
        invoiceTitle: applicant.appliName ?? undefined,
        creditCode: applicant.appliIdType === '10' ? (applicant.appliIdNo ?? undefined) : undefined,
        billingAddress: applicant.appliAddress ?? undefined,
      },
    });
  };
  return (
    <SectionCard
      section="invoice"
      title={t('insuringWeb.section.invoice')}
      extra={
        <Button size="small" onClick={copyFromApplicant} data-testid="invoice-copy">
          {t('insuringWeb.invoice.copyApplicant')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('insuringWeb.invoice.notice')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['invoice', 'invoiceTitle']}
            label={t('field.invoiceTitle')}
            rules={rules('invoiceTitle')}
          >
            <Input maxLength={100} data-testid="invoice-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={['invoice', 'taxNo']}
            label={t('field.taxNo')}
            rules={rules('taxNo')}
            normalize={(value: string | undefined) => value?.toUpperCase()}
          >
            <Input maxLength={40} data-testid="invoice-taxNo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={['invoice', 'creditCode']}
            label={t('insuringWeb.invoice.creditCode')}
            rules={rules('creditCode')}
            normalize={(value: string | undefined) => value?.toUpperCase()}
          >
            <Input maxLength={18} data-testid="invoice-creditCode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['invoice', 'billingAddress']}
            label={t('field.billingAddress')}
            rules={rules('billingAddress')}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['invoice', 'billingPhone']}
            label={t('field.billingPhone')}
            rules={rules('billingPhone')}
          >
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['invoice', 'bankName']} label={t('field.bankName')} rules={rules('bankName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['invoice', 'bankAccountNo']}
            label={t('field.bankAccountNo')}
            rules={rules('bankAccountNo')}
          >
            <Input maxLength={30} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
    </SectionCard>
  );
}

/** Goods info: categories of the pricing engine (they drive the rate and referrals). */
export function GoodsSection({ form, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZGoodsSection, language);
  const baseData = useQuery(baseDataQuery());
  const major = Form.useWatch(['goods', 'majorCategory'], form) as string | undefined;
  const majorOptions = GOODS_CATEGORIES.map((category) => ({
    value: category.code,
    label: language === 'zh-CN' ? category.zh : category.en,
  }));
  const subOptions = (GOODS_CATEGORIES.find((category) => category.code === major)?.subcategories ?? []).map(
    (sub) => ({ value: sub.code, label: language === 'zh-CN' ? sub.zh : sub.en }),
  );
  const unitsCount = (limit: number) => ({
    formatter: ({ value }: { value: string }) => `${textUnits(value)} / ${limit}`,
  });
  return (
    <SectionCard section="goods" title={t('insuringWeb.section.goods')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['goods', 'majorCategory']}
            label={t('field.majorCategory')}
            required
            rules={rules('majorCategory')}
          >
            <Select
              options={majorOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('insuringWeb.common.choose')}
              data-testid="goods-major"
              onChange={() => form.setFieldValue(['goods', 'subCategory'], undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['goods', 'subCategory']}
            label={t('field.subCategory')}
            required
            rules={rules('subCategory')}
          >
            <Select
              options={subOptions}
              disabled={!major}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={major ? t('insuringWeb.common.choose') : t('insuringWeb.goods.chooseMajorFirst')}
              data-testid="goods-sub"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['goods', 'packingCode']}
            label={t('field.packingCode')}
            rules={rules('packingCode')}
          >
            <Select
              allowClear
              loading={baseData.isPending}
              options={(baseData.data?.packingType ?? []).map((option) => ({
                value: option.valueCode,
                label: optionName(option, language),
              }))}
              placeholder={t('insuringWeb.common.choose')}
              data-testid="goods-packing"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name={['goods', 'cargoName']}
            label={t('field.cargoName')}
            required
            rules={rules('cargoName')}
          >
            <Input showCount={unitsCount(400)} data-testid="goods-cargoName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['goods', 'internalBusinessNo']}
            label={t('field.internalBusinessNo')}
            rules={rules('internalBusinessNo')}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['goods', 'goodsDescription']}
            label={t('field.goodsDescription')}
            required
            rules={rules('goodsDescription')}
          >
            <Input.TextArea rows={4} showCount={unitsCount(2000)} data-testid="goods-description" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['goods', 'marks']} label={t('field.marks')} rules={rules('marks')}>
            <Input.TextArea rows={4} showCount={unitsCount(400)} data-testid="goods-marks" />
          </Form.Item>
        </Col>
      </Row>
    </SectionCard>
  );
}

/** Transport info: numbers, conveyance, route (UN/LOCODE ports), L/C, vessel, courier. */
export function TransportSection({ form, product, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZTransportSection, language);
  const baseData = useQuery(baseDataQuery());
  const letterOfCredit = Form.useWatch(['transport', 'letterOfCredit'], form) as string | undefined;
  const liability = isLiabilityProduct(product);
  const required = !liability;
  const isParcel = product.productCode === PARCEL_PRODUCT;
  const hasSeaLeg =
    product.productKind === 'import' ||
    product.productKind === 'export' ||
    product.productCode === 'MP09110015';
  const departureCountry = product.productKind === 'import' ? undefined : 'CN';
  const destinationCountry = product.productKind === 'export' ? undefined : 'CN';
  return (
    <SectionCard section="transport" title={t('insuringWeb.section.transport')}>
      {liability && (
        <Alert
          type="info"
          showIcon
          title={t('insuringWeb.transport.liabilityNote')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'invoiceNo']}
            label={t('field.invoiceNo')}
            rules={rules('invoiceNo')}
            dependencies={[['transport', 'blNo']]}
            tooltip={t('insuringWeb.transport.invoiceOrBl')}
          >
            <Input maxLength={50} data-testid="transport-invoiceNo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['transport', 'blNo']} label={t('field.blNo')} rules={rules('blNo')}>
            <Input maxLength={50} data-testid="transport-blNo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'conveyanceName']}
            label={t('field.conveyanceName')}
            required={required}
            rules={rules('conveyanceName')}
          >
            <Input maxLength={100} data-testid="transport-conveyance" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'carryMode']}
            label={t('field.carryMode')}
            required={required}
            rules={rules('carryMode')}
          >
            <Radio.Group options={toOptions(CONVEYANCE_TYPES, language)} data-testid="transport-carryMode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'departureDate']}
            label={t('field.departureDate')}
            required={required}
            rules={rules('departureDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="transport-departureDate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'surveyAgent']}
            label={t('field.surveyAgent')}
            rules={rules('surveyAgent')}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'departurePort']}
            label={t('field.departurePort')}
            required={required}
            rules={rules('departurePort')}
          >
            <PortSelect defaultCountry={departureCountry} testId="transport-departurePort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'destinationPort']}
            label={t('field.destinationPort')}
            required={required}
            rules={rules('destinationPort')}
          >
            <PortSelect defaultCountry={destinationCountry} testId="transport-destinationPort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'transitPort']}
            label={t('field.transitPort')}
            rules={rules('transitPort')}
          >
            <PortSelect testId="transport-transitPort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['transport', 'letterOfCredit']}
            label={t('field.letterOfCredit')}
            rules={rules('letterOfCredit')}
          >
            <Radio.Group options={toOptions(LETTER_OF_CREDIT, language)} data-testid="transport-lc" />
          </Form.Item>
        </Col>
        {letterOfCredit === '1' && (
          <Col xs={24} md={8}>
            <Form.Item
              name={['transport', 'creditNo']}
              label={t('field.creditNo')}
              required
              rules={rules('creditNo')}
            >
              <Input maxLength={50} data-testid="transport-creditNo" />
            </Form.Item>
          </Col>
        )}
      </Row>
      {hasSeaLeg && (
        <>
          <Typography.Text strong style={{ display: 'block', margin: '4px 0 12px' }}>
            {t('insuringWeb.transport.vessel')}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8, fontSize: 12 }}>
              <InfoCircleOutlined /> {t('insuringWeb.transport.vesselHelp')}
            </Typography.Text>
          </Typography.Text>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name={['transport', 'iacsClass']}
                label={t('field.iacsClass')}
                rules={rules('iacsClass')}
              >
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={baseData.isPending}
                  options={(baseData.data?.classificationSociety ?? []).map((option) => ({
                    value: option.valueCode,
                    label: `${optionName(option, language)} (${option.valueCode})`,
                  }))}
                  placeholder={t('insuringWeb.common.choose')}
                  data-testid="transport-iacs"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name={['transport', 'shipAge']} label={t('field.shipAge')} rules={rules('shipAge')}>
                <InputNumber
                  style={{ width: '100%' }}
                  suffix={t('insuringWeb.transport.years')}
                  data-testid="transport-shipAge"
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      {isParcel && (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={['transport', 'courierCompany']}
              label={t('field.courierCompany')}
              required
              rules={rules('courierCompany')}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(baseData.data?.courierCompany ?? []).map((option) => ({
                  value: option.valueCode,
                  label: optionName(option, language),
                }))}
                placeholder={t('insuringWeb.common.choose')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['transport', 'trackingNo']}
              label={t('field.trackingNo')}
              required
              rules={rules('trackingNo')}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </SectionCard>
  );
}

/** Insurance info: clause, riders, invoice value and currency, addition; the figures come from the server. */
export function InsuranceSection({
  form,
  product,
  language,
  quote,
}: SectionProps & { quote: QuoteResult | undefined }) {
  const { t } = useTranslation();
  const rules = rulesOf(ZInsuranceSection, language);
  const mainClause = Form.useWatch(['insurance', 'mainClause'], form) as string | undefined;
  const currencyCode = Form.useWatch(['insurance', 'currencyCode'], form) as string | undefined;
  const clause = product.mainClauses.find((item) => item.code === mainClause);
  const liability = isLiabilityProduct(product);
  const iso = currencyIso(currencyCode);
  const onClauseChange = () => {
    // A rider the new clause already includes is dropped (the server would refuse it).
    const next = form.getFieldValue(['insurance', 'mainClause']) as string | undefined;
    const riders = (form.getFieldValue(['insurance', 'riders']) ?? []) as { riderCode: string }[];
    const kept = riders.filter(
      (rider) =>
        !product.riders.find((item) => item.code === rider.riderCode)?.includedIn.includes(next ?? ''),
    );
    if (kept.length !== riders.length) form.setFieldValue(['insurance', 'riders'], kept);
  };
  const shown = (value: string | undefined) => (
    <Typography.Text strong={value !== undefined} type={value === undefined ? 'secondary' : undefined}>
      {value ?? t('insuringWeb.insurance.computedByServer')}
    </Typography.Text>
  );
  return (
    <SectionCard section="insurance" title={t('insuringWeb.section.insurance')}>
      <Form.Item
        name={['insurance', 'mainClause']}
        label={t('field.mainClause')}
        required
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
      <Form.Item name={['insurance', 'riders']} label={t('field.riders')}>
        <RidersInput
          riders={product.riders}
          mainClause={mainClause}
          mainClauseName={clause?.name}
          currencyIso={iso}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['insurance', 'currencyCode']}
            label={t('field.currencyCode')}
            required
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
            required
            rules={rules('invoiceAmount')}
          >
            <AmountInput currency={iso} data-testid="insurance-invoiceAmount" />
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
              disabled={liability}
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
    </SectionCard>
  );
}

/** Deductible info (SPEC §3): what the server's quote says for the goods and the sum insured. */
export function DeductibleSection({ quote }: { quote: QuoteResult | undefined }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="deductible" title={t('insuringWeb.section.deductible')}>
      <Table
        size="small"
        pagination={false}
        rowKey="item"
        dataSource={quote?.deductibles ?? []}
        locale={{ emptyText: t('insuringWeb.deductible.empty') }}
        columns={[
          { title: t('insuringWeb.deductible.item'), dataIndex: 'item' },
          { title: t('insuringWeb.deductible.type'), dataIndex: 'deductibleType' },
          {
            title: t('insuringWeb.deductible.ratio'),
            dataIndex: 'ratio',
            render: (ratio: string) => `${ratio}%`,
          },
          {
            title: t('insuringWeb.deductible.lossAmount'),
            dataIndex: 'lossAmount',
            render: (amount: string) => money(quote?.currencyCode, amount),
          },
          {
            title: t('insuringWeb.deductible.amount'),
            dataIndex: 'amount',
            render: (amount: string) => money(quote?.currencyCode, amount),
          },
          {
            title: t('insuringWeb.deductible.description'),
            dataIndex: 'description',
            render: (text: string, line) => (
              <span>
                {text}
                {line.isMandatory && (
                  <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
                    {t('insuringWeb.deductible.mandatory')}
                  </Typography.Text>
                )}
              </span>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** Other info: signing date, anti-dated confirmation (start before today), declaration. */
export function OtherSection({ form, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZOtherSection, language);
  const begin = Form.useWatch(['basic', 'insuranceBeginDate'], form) as string | undefined;
  const isAntiDated = typeof begin === 'string' && begin !== '' && begin < todayInChina();
  return (
    <SectionCard section="other" title={t('insuringWeb.section.other')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['other', 'signDate']}
            label={t('field.signDate')}
            rules={rules('signDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="other-signDate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          {isAntiDated && (
            <Form.Item
              name={['other', 'antiDatedConfirmed']}
              valuePropName="checked"
              label={t('field.antiDatedConfirmed')}
              required
              rules={rules('antiDatedConfirmed')}
            >
              <Checkbox data-testid="other-antiDated">{t('insuringWeb.other.antiDatedConfirm')}</Checkbox>
            </Form.Item>
          )}
        </Col>
        <Col span={24}>
          <Form.Item
            name={['other', 'declaration']}
            label={t('field.declaration')}
            rules={rules('declaration')}
          >
            <Input.TextArea
              rows={3}
              showCount={{ formatter: ({ value }) => `${textUnits(value)} / 400` }}
              placeholder={t('insuringWeb.other.declarationPlaceholder')}
              data-testid="other-declaration"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 13 }}>
        {t('insuringWeb.other.statement')}
      </Typography.Paragraph>
    </SectionCard>
  );
}
