import type { ClaimSubmitResult } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../../ui/shell/shell-context.ts';
import { claimSubjectQuery, draftQuery } from '../claim-report.api.ts';
import { ExistingDrafts } from './existing-drafts.tsx';
import { ReportForm } from './report-form.tsx';
import { formValuesOfDraft, newFormValues, type ReportFormValues } from './report-form-model.ts';
import { CLAIM_PATHS } from './report-paths.ts';
import { ReportSubjectCard } from './report-subject-card.tsx';

const isFullNo = (policyNo: string) => /^\d{20}$/.test(policyNo);

function Loading() {
  return (
    <Card variant="borderless" data-testid="report-loading">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** A report that cannot be opened: a bad number, a failed load, a policy on which no loss may be reported. */
function Unavailable({
  status,
  title,
  reason,
  onRetry,
  testId,
}: {
  status: 'warning' | 'error';
  title: string;
  reason?: string | null;
  onRetry?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status={status}
        title={title}
        subTitle={reason ?? undefined}
        extra={[
          onRetry && (
            <Button key="retry" onClick={onRetry}>
              {t('claimReportWeb.common.retry')}
            </Button>
          ),
          <Button key="start" type="primary" onClick={() => navigate(CLAIM_PATHS.start)}>
            {t('claimReportWeb.form.toDrafts')}
          </Button>,
          <Button key="online" onClick={() => navigate(CLAIM_PATHS.online)}>
            {t('claimReportWeb.start.choosePolicy')}
          </Button>,
        ]}
        data-testid={testId}
      />
    </Card>
  );
}

interface EditorProps {
  formKey: string;
  policyNo: string;
  draftId: number | undefined;
  onSubmitted: (result: ClaimSubmitResult) => void;
}

/**
 * Opens a report: of a policy number (new) or of a draft (continued). What it opens with is read once, so
 * the form stays as it is when its own first save moves the address to the draft.
 */
export function ReportEditor({ formKey, policyNo: givenNo, draftId: givenDraft, onSubmitted }: EditorProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const [opening] = useState(() => ({ policyNo: givenNo, draftId: givenDraft }));
  const draft = useQuery({ ...draftQuery(opening.draftId ?? 0), enabled: opening.draftId !== undefined });
  const policyNo =
    opening.draftId === undefined
      ? opening.policyNo
      : (draft.data?.form.policyNo ?? draft.data?.policyNo ?? '');
  const subject = useQuery({ ...claimSubjectQuery(policyNo), enabled: isFullNo(policyNo) });

  if (opening.draftId !== undefined && draft.isError) {
    return (
      <Unavailable
        status="warning"
        title={t('claimReportWeb.draft.notFound')}
        reason={draft.error.message}
        testId="report-draft-missing"
      />
    );
  }
  if (opening.draftId !== undefined && draft.isPending) return <Loading />;
  if (!isFullNo(policyNo)) {
    return (
      <Unavailable
        status="warning"
        title={t('claimReportWeb.start.badNumber', { policyNo })}
        testId="report-bad-no"
      />
    );
  }
  if (subject.isPending) return <Loading />;
  if (subject.isError) {
    return (
      <Unavailable
        status="error"
        title={t('claimReportWeb.subject.loadFailed')}
        reason={subject.error.message}
        onRetry={() => void subject.refetch()}
        testId="report-load-failed"
      />
    );
  }
  const facts = subject.data;
  if (!facts.reportable) {
    return (
      <>
        <ReportSubjectCard subject={facts} />
        <Unavailable
          status="warning"
          title={t('claimReportWeb.subject.notReportable')}
          reason={facts.notReportableReason}
          testId="report-not-reportable"
        />
      </>
    );
  }
  const initialValues: ReportFormValues = draft.data
    ? formValuesOfDraft(draft.data.form, facts)
    : newFormValues(facts, {
        name: user.curUser.userName || user.userName,
        mobile: user.curUser.phone,
        email: user.curUser.email,
      });
  return (
    <>
      <ReportSubjectCard subject={facts} />
      {!draft.data && <ExistingDrafts policyNo={facts.policyNo} />}
      <ReportForm
        subject={facts}
        initialValues={initialValues}
        formKey={formKey}
        opened={draft.data ? { draftId: draft.data.draftId, savedAt: draft.data.savedAt } : undefined}
        onSubmitted={onSubmitted}
      />
    </>
  );
}
