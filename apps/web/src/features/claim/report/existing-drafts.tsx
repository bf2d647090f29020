import type { ClaimDraftSummary } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { draftsQuery } from '../claim-report.api.ts';
import { CLAIM_PATHS } from './report-paths.ts';

/** A new report on a policy that already has drafts: the latest of them can be continued instead. */
export function ExistingDrafts({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drafts = useQuery(draftsQuery(1, 100));
  // The drafts as they were when the report opened: the one this form saves itself is not "another".
  const [atOpen, setAtOpen] = useState<ClaimDraftSummary[]>();
  useEffect(() => {
    if (atOpen === undefined && drafts.data && drafts.isFetchedAfterMount) setAtOpen(drafts.data.list);
  }, [atOpen, drafts.data, drafts.isFetchedAfterMount]);
  const same = (atOpen ?? []).filter((draft) => draft.policyNo === policyNo);
  const [latest] = same;
  if (!latest) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      title={t('claimReportWeb.drafts.existing', {
        count: same.length,
        savedAt: latest.savedAt.slice(0, 16),
      })}
      action={
        <Button
          size="small"
          onClick={() => navigate(CLAIM_PATHS.draft(latest.draftId))}
          data-testid="report-existing-draft"
        >
          {t('claimReportWeb.drafts.continueLatest')}
        </Button>
      }
      data-testid="report-existing-drafts"
    />
  );
}
