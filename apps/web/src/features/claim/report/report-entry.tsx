import { AlertOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { CLAIM_PATHS } from './report-paths.ts';

/** "Report a claim" on an issued policy or a declared certificate: whether it may be reported is asked there. */
export function ReportClaimButton({ policyNo }: { policyNo: string | null | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!policyNo) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<AlertOutlined />}
      onClick={() => navigate(CLAIM_PATHS.report(policyNo))}
      data-testid={`report-claim-${policyNo}`}
    >
      {t('claimReportWeb.entry.report')}
      {policyNo ? <ActsOn>{policyNo}</ActsOn> : null}
    </Button>
  );
}

/** What online reporting asks of the customer, above the policies to choose from. */
export function CompensationEntryNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('claimReportWeb.entry.notice')}
      description={t('claimReportWeb.entry.noticeDetail')}
      data-testid="policy-type-notice"
    />
  );
}
