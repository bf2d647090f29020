import { DECLARATION_LIMITS, type OpenPolicyDetail } from '@cargo/domain';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessDatePicker, DATE_FORMAT } from '../../../ui/business-date-picker.tsx';
import styles from '../declaration.module.css';
import type { DeclarationFormValues } from '../declaration-form-model.ts';
import { PortInput } from '../port-input.tsx';
import { useDeclarationOptions } from '../use-declaration-options.ts';
import { dateBinding, type FieldProps, HALF } from './field-props.ts';

type NameLanguage = 'zh' | 'en';

/** A country of the route and the port in it, the port suggested from that country's list. */
function CountryAndPort({
  field,
  country,
  port,
  countryCode,
  nameLanguage,
}: {
  field: FieldProps;
  country: 'departureCountry' | 'destinationCountry';
  port: 'loadingPort' | 'dischargePort';
  countryCode: string | undefined;
  nameLanguage: NameLanguage;
}) {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  return (
    <>
      <Col {...HALF}>
        <Form.Item {...field(country)}>
          <Select
            options={options.countries}
            loading={options.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('declarationWeb.placeholder.country')}
            data-testid={`input-${country}`}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item {...field(port)}>
          <PortInput
            countryCode={countryCode}
            nameLanguage={nameLanguage}
            maxLength={DECLARATION_LIMITS[port]}
            placeholder={t('declarationWeb.placeholder.port')}
            data-testid={`input-${port}`}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** The via port; its country only narrows the port suggestions and is not sent. */
function ViaPort({
  field,
  nameLanguage,
  viaCountry,
  onViaCountryChange,
}: {
  field: FieldProps;
  nameLanguage: NameLanguage;
  viaCountry: string | undefined;
  onViaCountryChange: (code: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  return (
    <>
      <Col {...HALF}>
        <Form.Item label={t('declarationWeb.form.viaCountry')} htmlFor="declaration-via-country">
          <Select
            id="declaration-via-country"
            value={viaCountry}
            onChange={onViaCountryChange}
            allowClear
            options={options.countries}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('declarationWeb.placeholder.viaCountry')}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item {...field('viaPort')}>
          <PortInput
            countryCode={viaCountry}
            nameLanguage={nameLanguage}
            maxLength={DECLARATION_LIMITS.viaPort}
            placeholder={t('declarationWeb.placeholder.viaPort')}
            data-testid="input-viaPort"
          />
        </Form.Item>
      </Col>
    </>
  );
}

interface TransportSectionProps {
  field: FieldProps;
  values: DeclarationFormValues;
  policy: OpenPolicyDetail;
  viaCountry: string | undefined;
  onViaCountryChange: (code: string | undefined) => void;
}

/** Conveyance, route (countries and ports) and the sailing date within the policy period. */
export function TransportSection({
  field,
  values,
  policy,
  viaCountry,
  onViaCountryChange,
}: TransportSectionProps) {
  const { t } = useTranslation();
  // Ports are printed in Chinese only on a Chinese certificate.
  const nameLanguage: NameLanguage = values.printLanguage === '01' ? 'zh' : 'en';
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.transport')}>
      <Form.Item {...field('conveyance')}>
        <Input
          maxLength={DECLARATION_LIMITS.conveyance}
          placeholder={t('declarationWeb.placeholder.conveyance')}
          data-testid="input-conveyance"
        />
      </Form.Item>
      <Row gutter={16}>
        <CountryAndPort
          field={field}
          country="departureCountry"
          port="loadingPort"
          countryCode={values.departureCountry}
          nameLanguage={nameLanguage}
        />
        <CountryAndPort
          field={field}
          country="destinationCountry"
          port="dischargePort"
          countryCode={values.destinationCountry}
          nameLanguage={nameLanguage}
        />
        <ViaPort
          field={field}
          nameLanguage={nameLanguage}
          viaCountry={viaCountry}
          onViaCountryChange={onViaCountryChange}
        />
        <Col {...HALF}>
          <Form.Item
            {...field(
              'sailingDate',
              t('declarationWeb.hint.sailingDate', { start: policy.effectiveDate, end: policy.endDate }),
            )}
            {...dateBinding}
          >
            <BusinessDatePicker
              style={{ width: '100%' }}
              format={DATE_FORMAT}
              data-testid="input-sailingDate"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
