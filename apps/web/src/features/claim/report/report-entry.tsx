import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PolicyEntryButton, PolicyEntryNotice } from '../../../ui/policy-entry.tsx';
import { CLAIM_PATHS } from './report-paths.ts';

/** "Report a claim" on an issued policy or a declared certificate: whether it may be reported is asked there. */
export function ReportClaimButton({ policyNo }: { policyNo: string | null | undefined }) {
  const { t } = useTranslation();
  if (!policyNo) return null;
  return (
    <PolicyEntryButton
      policyNo={policyNo}
      to={CLAIM_PATHS.report(policyNo)}
      icon={<AlertOutlined />}
      testId={`report-claim-${policyNo}`}
    >
      {t('claimReportWeb.entry.report')}
    </PolicyEntryButton>
  );
}

/** What online reporting asks of the customer, above the policies to choose from. */
export function CompensationEntryNotice() {
  const { t } = useTranslation();
  return (
    <PolicyEntryNotice
      title={t('claimReportWeb.entry.notice')}
      description={t('claimReportWeb.entry.noticeDetail')}
    />
  );
}
