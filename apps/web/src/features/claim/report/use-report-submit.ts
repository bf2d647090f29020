import type { ClaimCheck, ClaimReportInput, ClaimSubject, ClaimSubmitResult } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError, showGatewayError } from '../../../api/request.ts';
import { checkFastClaim, checkReport, claimReportKeys, submitReport } from '../claim-report.api.ts';
import { attemptFor, type SubmitAttempt } from './report-form-model.ts';
import type { ReportDraft } from './use-report-draft.ts';
import type { ReportIssues } from './use-report-issues.ts';

/** What the review before submitting shows: the server's check, and the fast-claim answer when it is on. */
export interface ReportReview {
  report: ClaimReportInput;
  check: ClaimCheck;
  /** Undefined when the insurer's fast-claim switch is off. */
  fast: ClaimCheck | undefined;
}

interface SubmitOptions {
  subject: ClaimSubject;
  issues: ReportIssues;
  draft: ReportDraft;
  onSubmitted: (result: ClaimSubmitResult) => void;
}

/**
 * Submit in two steps: the form is checked by the shared schema, then by the server (`checkSubmitReport`,
 * and `checkFastTrackClaims` when fast claims are on), whose warnings the review shows; then the report is
 * sent, normal or fast. One idempotency key per report sent, so a double click or a retry is one claim.
 */
export function useReportSubmit({ subject, issues, draft, onSubmitted }: SubmitOptions) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<ReportReview>();
  const [isChecking, setChecking] = useState(false);
  const lastAttempt = useRef<SubmitAttempt | undefined>(undefined);
  const submit = useMutation({ mutationFn: submitReport });

  const showRefusal = (error: unknown) => {
    if (issues.showRefusal(error)) message.error(t('claimReportWeb.form.fixErrors'));
    else if (isGatewayError(error)) {
      showGatewayError(error, subject.policyNo);
      if (error.httpStatus === 0) message.warning(t('claimReportWeb.form.retrySafe'));
    }
  };

  const start = async () => {
    if (isChecking || submit.isPending) return;
    const report = issues.check();
    if (!report) {
      message.error(t('claimReportWeb.form.fixErrors'));
      return;
    }
    setChecking(true);
    try {
      const [check, fast] = await Promise.all([
        checkReport(report),
        subject.fastClaimEnabled ? checkFastClaim(report) : Promise.resolve(undefined),
      ]);
      setReview({ report, check, fast });
    } catch (error) {
      showRefusal(error);
    } finally {
      setChecking(false);
    }
  };

  const send = async (fast: boolean) => {
    if (!review || submit.isPending) return;
    const body = JSON.stringify({ report: review.report, fast });
    const attempt = attemptFor(lastAttempt.current, body, () => crypto.randomUUID());
    lastAttempt.current = attempt;
    await draft.pause();
    try {
      const result = await submit.mutateAsync({
        report: review.report,
        accepted: true,
        requestKey: attempt.requestKey,
        draftId: draft.draftRef.current,
        fast,
      });
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.all, refetchType: 'none' });
      setReview(undefined);
      onSubmitted(result);
    } catch (error) {
      draft.resume();
      setReview(undefined);
      showRefusal(error);
    }
  };

  return {
    start,
    send,
    review,
    closeReview: () => setReview(undefined),
    isChecking,
    isSubmitting: submit.isPending,
    submittingFast: submit.isPending && submit.variables?.fast === true,
  };
}

export type ReportSubmit = ReturnType<typeof useReportSubmit>;
