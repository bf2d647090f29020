import {
  INVOICE_LIMITS,
  type Invoice,
  type InvoiceSource,
  type InvoiceSourceKey,
  ZInvoiceRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { isGatewayError } from '../../api/request.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { TextFieldCols, type TextFieldInCol, type TextFieldSpec } from '../../ui/form-fields.tsx';
import { showServerIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { createInvoice, invoiceKeys } from './invoice.api.ts';

interface InvoiceFormValues {
  invoiceTitle: string;
  taxpayerNo: string;
  email: string;
  mobile: string;
  remarks: string;
  showForeignCurrency: boolean;
  showBlNo: boolean;
}

type Field = keyof InvoiceFormValues;

type TextName = 'invoiceTitle' | 'taxpayerNo' | 'email' | 'mobile';
const HALF = { xs: 24, md: 12 };

/** A text field of the request, labelled by its name. */
const text = (name: TextName, spec: Omit<TextFieldSpec<TextName>, 'name' | 'label'>) =>
  ({ name, label: `field.${name}`, col: HALF, ...spec }) as const satisfies TextFieldInCol<TextName>;

const TEXT_FIELDS = [
  text('invoiceTitle', {
    testId: 'invoice-title',
    kind: 'organization',
    maxLength: INVOICE_LIMITS.title,
    required: true,
  }),
  text('taxpayerNo', {
    testId: 'invoice-taxpayer',
    maxLength: 20,
    required: true,
    extra: 'invoice.web.taxpayerHint',
  }),
  text('email', {
    testId: 'invoice-email',
    kind: 'email',
    maxLength: INVOICE_LIMITS.email,
    required: true,
    extra: 'invoice.web.emailHint',
  }),
  text('mobile', { testId: 'invoice-mobile', kind: 'mobile' }),
];

/** The fields, each checked with the server's schema in the UI language. */
function InvoiceFields({ source }: { source: InvoiceSource }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = (field: Field) => zodRule(ZInvoiceRequest.shape[field], field, language);
  return (
    <Row gutter={16}>
      <TextFieldCols fields={TEXT_FIELDS} rule={rule} />
      <Col xs={24}>
        <Form.Item name="remarks" label={t('field.remarks')} rules={[rule('remarks')]}>
          <Input.TextArea rows={2} maxLength={INVOICE_LIMITS.remarks} data-testid="invoice-remarks" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="showForeignCurrency" valuePropName="checked" extra={t('invoice.web.foreignHint')}>
          <Checkbox disabled={source.currencyCode === '01'} data-testid="invoice-foreign">
            {t('field.showForeignCurrency')}
          </Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="showBlNo" valuePropName="checked" extra={t('invoice.web.blHint')}>
          <Checkbox disabled={source.blNo === ''} data-testid="invoice-bl">
            {t('field.showBlNo')}
          </Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The request form (SPEC §3 "Invoice request"), checked field by field with the server's schema. */
export function InvoiceRequestForm({
  source,
  sourceKey,
  onIssued,
}: {
  source: InvoiceSource;
  sourceKey: InvoiceSourceKey;
  onIssued: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvoiceFormValues>();
  useRevalidateOnLanguageChange(form, language);
  const submit = useMutation({
    mutationFn: (values: InvoiceFormValues) => createInvoice({ ...sourceKey, ...values }),
    onSuccess: async (invoice) => {
      message.success(t('invoice.web.issued', { invoiceNo: invoice.invoiceNo, email: invoice.email }));
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      onIssued(invoice);
    },
    onError: (error) => showServerIssues(form, error),
  });
  const failure = submit.error && !(isGatewayError(submit.error) && submit.error.issues.length > 0);
  const confirm = (values: InvoiceFormValues) =>
    modal.confirm({
      title: t('shell.page.invoiceRequest'),
      content: t('invoice.web.confirm', { title: values.invoiceTitle.trim(), email: values.email.trim() }),
      okText: t('invoice.web.submit'),
      onOk: () => submit.mutateAsync(values).catch(() => undefined),
    });
  return (
    <Form<InvoiceFormValues>
      form={form}
      layout="vertical"
      aria-label={t('shell.page.invoiceRequest')}
      initialValues={{
        ...source.defaults,
        mobile: '',
        remarks: '',
        showForeignCurrency: false,
        showBlNo: false,
      }}
      onFinish={confirm}
      data-testid="invoice-form"
    >
      <InvoiceFields source={source} />
      {failure ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={submit.error.message} />
      ) : null}
      <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="invoice-submit">
        {t('invoice.web.submit')}
      </Button>
    </Form>
  );
}
