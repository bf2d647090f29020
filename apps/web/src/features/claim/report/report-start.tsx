import { ArrowRightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ZClaimSubjectRequest } from '@cargo/domain';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeIssue } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { clearChangedFieldErrors, showFieldIssues } from '../../../ui/zod-form.ts';
import { ReportDrafts } from './report-drafts.tsx';
import { CLAIM_PATHS } from './report-paths.ts';

/** /report with nothing chosen: the number of a policy or certificate to report on, and the drafts. */
export function ReportStart() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ policyNo?: string }>();

  const start = ({ policyNo }: { policyNo?: string }) => {
    const input = { policyNo: policyNo ?? '' };
    const parsed = ZClaimSubjectRequest.safeParse(input);
    if (parsed.success) {
      navigate(CLAIM_PATHS.report(parsed.data.policyNo));
      return;
    }
    showFieldIssues(
      form,
      parsed.error.issues,
      () => 'policyNo' as const,
      (issue) => describeIssue(language, issue, input),
    );
  };

  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 16 }} title={t('claimReportWeb.start.title')}>
        <Typography.Paragraph type="secondary">{t('claimReportWeb.start.intro')}</Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={start} onValuesChange={clearChangedFieldErrors(form)}>
          <Form.Item name="policyNo" label={t('claimReportWeb.start.policyNo')} style={{ minWidth: 420 }}>
            <Input
              allowClear
              inputMode="numeric"
              maxLength={20}
              placeholder={t('claimReportWeb.start.policyNoHint')}
              data-testid="report-start-policyNo"
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<ArrowRightOutlined />} data-testid="report-start">
              {t('claimReportWeb.start.go')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CLAIM_PATHS.online)}>
              {t('claimReportWeb.start.choosePolicy')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <ReportDrafts />
    </>
  );
}
