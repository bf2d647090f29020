import type { ClaimSubject, ClaimSubmitResult } from '@cargo/domain';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../api/feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { SaveDraftButton, SendButton } from '../../../ui/form-actions.tsx';
import styles from '../../../ui/form-page.module.css';
import { UnplacedIssues } from '../../../ui/notes-alert.tsx';
import { AcceptanceSection } from './acceptance-section.tsx';
import { DamageSection } from './damage-section.tsx';
import { LossSection } from './loss-section.tsx';
import { MoneySection } from './money-section.tsx';
import { dependentsClearedBy, type ReportFormValues } from './report-form-model.ts';
import { CLAIM_PATHS } from './report-paths.ts';
import { ReportReviewModal } from './report-review-modal.tsx';
import { ReporterSection } from './reporter-section.tsx';
import { type ReportDraft, useReportDraft } from './use-report-draft.ts';
import { useReportIssues } from './use-report-issues.ts';
import { useReportSubmit } from './use-report-submit.ts';

interface ReportFormProps {
  subject: ClaimSubject;
  initialValues: ReportFormValues;
  formKey: string;
  /** The draft the form continues. */
  opened?: { draftId: number; savedAt: string };
  onSubmitted: (result: ClaimSubmitResult) => void;
}

/** The loss report of one policy or certificate: sections, the draft kept on its own, check and submit. */
export function ReportForm({ subject, initialValues, formKey, opened, onSubmitted }: ReportFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<ReportFormValues>();
  const issues = useReportIssues(form, subject.policyNo, language);
  const draft = useReportDraft({ form, policyNo: subject.policyNo, formKey, opened });
  const submit = useReportSubmit({ subject, issues, draft, onSubmitted });

  const onValuesChange = (changed: Partial<ReportFormValues>) => {
    const cleared = dependentsClearedBy(changed);
    if (Object.keys(cleared).length > 0) form.setFieldsValue(cleared);
    issues.onChange(changed);
    draft.touch();
  };

  return (
    <>
      <UnplacedIssues
        title={t('claimReportWeb.form.otherIssues')}
        texts={issues.unplaced}
        testId="report-unplaced"
      />
      <Form<ReportFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        disabled={submit.isSubmitting}
        data-testid="report-form"
      >
        <ReporterSection />
        <LossSection subject={subject} />
        <DamageSection />
        <MoneySection />
        <AcceptanceSection />
      </Form>
      <ReportActions draft={draft} isChecking={submit.isChecking} onSubmit={() => void submit.start()} />
      <ReportReviewModal submit={submit} />
    </>
  );
}

/** Where the draft stands: saving, saved at (Beijing time), not saved. */
function DraftStatusText({ draft }: { draft: ReportDraft }) {
  const { t } = useTranslation();
  const text =
    draft.status === 'saving'
      ? t('claimReportWeb.draft.saving')
      : draft.status === 'failed'
        ? t('claimReportWeb.draft.failed')
        : draft.savedAt
          ? t('claimReportWeb.draft.savedAt', { time: draft.savedAt.slice(11, 16) })
          : t('claimReportWeb.draft.autosave');
  return (
    <Typography.Text
      type={draft.status === 'failed' ? 'danger' : 'secondary'}
      className={styles.actionsHint}
      aria-live="polite"
      data-testid="report-draft-status"
      data-status={draft.status}
    >
      {text}
    </Typography.Text>
  );
}

function ReportActions({
  draft,
  isChecking,
  onSubmit,
}: {
  draft: ReportDraft;
  isChecking: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const saveNow = async () => {
    try {
      await draft.save(true);
      message.success(t('claimReportWeb.draft.saved'));
    } catch {
      message.error(t('claimReportWeb.draft.saveFailed'));
    }
  };
  return (
    <div className={styles.actions} data-testid="report-actions">
      <DraftStatusText draft={draft} />
      <Button onClick={() => navigate(CLAIM_PATHS.start)} data-testid="report-to-drafts">
        {t('claimReportWeb.form.toDrafts')}
      </Button>
      <SaveDraftButton
        pending={draft.status === 'saving'}
        onClick={() => void saveNow()}
        testId="report-save-draft"
      >
        {t('claimReportWeb.form.saveDraft')}
      </SaveDraftButton>
      <SendButton pending={isChecking} onClick={onSubmit} testId="report-submit">
        {t('claimReportWeb.form.submit')}
      </SendButton>
    </div>
  );
}
