import { InfoCircleOutlined } from '@ant-design/icons';
import {
  CONVEYANCE_TYPES,
  isParcelProduct,
  type Language,
  LETTER_OF_CREDIT,
  toOptions,
  type UserProduct,
  ZTransportSection,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../../api/shell.api.ts';
import { BusinessDatePicker } from '../../../ui/business-date-picker.tsx';
import { dateItemProps, SectionCard } from '../../../ui/form-kit.tsx';
import { optionName } from '../../../ui/format.ts';
import { type CreditCoverInput, LetterOfCreditCheck } from '../../document/index.ts';
import { type FormValues, isLiabilityProduct } from './form-values.ts';
import { PortSelect } from './port-select.tsx';
import { DisasterWarnings } from './route-notices.tsx';
import { requiredIn, rulesOf, type SectionProps } from './section-props.ts';
import { SurveyAgentInput } from './survey-agent-input.tsx';
import { VesselLookup } from './vessel-lookup.tsx';

/** Transport info: numbers, conveyance, route (UN/LOCODE ports), L/C, vessel, courier. */
export function TransportSection({ form, product, language }: SectionProps) {
  const { t } = useTranslation();
  const liability = isLiabilityProduct(product);
  const isParcel = isParcelProduct(product.productCode);
  const hasSeaLeg =
    product.productKind === 'import' ||
    product.productKind === 'export' ||
    product.productCode === 'MP09110015';
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
        <ConveyanceFields form={form} product={product} language={language} />
        <RouteFields form={form} product={product} language={language} />
        <DisasterWarnings form={form} />
      </Row>
      {hasSeaLeg && <VesselFields form={form} language={language} />}
      {isParcel && <ParcelFields product={product} language={language} />}
    </SectionCard>
  );
}

/** Invoice and B/L numbers, the conveyance, its kind and departure date, the survey agent. */
function ConveyanceFields({ form, language, product }: SectionProps) {
  const required = requiredIn(product.productCode, 'transport');
  const { t } = useTranslation();
  const rules = rulesOf(ZTransportSection, language);
  return (
    <>
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
          required={required('conveyanceName')}
          rules={rules('conveyanceName')}
        >
          <Input maxLength={100} data-testid="transport-conveyance" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'carryMode']}
          label={t('field.carryMode')}
          required={required('carryMode')}
          rules={rules('carryMode')}
        >
          <Radio.Group options={toOptions(CONVEYANCE_TYPES, language)} data-testid="transport-carryMode" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'departureDate']}
          label={t('field.departureDate')}
          required={required('departureDate')}
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
          <SurveyAgentInput form={form} />
        </Form.Item>
      </Col>
    </>
  );
}

/** The cover the form states, for the L/C check; null until the currency and invoice amount are filled in. */
const creditCoverOf = ({ basic, transport, insurance }: FormValues): CreditCoverInput | null => {
  if (!insurance?.currencyCode || !insurance.invoiceAmount) return null;
  return {
    currencyCode: insurance.currencyCode,
    invoiceAmount: insurance.invoiceAmount,
    additionPercent: insurance.additionPercent == null ? '' : String(insurance.additionPercent),
    coverStartDate: basic?.insuranceBeginDate ?? '',
    shipmentDate: transport?.departureDate ?? '',
    mainClause: insurance.mainClause ?? '',
    riders: (insurance.riders ?? []).map((rider) => rider.riderCode),
  };
};

/** The route (departure, destination, transit ports) and the letter of credit with its number. */
function RouteFields({ form, product, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZTransportSection, language);
  const letterOfCredit = Form.useWatch(['transport', 'letterOfCredit'], form) as string | undefined;
  const required = requiredIn(product.productCode, 'transport');
  const { departureCountry, destinationCountry } = portCountriesOf(product);
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'departurePort']}
          label={t('field.departurePort')}
          required={required('departurePort')}
          rules={rules('departurePort')}
        >
          <PortSelect
            defaultCountry={departureCountry}
            testId="transport-departurePort"
            portLabel={t('field.departurePort')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'destinationPort']}
          label={t('field.destinationPort')}
          required={required('destinationPort')}
          rules={rules('destinationPort')}
        >
          <PortSelect
            defaultCountry={destinationCountry}
            testId="transport-destinationPort"
            portLabel={t('field.destinationPort')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'transitPort']}
          label={t('field.transitPort')}
          rules={rules('transitPort')}
        >
          <PortSelect testId="transport-transitPort" portLabel={t('field.transitPort')} />
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
      {letterOfCredit === '1' && (
        <Col xs={24} md={8} style={{ display: 'flex', alignItems: 'center' }}>
          <LetterOfCreditCheck
            cover={() => creditCoverOf(form.getFieldsValue(true) as FormValues)}
            creditNo={form.getFieldValue(['transport', 'creditNo']) as string | undefined}
          />
        </Col>
      )}
    </>
  );
}

/** The country a port search starts in: China at the domestic end of the route. */
const portCountriesOf = (product: UserProduct) => ({
  departureCountry: product.productKind === 'import' ? undefined : 'CN',
  destinationCountry: product.productKind === 'export' ? undefined : 'CN',
});

/** The vessel of a sea leg: classification society and age (an old or unclassed ship is referred). */
function VesselFields({ form, language }: Pick<SectionProps, 'form' | 'language'>) {
  const { t } = useTranslation();
  const rules = rulesOf(ZTransportSection, language);
  const baseData = useQuery(baseDataQuery());
  return (
    <>
      <Typography.Text strong style={{ display: 'block', margin: '4px 0 12px' }}>
        {t('insuringWeb.transport.vessel')}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8, fontSize: 12 }}>
          <InfoCircleOutlined /> {t('insuringWeb.transport.vesselHelp')}
        </Typography.Text>
      </Typography.Text>
      <Row gutter={16}>
        <VesselLookup form={form} />
      </Row>
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
  );
}

/** A parcel's courier company and tracking number. */
function ParcelFields({ product, language }: Pick<SectionProps, 'product' | 'language'>) {
  const required = requiredIn(product.productCode, 'transport');
  const { t } = useTranslation();
  const rules = rulesOf(ZTransportSection, language);
  const baseData = useQuery(baseDataQuery());
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name={['transport', 'courierCompany']}
          label={t('field.courierCompany')}
          required={required('courierCompany')}
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
          required={required('trackingNo')}
          rules={rules('trackingNo')}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Col>
    </Row>
  );
}
