import { CheckCircleFilled, ExclamationCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  CURRENCIES,
  LETTER_OF_CREDIT_DEFAULT_PERCENT,
  LETTER_OF_CREDIT_RISKS,
  type LetterOfCreditCheckInput,
  type LetterOfCreditResult,
  toOptions,
} from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, Checkbox, Form, Input, List, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { checkLetterOfCredit } from './print.api.ts';

type CreditValues = LetterOfCreditCheckInput['credit'];
export type CreditCoverInput = LetterOfCreditCheckInput['cover'];

function Findings({ result }: { result: LetterOfCreditResult }) {
  const { t } = useTranslation();
  return (
    <div data-testid="credit-result" aria-live="polite">
      <Alert
        type={result.passed ? 'success' : 'warning'}
        showIcon
        message={t(result.passed ? 'document.web.creditAllPassed' : 'document.web.creditWarnings')}
      />
      <List
        size="small"
        dataSource={result.findings}
        renderItem={(finding) => (
          <List.Item data-testid={finding.passed ? 'credit-passed' : 'credit-warning'}>
            {finding.passed ? (
              <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginRight: 8 }} aria-hidden />
            ) : (
              <ExclamationCircleFilled
                style={{ color: 'var(--ant-color-warning)', marginRight: 8 }}
                aria-hidden
              />
            )}
            {finding.message}
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * "Check against the L/C" (UCP 600 art. 28): the customer types what the credit asks (currency, percentage,
 * risks); the server checks the cover the form states and warns before submit. `cover` reads the form;
 * null when the currency or the invoice amount is missing.
 */
export function LetterOfCreditCheck({
  cover,
  creditNo,
}: {
  cover: () => CreditCoverInput | null;
  creditNo?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [missingCover, setMissingCover] = useState(false);
  const [form] = Form.useForm<CreditValues>();
  const check = useMutation({ mutationFn: checkLetterOfCredit });
  const onFinish = (credit: CreditValues) => {
    const stated = cover();
    setMissingCover(stated === null);
    if (stated !== null) check.mutate({ cover: stated, credit: { ...credit, creditNo } });
  };
  const opened = () => {
    check.reset();
    setMissingCover(false);
    form.setFieldsValue({ currencyCode: cover()?.currencyCode ?? undefined });
    setOpen(true);
  };
  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} onClick={opened} data-testid="credit-check">
        {t('document.web.creditCheck')}
      </Button>
      <Modal
        open={open}
        title={t('document.web.creditTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('document.web.creditRun')}
        confirmLoading={check.isPending}
        okButtonProps={{ 'data-testid': 'credit-run' } as ButtonProps}
        width={640}
      >
        <p>{t('document.web.creditIntro')}</p>
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item
            name="currencyCode"
            label={t('document.web.creditCurrency')}
            rules={[{ required: true, message: t('error.fieldRequired') }]}
          >
            <Select
              options={toOptions(CURRENCIES, language)}
              showSearch
              optionFilterProp="label"
              data-testid="credit-currency"
            />
          </Form.Item>
          <Form.Item
            name="minimumPercent"
            label={t('document.web.creditPercent')}
            extra={t('document.web.creditPercentHelp')}
            rules={[{ pattern: /^\d{1,3}(\.\d{1,2})?$/, message: t('pricing.error.percentInvalid') }]}
          >
            <Input
              placeholder={String(LETTER_OF_CREDIT_DEFAULT_PERCENT)}
              maxLength={6}
              data-testid="credit-percent"
            />
          </Form.Item>
          <Form.Item name="requiredRisks" label={t('document.web.creditRisks')}>
            <Checkbox.Group
              options={toOptions(LETTER_OF_CREDIT_RISKS, language)}
              data-testid="credit-risks"
            />
          </Form.Item>
        </Form>
        {missingCover && <Alert type="error" showIcon message={t('document.web.creditNeedsCover')} />}
        {check.data !== undefined && <Findings result={check.data} />}
      </Modal>
    </>
  );
}
