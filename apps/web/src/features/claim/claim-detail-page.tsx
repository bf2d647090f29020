import type { ClaimDetail } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isGatewayError } from '../../api/request.ts';
import { BackButton } from '../../ui/back-button.tsx';
import { claimDetailQuery, claimKeys } from './claim.api.ts';
import { ClaimBar, REPORT_NO } from './claim-bar.tsx';
import { ClaimCaseFacts } from './claim-case-facts.tsx';
import { ClaimStatusTag, FastClaimTag } from './claim-status-tag.tsx';
import { DocumentsSection } from './documents/documents-section.tsx';
import { CLAIM_PATHS, MONO } from './report/report-paths.ts';

/** Back to the enquiry. */
function BackToEnquiry() {
  const { t } = useTranslation();
  return (
    <BackButton to={CLAIM_PATHS.enquiry} testId="claim-back">
      {t('claimWeb.detail.back')}
    </BackButton>
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
            <BackToEnquiry />
          </Space>
        }
      />
    </div>
  );
}

function DetailHeader({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const heading = (
    <>
      <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('shell.page.claimDetail')}</h2>
      <Typography.Text
        copyable={{ text: claim.reportNo }}
        style={{ fontFamily: MONO }}
        data-testid="claim-report-no"
      >
        {t('claimWeb.detail.reportNo', { reportNo: claim.reportNo })}
      </Typography.Text>
    </>
  );
  const status = (
    <Space size={4}>
      <ClaimStatusTag code={claim.status} name={claim.statusName} testId="claim-status" />
      {claim.fastClaim ? <FastClaimTag /> : null}
    </Space>
  );
  return (
    <ClaimBar
      heading={heading}
      status={status}
      refreshKey={claimKeys.claim(claim.reportNo)}
      back={<BackToEnquiry />}
    />
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
