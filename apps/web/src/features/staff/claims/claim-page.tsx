import type { ClaimDetail } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isGatewayError } from '../../../api/request.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { ClaimBar, ClaimCaseFacts, ClaimStatusTag, REPORT_NO } from '../../claim/index.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { ClaimActions } from './claim-actions.tsx';
import { ClaimDocumentsCard } from './claim-documents.tsx';
import { HANDLING_LIST_PATH } from './claim-paths.ts';
import { handlingDetailQuery, handlingKeys } from './claims.api.ts';

/** Back to the handling list. */
function BackToList() {
  const { t } = useTranslation();
  return (
    <BackButton to={HANDLING_LIST_PATH} testId="handling-back">
      {t('operations.claims.back')}
    </BackButton>
  );
}

function ClaimView({ claim }: { claim: ClaimDetail }) {
  const canAct = useStaffProfile().roles.includes('claimsHandler');
  const heading = (
    <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
      <Typography.Text copyable={{ text: claim.reportNo }} style={{ fontFamily: 'monospace', fontSize: 16 }}>
        {claim.reportNo}
      </Typography.Text>
    </h2>
  );
  return (
    <div data-testid="handling-claim">
      <ClaimBar
        heading={heading}
        status={<ClaimStatusTag code={claim.status} name={claim.statusName} testId="handling-status" />}
        refreshKey={handlingKeys.claim(claim.reportNo)}
        back={<BackToList />}
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <ClaimActions claim={claim} canAct={canAct} />
        <ClaimCaseFacts claim={claim} />
        <ClaimDocumentsCard reportNo={claim.reportNo} />
      </Space>
    </div>
  );
}

function LoadedClaim({ reportNo }: { reportNo: string }) {
  const { t } = useTranslation();
  const detail = useQuery(handlingDetailQuery(reportNo));
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isError) {
    const notFound = isGatewayError(detail.error) && detail.error.httpStatus === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={t(notFound ? 'operations.claims.notFound' : 'operations.common.loadFailed')}
        subTitle={notFound ? reportNo : detail.error.message}
        extra={
          <Space>
            {notFound ? null : (
              <Button onClick={() => void detail.refetch()}>{t('operations.common.retry')}</Button>
            )}
            <BackToList />
          </Space>
        }
      />
    );
  }
  return <ClaimView claim={detail.data} />;
}

/** /staff/claims/detail?reportNo=…: the customer's full report, its documents and the handler's steps. */
export default function ClaimPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reportNo = (params.get('reportNo') ?? '').trim();
  if (!REPORT_NO.test(reportNo))
    return <Result status="404" title={t('operations.claims.notFound')} extra={<BackToList />} />;
  return <LoadedClaim reportNo={reportNo} />;
}
