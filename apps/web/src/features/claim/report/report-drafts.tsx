import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClaimDrafts } from '../claim-drafts.tsx';

/** The account's report drafts on the report start page: the same list as the claims enquiry's drafts tab. */
export function ReportDrafts() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" title={t('claimReportWeb.drafts.title')} data-testid="report-drafts">
      <ClaimDrafts />
    </Card>
  );
}
