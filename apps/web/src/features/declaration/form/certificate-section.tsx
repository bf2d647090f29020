import { DECLARATION_LIMITS } from '@cargo/domain';
import { Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessDatePicker, DATE_FORMAT } from '../../../ui/business-date-picker.tsx';
import { LetterOfCreditCheck } from '../../document/index.ts';
import styles from '../declaration.module.css';
import { creditCoverOf, type DeclarationFormValues } from '../declaration-form-model.ts';
import { useDeclarationOptions } from '../use-declaration-options.ts';
import { dateBinding, type FieldProps, HALF, unitCount } from './field-props.ts';

const COLUMN = { display: 'flex', flexDirection: 'column', gap: 6 } as const;

/**
 * Letter of credit and its number (with the UCP 600 check of the cover against the credit, a warning only),
 * the issuing date and how dates are printed.
 */
function CreditAndDates({ field, values }: { field: FieldProps; values: DeclarationFormValues }) {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  return (
    <Row gutter={16}>
      <Col {...HALF}>
        <Form.Item {...field('letterOfCredit')}>
          <Radio.Group options={options.letterOfCredit} data-testid="input-letterOfCredit" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item {...field('letterOfCreditNo')}>
          <Input
            maxLength={DECLARATION_LIMITS.letterOfCreditNo}
            disabled={values.letterOfCredit !== '1'}
            placeholder={t('declarationWeb.placeholder.letterOfCreditNo')}
            data-testid="input-letterOfCreditNo"
          />
        </Form.Item>
      </Col>
      {values.letterOfCredit === '1' && (
        <Col span={24} style={{ marginBottom: 16 }}>
          <LetterOfCreditCheck cover={() => creditCoverOf(values)} creditNo={values.letterOfCreditNo} />
        </Col>
      )}
      <Col {...HALF}>
        <Form.Item {...field('issuingDate', t('declarationWeb.hint.issuingDate'))} {...dateBinding}>
          <BusinessDatePicker
            style={{ width: '100%' }}
            format={DATE_FORMAT}
            data-testid="input-issuingDate"
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item {...field('datePrintFormat')}>
          <Select
            options={options.datePrintFormats}
            loading={options.isLoading}
            data-testid="input-datePrintFormat"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** How the certificate is printed: language, paper and seal, and other information on it. */
export function CertificateSection({ field, values }: { field: FieldProps; values: DeclarationFormValues }) {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.certificate')}>
      <CreditAndDates field={field} values={values} />
      <Form.Item {...field('printLanguage')}>
        <Radio.Group options={options.printLanguages} data-testid="input-printLanguage" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...HALF}>
          <Form.Item {...field('paperType')}>
            <Radio.Group options={options.paperTypes} style={COLUMN} data-testid="input-paperType" />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item {...field('sealType')}>
            <Radio.Group options={options.sealTypes} style={COLUMN} data-testid="input-sealType" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...field('otherInformation')}>
        <Input.TextArea
          rows={2}
          count={unitCount(DECLARATION_LIMITS.otherInformation)}
          placeholder={t('declarationWeb.placeholder.otherInformation')}
          data-testid="input-otherInformation"
        />
      </Form.Item>
    </Card>
  );
}
