import { ArrowLeftOutlined } from '@ant-design/icons';
import { type Correctability, type CorrectionResult, isFullPolicyNo } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styles from '../../ui/form-page.module.css';
import { type FailedLoad, RetryResult } from '../../ui/retry-result.tsx';
import { correctabilityQuery } from './correction.api.ts';
import { CorrectionApplyForm } from './correction-apply-form.tsx';
import { CORRECTION_PATHS, MONO } from './correction-paths.ts';
import { CorrectionResultView } from './correction-result.tsx';

/** /policy-correction-apply/{policyNo}: apply for the correction (批改) of one issued policy. */
export default function CorrectionApplyPage() {
  const { policyNo = '' } = useParams();
  const isValidNo = isFullPolicyNo(policyNo);
  const able = useQuery({ ...correctabilityQuery(policyNo), enabled: isValidNo });
  const [result, setResult] = useState<CorrectionResult>();

  return (
    <div data-testid="correction-apply" data-policy-no={policyNo}>
      <ApplyHeader policyNo={policyNo} />
      <ApplyBody
        policyNo={policyNo}
        isValidNo={isValidNo}
        able={able}
        result={result}
        onApplied={setResult}
      />
    </div>
  );
}

function ApplyBody({
  policyNo,
  isValidNo,
  able,
  result,
  onApplied,
}: {
  policyNo: string;
  isValidNo: boolean;
  able: UseQueryResult<Correctability>;
  result: CorrectionResult | undefined;
  onApplied: (result: CorrectionResult) => void;
}): ReactNode {
  const navigate = useNavigate();
  const back = () => navigate(CORRECTION_PATHS.online);

  if (result) return <CorrectionResultView result={result} />;
  if (!isValidNo) return <BadPolicyNo policyNo={policyNo} onBack={back} />;
  // A cached answer may predate a correction just made: the form opens on the facts of today only.
  if (able.isPending || (able.isFetching && !able.isFetchedAfterMount)) {
    return (
      <Card variant="borderless" data-testid="correction-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (able.isError) {
    return <LoadFailed failed={able} onBack={back} />;
  }
  if (!able.data.isCorrectable) return <NotCorrectable reason={able.data.reason} onBack={back} />;
  return (
    <CorrectionApplyForm key={able.data.policyId} able={able.data} onApplied={onApplied} onBack={back} />
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" onClick={onBack} data-testid="correction-back">
      {t('correctionWeb.apply.backToPolicies')}
    </Button>
  );
}

function BadPolicyNo({ policyNo, onBack }: { policyNo: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result
        status="warning"
        title={t('correctionWeb.apply.badPolicyNo', { policyNo })}
        extra={<BackButton onBack={onBack} />}
      />
    </Card>
  );
}

function LoadFailed({ failed, onBack }: { failed: FailedLoad; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <RetryResult
        title={t('correctionWeb.apply.loadFailed')}
        failed={failed}
        retryLabel={t('insuringWeb.common.retry')}
        more={<BackButton onBack={onBack} />}
        testId="correction-load-failed"
      />
    </Card>
  );
}

/** The policy may not be corrected now (the server says why): back, or to the corrections under way. */
function NotCorrectable({ reason, onBack }: { reason: string | null; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status="warning"
        title={t('correctionWeb.apply.notCorrectable')}
        subTitle={reason ?? undefined}
        extra={[
          <BackButton key="back" onBack={onBack} />,
          <Button key="enquiry" onClick={() => navigate(CORRECTION_PATHS.enquiry)}>
            {t('shell.page.pendingCorrecting')}
          </Button>,
        ]}
        data-testid="correction-not-correctable"
      />
    </Card>
  );
}

function ApplyHeader({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.header}>
      <Button
        icon={<ArrowLeftOutlined />}
        ghost
        onClick={() => navigate(CORRECTION_PATHS.online)}
        aria-label={t('correctionWeb.apply.backToPolicies')}
      />
      <div>
        <h2 className={styles.headerTitle}>{t('shell.page.correctionApply')}</h2>
        <div className={styles.headerMeta}>
          {t('field.policyNo')} <span style={{ fontFamily: MONO }}>{policyNo}</span>
        </div>
      </div>
      <span className={styles.headerMeta} style={{ marginLeft: 'auto' }}>
        {t('correctionWeb.apply.intro')}
      </span>
    </div>
  );
}
