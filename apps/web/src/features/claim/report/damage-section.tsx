import { CLAIM_LIMITS } from '@cargo/domain';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportFormValues } from './report-form-model.ts';
import { ReportSection } from './report-section.tsx';

function YesNoField({ name }: { name: 'propertyDamage' | 'personalInjury' | 'vehicleDamage' }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`field.${name}`)} required>
      <Radio.Group
        optionType="button"
        options={[
          { value: 'N', label: t('claimReportWeb.common.no') },
          { value: 'Y', label: t('claimReportWeb.common.yes') },
        ]}
        data-testid={`report-${name}`}
      />
    </Form.Item>
  );
}

const COUNT_FIELDS = ['outpatientCount', 'inpatientCount', 'deathCount'] as const;

/** Damage beyond the goods: third-party property, people hurt (by outcome), vehicles. */
export function DamageSection() {
  const { t } = useTranslation();
  const propertyDamage = Form.useWatch<ReportFormValues['propertyDamage']>('propertyDamage');
  const personalInjury = Form.useWatch<ReportFormValues['personalInjury']>('personalInjury');
  return (
    <ReportSection section="damage" title={t('claimReportWeb.section.damage')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <YesNoField name="propertyDamage" />
        </Col>
        <Col xs={24} md={8}>
          <YesNoField name="personalInjury" />
        </Col>
        <Col xs={24} md={8}>
          <YesNoField name="vehicleDamage" />
        </Col>
      </Row>
      {propertyDamage === 'Y' && (
        <Form.Item name="propertyDamageDetail" label={t('field.propertyDamageDetail')} required>
          <Input
            maxLength={CLAIM_LIMITS.propertyDamageDetail}
            placeholder={t('claimReportWeb.damage.propertyHint')}
            data-testid="report-propertyDamageDetail"
          />
        </Form.Item>
      )}
      {personalInjury === 'Y' && (
        <Row gutter={16}>
          {COUNT_FIELDS.map((name) => (
            <Col xs={24} md={8} key={name}>
              <Form.Item name={name} label={t(`field.${name}`)}>
                <InputNumber
                  min={0}
                  max={CLAIM_LIMITS.maxPersons}
                  precision={0}
                  style={{ width: '100%' }}
                  suffix={t('claimReportWeb.damage.persons')}
                  data-testid={`report-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </ReportSection>
  );
}
