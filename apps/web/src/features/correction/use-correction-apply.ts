import type { Correctability, CorrectionRequest, CorrectionResult } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys } from '../../api/insuring.api.ts';
import { isGatewayError, showGatewayError } from '../../api/request.ts';
import type { LeaveGuard } from '../../ui/use-leave-guard.ts';
import { showServerIssues } from '../../ui/zod-form.ts';
import { applyCorrection, correctionKeys } from './correction.api.ts';
import { type Attempt, attemptFor } from './correction-form-model.ts';

interface ApplyOptions {
  able: Correctability;
  form: FormInstance;
  leave: LeaveGuard;
  onApplied: (result: CorrectionResult) => void;
  /** The issues of a refusal that name no field of the form. */
  onUnplaced: (texts: string[]) => void;
}

/**
 * Sends a correction: a retry of the same request keeps its idempotency key, so that the server answers
 * the correction already made. A refusal puts the fields it names next to them, the rest above the form
 * or in the dialog.
 */
export function useCorrectionApply({ able, form, leave, onApplied, onUnplaced }: ApplyOptions) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const lastAttempt = useRef<Attempt | undefined>(undefined);
  const apply = useMutation({ mutationFn: applyCorrection });

  const showRefusal = (error: unknown) => {
    const shown = showServerIssues(form, error);
    if (shown) {
      onUnplaced(shown.unplaced);
      message.error(t('correctionWeb.form.fixErrors'));
    } else if (isGatewayError(error)) {
      showGatewayError(error, able.policyNo);
      if (error.httpStatus === 0) message.warning(t('correctionWeb.form.retrySafe'));
    }
  };

  const send = async (candidate: CorrectionRequest) => {
    const attempt = attemptFor(lastAttempt.current, JSON.stringify(candidate), () => crypto.randomUUID());
    lastAttempt.current = attempt;
    try {
      const result = await apply.mutateAsync({ ...candidate, requestKey: attempt.requestKey });
      leave.markClean();
      await queryClient.invalidateQueries({ queryKey: correctionKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      onApplied(result);
    } catch (error) {
      showRefusal(error);
    }
  };

  return { send, isPending: apply.isPending };
}
