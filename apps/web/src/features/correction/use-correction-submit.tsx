import {
  type Correctability,
  type CorrectionResult,
  isPartyChange,
  type Language,
  partySectionOf,
  ZCorrectionRequest,
} from '@cargo/domain';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import type { LeaveGuard } from '../../ui/use-leave-guard.ts';
import { placeIssues } from '../../ui/zod-form.ts';
import { CorrectionConfirmContent } from './correction-confirm.tsx';
import {
  type CorrectionFormValues,
  changedFieldsOf,
  changedPartyFieldsOf,
  requestOf,
} from './correction-form-model.ts';
import { useCorrectionApply } from './use-correction-apply.ts';
import type { CorrectionPreviewState } from './use-correction-preview.ts';

interface SubmitOptions {
  able: Correctability;
  form: FormInstance;
  language: Language;
  isCancellation: boolean;
  preview: CorrectionPreviewState;
  leave: LeaveGuard;
  onApplied: (result: CorrectionResult) => void;
}

/**
 * Submit: the form's own rules, then the shared schema (its issues next to the fields), then a
 * confirmation that repeats the preview when it is of exactly what is sent; the dialog stays open, its
 * button spinning, until the server has answered.
 */
export function useCorrectionSubmit({
  able,
  form,
  language,
  isCancellation,
  preview,
  leave,
  onApplied,
}: SubmitOptions) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const confirming = useRef(false);
  const apply = useCorrectionApply({ able, form, leave, onApplied, onUnplaced: setUnplaced });

  /** The request of the form when the shared schema accepts it; its issues placed otherwise. */
  const checkedRequest = (current: CorrectionFormValues) => {
    const candidate = requestOf(able.policyId, current);
    const parsed = ZCorrectionRequest.safeParse(candidate);
    if (parsed.success) return candidate;
    const registered = form.getFieldsError().map((field) => field.name);
    const placed = placeIssues(parsed.error.issues, registered, language, candidate);
    form.setFields(placed.placed);
    setUnplaced(placed.unplaced);
    return undefined;
  };

  const submit = async () => {
    if (apply.isPending || confirming.current) return;
    setUnplaced([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const current = form.getFieldsValue(true) as CorrectionFormValues;
    const candidate = checkedRequest(current);
    if (!candidate) return;
    const type = current.correctionType;
    const changedCount = isPartyChange(type)
      ? changedPartyFieldsOf(partySectionOf(type), able.parties, current[partySectionOf(type)]).length
      : changedFieldsOf(able.current, current.changes).length;
    if (!isCancellation && changedCount === 0) {
      message.warning(t('correction.error.nothingChanged'));
      return;
    }
    const sameAsPreview =
      !preview.isOutdated && JSON.stringify(preview.settled) === JSON.stringify(candidate);
    confirming.current = true;
    modal.confirm({
      title: t(isCancellation ? 'correctionWeb.confirm.cancelTitle' : 'correctionWeb.confirm.title'),
      content: (
        <CorrectionConfirmContent
          policyNo={able.policyNo}
          preview={sameAsPreview ? preview.data : undefined}
          changedCount={isCancellation ? undefined : changedCount}
        />
      ),
      okText: t('correctionWeb.confirm.ok'),
      cancelText: t('correctionWeb.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => apply.send(candidate),
      afterClose: () => {
        confirming.current = false;
      },
    });
  };

  return { submit, isPending: apply.isPending, unplaced, clearUnplaced: () => setUnplaced([]) };
}
