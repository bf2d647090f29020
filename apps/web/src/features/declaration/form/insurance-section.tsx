import { CURRENCIES, DECLARATION_LIMITS, type OpenPolicyDetail } from '@cargo/domain';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import styles from '../declaration.module.css';
import { type FieldProps, HALF, unitCount } from './field-props.ts';

const THIRD = { xs: 24, md: 8 } as const;

/** Currency (the policy's), invoice amount and addition: what the insured amount is computed from. */
function AmountFields({ field, policy }: { field: FieldProps; policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currencyOptions = CURRENCIES.map((currency) => ({
    value: currency.code,
    label: `${currency.iso} · ${language === 'zh-CN' ? currency.zh : currency.en}`,
  }));
  return (
    <>
      <Col {...THIRD}>
        <Form.Item {...field('invoiceCurrency', t('declarationWeb.hint.currency'))}>
          <Select options={currencyOptions} disabled data-testid="input-invoiceCurrency" />
        </Form.Item>
      </Col>
      <Col {...THIRD}>
        <Form.Item {...field('invoiceAmount')}>
          <Input
            inputMode="decimal"
            prefix={policy.currency}
            maxLength={20}
            placeholder={t('declarationWeb.placeholder.invoiceAmount')}
            data-testid="input-invoiceAmount"
          />
        </Form.Item>
      </Col>
      <Col {...THIRD}>
        <Form.Item
          {...field(
            'additionPercent',
            t('declarationWeb.hint.addition', {
              cap: policy.additionCapPercent,
              default: policy.defaultAdditionPercent,
            }),
          )}
        >
          <Input
            inputMode="decimal"
            suffix="%"
            maxLength={6}
            placeholder={policy.defaultAdditionPercent}
            data-testid="input-additionPercent"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** Clauses and riders of the open policy, the amounts, where claims are paid and the survey agent. */
export function InsuranceSection({ field, policy }: { field: FieldProps; policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.insurance')}>
      <Form.Item {...field('mainClause')}>
        <Radio.Group
          options={policy.mainClauses.map((clause) => ({ value: clause.code, label: clause.name }))}
          data-testid="input-mainClause"
        />
      </Form.Item>
      <Form.Item
        {...field('riders', policy.riders.length === 0 ? t('declarationWeb.hint.noRiders') : undefined)}
      >
        <Checkbox.Group
          options={policy.riders.map((rider) => ({ value: rider.code, label: rider.name }))}
          data-testid="input-riders"
        />
      </Form.Item>
      <Row gutter={16}>
        <AmountFields field={field} policy={policy} />
        <Col {...HALF}>
          <Form.Item {...field('claimPayableAt')}>
            <Input
              maxLength={DECLARATION_LIMITS.claimPayableAt}
              placeholder={t('declarationWeb.placeholder.claimPayableAt')}
              data-testid="input-claimPayableAt"
            />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item {...field('surveyAgent')}>
            <Input
              maxLength={DECLARATION_LIMITS.surveyAgent}
              placeholder={t('declarationWeb.placeholder.surveyAgent')}
              data-testid="input-surveyAgent"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...field('additionalInsurance')}>
        <Input.TextArea
          rows={2}
          count={unitCount(DECLARATION_LIMITS.additionalInsurance)}
          placeholder={t('declarationWeb.placeholder.additionalInsurance')}
          data-testid="input-additionalInsurance"
        />
      </Form.Item>
    </Card>
  );
}
