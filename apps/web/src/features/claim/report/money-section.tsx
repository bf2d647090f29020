import { CLAIM_LIMITS, CURRENCIES, SETTLEMENT_PREFERENCES, toOptions } from '@cargo/domain';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { currencyIso, currencyName } from '../../../ui/format.ts';
import { GoodsLines } from './goods-lines.tsx';
import { needsGoodsLines, type ReportFormValues } from './report-form-model.ts';
import { ReportSection } from './report-section.tsx';

/** The estimated loss and its currency (the policy's by default). */
function EstimateFields() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currency = Form.useWatch<ReportFormValues['estimatedCurrency']>('estimatedCurrency') ?? '';
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="estimatedCurrency" label={t('field.estimatedCurrency')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={CURRENCIES.map((item) => ({
              value: item.code,
              label: currencyName(item.code, language),
            }))}
            data-testid="report-estimatedCurrency"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="estimatedLoss"
          label={t('field.estimatedLoss')}
          required
          extra={t('claimReportWeb.money.estimateHint')}
        >
          <AmountInput currency={currencyIso(currency)} maxLength={20} data-testid="report-estimatedLoss" />
        </Form.Item>
      </Col>
    </>
  );
}

/** What the loss comes to, the goods lost or damaged, the carrier held liable and how to settle. */
export function MoneySection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lossType = Form.useWatch<ReportFormValues['lossType']>('lossType');
  return (
    <ReportSection section="money" title={t('claimReportWeb.section.money')}>
      <Row gutter={16}>
        <EstimateFields />
        <Col xs={24} md={8}>
          <Form.Item
            name="carrierName"
            label={t('field.carrierName')}
            extra={t('claimReportWeb.money.carrierHint')}
          >
            <Input maxLength={CLAIM_LIMITS.carrierName} data-testid="report-carrierName" />
          </Form.Item>
        </Col>
      </Row>
      <div style={{ marginBottom: 24 }}>
        <GoodsLines required={needsGoodsLines(lossType)} />
      </div>
      <Form.Item name="settlementPreference" label={t('field.settlementPreference')} required>
        <Radio.Group
          options={toOptions(SETTLEMENT_PREFERENCES, language)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          data-testid="report-settlementPreference"
        />
      </Form.Item>
    </ReportSection>
  );
}
