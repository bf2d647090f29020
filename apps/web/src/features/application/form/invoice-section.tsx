import { type Language, ZInvoiceSection } from '@cargo/domain';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { SectionCard } from '../../../ui/form-kit.tsx';
import type { FormValues } from './form-values.ts';
import { rulesOf, type SectionProps } from './section-props.ts';

const upperCase = (value: string | undefined) => value?.toUpperCase();

/** Invoice info (SPEC §3): only VAT electronic ordinary invoices are issued (SPEC §5). */
export function InvoiceSection({ form, language }: SectionProps) {
  const { t } = useTranslation();
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
          <ActsOn>{t('insuringWeb.section.invoice')}</ActsOn>
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('insuringWeb.invoice.notice')} style={{ marginBottom: 16 }} />
      <InvoiceFields language={language} />
    </SectionCard>
  );
}

/** The invoice's title, tax numbers, billing address and phone, bank. */
function InvoiceFields({ language }: { language: Language }) {
  const { t } = useTranslation();
  const rules = rulesOf(ZInvoiceSection, language);
  return (
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
          normalize={upperCase}
        >
          <Input maxLength={40} data-testid="invoice-taxNo" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={['invoice', 'creditCode']}
          label={t('insuringWeb.invoice.creditCode')}
          rules={rules('creditCode')}
          normalize={upperCase}
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
  );
}
