import { amountLabel } from '@cargo/domain';
import { publicEndpoints } from '@cargo/domain/api/public';
import {
  type GuaranteePolicyView,
  type GuaranteeQueryInput,
  ZGuaranteeQueryRequest,
} from '@cargo/domain/schemas/guarantee';
import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint-call';
import { isGatewayError } from '../../api/request';
import { useLanguage } from '../../i18n';
import { SubmitButton, TextField, type TextFieldSpec } from '../../ui/form-fields';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';

const STATUS_COLOURS: Record<string, string> = { '1': 'blue', '2': 'green', '3': 'default', '4': 'red' };

function GuaranteeResult({ policy }: { policy: GuaranteePolicyView }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" title={t('public.guaranteeQuery.result.title')} data-testid="guarantee-result">
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label={t('field.guaranteeNo')}>{policy.guaranteeNo}</Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.status')}>
          <Tag color={STATUS_COLOURS[policy.status]} data-testid="guarantee-status">
            {policy.statusName}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.product')}>
          {policy.productName}
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.applicant')}>
          {policy.applicantName}
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.beneficiary')}>
          {policy.beneficiaryName}
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.amount')}>
          {amountLabel(policy.guaranteedAmount, policy.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.period')}>
          {`${policy.startDate} ~ ${policy.endDate}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('public.guaranteeQuery.result.issueDate')}>
          {policy.issueDate}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The two numbers a guarantee is found by. */
const QUERY_FIELDS: readonly TextFieldSpec<keyof GuaranteeQueryInput>[] = [
  {
    name: 'guaranteeNo',
    label: 'field.guaranteeNo',
    testId: 'guarantee-number',
    placeholder: 'public.guaranteeQuery.placeholder.number',
    maxLength: 32,
    required: true,
    width: 240,
  },
  {
    name: 'creditCode',
    label: 'field.creditCode',
    testId: 'guarantee-credit-code',
    placeholder: 'public.guaranteeQuery.placeholder.creditCode',
    maxLength: 18,
    required: true,
    width: 260,
  },
];

/** The public guarantee policy query (SPEC §2 /guarantee-insurance-query): number and credit code together. */
export default function GuaranteeQueryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<GuaranteeQueryInput>();
  useRevalidateOnLanguageChange(form, language);
  // "Not found" is an answer of this page, shown in place of the result rather than as an error dialog.
  const search = useMutation({
    mutationFn: (body: GuaranteeQueryInput) =>
      call(publicEndpoints.guaranteeQuery, body, { loading: false, hideError: true }),
  });
  const onFinish = (values: GuaranteeQueryInput) => {
    const parsed = ZGuaranteeQueryRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    search.mutate(parsed.data);
  };
  const failure = isGatewayError(search.error) ? search.error.message : undefined;

  return (
    <PublicPage>
      <PageBanner title={t('public.guaranteeQuery.title')} subtitle={t('public.guaranteeQuery.subtitle')} />
      <PublicSection>
        <Card variant="borderless" style={{ marginBottom: 24 }}>
          <Typography.Paragraph type="secondary">{t('public.guaranteeQuery.hint')}</Typography.Paragraph>
          <Form form={form} layout="inline" onFinish={onFinish} style={{ rowGap: 12 }}>
            {QUERY_FIELDS.map((spec) => (
              <TextField
                key={spec.name}
                spec={spec}
                rule={zodRule(ZGuaranteeQueryRequest.shape[spec.name], spec.name, language)}
              />
            ))}
            <Form.Item>
              <SubmitButton pending={search.isPending} testId="guarantee-submit">
                {t('public.guaranteeQuery.submit')}
              </SubmitButton>
            </Form.Item>
          </Form>
        </Card>
        {failure !== undefined && (
          <Alert type="warning" showIcon message={failure} data-testid="guarantee-not-found" />
        )}
        {search.isSuccess && <GuaranteeResult policy={search.data} />}
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
