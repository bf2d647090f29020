import { CheckCircleFilled, FileTextOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { type ClaimSubmitResult, todayInChina } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { businessTimeText } from '../../../ui/business-time.tsx';
import { FactList } from '../../../ui/fact-list.tsx';
import { IssuedNumber } from '../../../ui/issued-number.tsx';
import { downloadCarrierNotice } from '../claim-report.api.ts';
import { CLAIM_PATHS } from './report-paths.ts';

/** The carrier notice (document 34), to be sent before its last day. */
function CarrierNotice({ result }: { result: ClaimSubmitResult }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notice = useMutation({ mutationFn: () => downloadCarrierNotice(result.reportNo, language) });
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 16 }}
      title={t(
        result.carrierNoticeDue < todayInChina()
          ? 'claimReportWeb.result.carrierNoticeLate'
          : 'claimReportWeb.result.carrierNotice',
        { due: result.carrierNoticeDue },
      )}
      description={t('claimReportWeb.result.carrierNoticeHelp')}
      action={
        <Button
          icon={<FileTextOutlined />}
          loading={notice.isPending}
          onClick={() => notice.mutate()}
          data-testid="result-carrier-notice"
        >
          {t('claimReportWeb.result.downloadNotice')}
        </Button>
      }
      data-testid="result-carrier-alert"
    />
  );
}

/** What submitting answered: the report number, its status, and where to go on (documents, enquiry). */
export function ReportResultView({ result }: { result: ClaimSubmitResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" data-testid="report-result" data-report-no={result.reportNo}>
      <Result
        icon={<CheckCircleFilled style={{ color: '#389e0d' }} />}
        title={t(result.fastClaim ? 'claim.message.fastReported' : 'claim.message.reported', {
          reportNo: result.reportNo,
        })}
        subTitle={t('claimReportWeb.result.next')}
        extra={[
          <Button
            key="detail"
            type="primary"
            onClick={() => navigate(CLAIM_PATHS.detail(result.reportNo))}
            data-testid="result-detail"
          >
            {t('claimReportWeb.result.toDetail')}
          </Button>,
          <Button key="enquiry" onClick={() => navigate(CLAIM_PATHS.enquiry)} data-testid="result-enquiry">
            {t('claimReportWeb.result.toEnquiry')}
          </Button>,
        ]}
      />
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <FactList
          items={[
            {
              key: 'reportNo',
              label: t('field.reportNo'),
              children: <IssuedNumber value={result.reportNo} testId="result-report-no" />,
            },
            {
              key: 'status',
              label: t('claimReportWeb.result.status'),
              children: (
                <>
                  <Tag color="blue" data-testid="result-status" data-status={result.status}>
                    {result.statusName}
                  </Tag>
                  {result.fastClaim && (
                    <Tag color="green" icon={<ThunderboltOutlined />}>
                      {t('claimReportWeb.result.fastClaim')}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              key: 'reportedAt',
              label: t('claimReportWeb.result.reportedAt'),
              children: businessTimeText(result.reportedAt, t),
            },
            {
              key: 'due',
              label: t('claimReportWeb.review.carrierNoticeDue'),
              children: <span data-testid="result-carrier-due">{result.carrierNoticeDue}</span>,
            },
          ]}
        />
        <CarrierNotice result={result} />
      </div>
    </Card>
  );
}
