import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ClaimDetail } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isGatewayError } from '../../api/request.ts';
import { claimDetailQuery, claimKeys } from './claim.api.ts';
import { ClaimCaseFacts } from './claim-case-facts.tsx';
import { ClaimStatusTag, FastClaimTag } from './claim-status-tag.tsx';
import { DocumentsSection } from './documents/documents-section.tsx';
import { CLAIM_PATHS, MONO } from './report/report-paths.ts';

const REPORT_NO = /^\d{20}$/;

/** Back to the enquiry: every state of the page has it, so it is never a dead end. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate(CLAIM_PATHS.enquiry)}
      data-testid="claim-back"
    >
      {t('claimWeb.detail.back')}
    </Button>
  );
}

/** A number that is not one, a claim of another account or none at all: said plainly, with the way back. */
function ClaimMissing({
  reportNo,
  error,
  onRetry,
}: {
  reportNo: string;
  error?: Error;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const valid = REPORT_NO.test(reportNo);
  const notFound = !valid || (isGatewayError(error) && error.httpStatus === 404) || error === undefined;
  return (
    <div className="page-card" data-testid="claim-not-found">
      <Result
        status={notFound ? '404' : 'error'}
        title={t(notFound ? 'claimWeb.detail.notFound' : 'claimWeb.detail.loadFailed')}
        subTitle={
          !valid
            ? t('claimWeb.detail.badReportNo')
            : notFound
              ? t('claimWeb.detail.notFoundHint', { reportNo })
              : error?.message
        }
        extra={
          <Space>
            {notFound || !onRetry ? null : <Button onClick={onRetry}>{t('claimWeb.common.retry')}</Button>}
            <BackButton />
          </Space>
        }
      />
    </div>
  );
}

function DetailHeader({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('shell.page.claimDetail')}</h2>
      <Typography.Text
        copyable={{ text: claim.reportNo }}
        style={{ fontFamily: MONO }}
        data-testid="claim-report-no"
      >
        {t('claimWeb.detail.reportNo', { reportNo: claim.reportNo })}
      </Typography.Text>
      <Space size={4}>
        <ClaimStatusTag code={claim.status} name={claim.statusName} testId="claim-status" />
        {claim.fastClaim ? <FastClaimTag /> : null}
      </Space>
      <Space style={{ marginLeft: 'auto' }}>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: claimKeys.claim(claim.reportNo) })}
        >
          {t('claimWeb.detail.refresh')}
        </Button>
        <BackButton />
      </Space>
    </div>
  );
}

function ClaimView({ claim }: { claim: ClaimDetail }) {
  return (
    <div className="page-card" data-testid="claim-detail">
      <DetailHeader claim={claim} />
      <ClaimCaseFacts claim={claim} />
      <div style={{ marginTop: 16 }}>
        <DocumentsSection
          reportNo={claim.reportNo}
          policyNo={claim.policyNo}
          reporterEmail={claim.reporterEmail}
          carrierNoticeDue={claim.carrierNoticeDue}
        />
      </div>
    </div>
  );
}

/** The claim of `?reportNo=` once it is valid (a query never runs on a bad number). */
function LoadedClaim({ reportNo }: { reportNo: string }) {
  const detail = useQuery(claimDetailQuery(reportNo));
  if (detail.isPending) {
    return (
      <div className="page-card" data-testid="claim-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (detail.isError) {
    return <ClaimMissing reportNo={reportNo} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  return <ClaimView claim={detail.data} />;
}

/** /claim-query/claim-detail?reportNo=…: a claim, its progress, settlement and documents (SPEC §2). */
export default function ClaimDetailPage() {
  const [params] = useSearchParams();
  const reportNo = (params.get('reportNo') ?? '').trim();
  if (!REPORT_NO.test(reportNo)) return <ClaimMissing reportNo={reportNo} />;
  return <LoadedClaim reportNo={reportNo} />;
}
