import type {
  DeclarationDetail,
  DeclarationResult,
  OpenPolicyDetail,
  OpenPolicyTerms,
  ValidationIssue,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../api/feedback.ts';
import { formatErrorContent, isGatewayError, isMaintenance } from '../../../api/request.ts';
import { describeIssue } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import type { LeaveGuard } from '../../../ui/use-leave-guard.ts';
import { showFieldIssues, showServerIssues } from '../../../ui/zod-form.ts';
import { invalidateAfterDeclaring, saveDeclarationDraft, submitDeclaration } from '../declaration.api.ts';
import {
  checkDraft,
  checkSubmit,
  type DeclarationFieldName,
  type DeclarationFormValues,
  initialValues,
} from '../declaration-form-model.ts';
import { fillPath } from '../declaration-paths.ts';

export type Phase = { kind: 'editing' } | { kind: 'result'; result: DeclarationResult };
type FailureTitle = 'declarationWeb.form.submitFailed' | 'declarationWeb.form.draftFailed';
type Form = FormInstance<DeclarationFormValues>;

/** A refused send: field issues next to their fields, anything else in a dialog with the trace id. */
const useShowFailure = (form: Form) => {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  return (titleKey: FailureTitle, documentNo: string | undefined) => (error: Error) => {
    // The wrapper already handled a session end or maintenance.
    if (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code))) return;
    // A refusal naming fields (a rule of the open policy, a shipment declared before…): next to them.
    const shown = showServerIssues(form, error);
    if (shown && shown.unplaced.length === 0) {
      message.error(t('declarationWeb.form.fixFields', { count: shown.placed.length }));
      return;
    }
    modal.error({
      title: t(titleKey),
      className: 'portal-error-modal',
      content: isGatewayError(error)
        ? formatErrorContent({
            message: error.message,
            documentNo,
            code: error.code,
            traceId: error.traceId,
            translate: (key, params) => t(key, params),
          })
        : error.message,
    });
  };
};

/** The checks before sending failed: "Field: reason" next to each field, the first one scrolled into view. */
const useReportIssues = (form: Form) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  return (issues: readonly ValidationIssue[]) => {
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    // The form's fields are flat: the first issue of a field wins (a rider's issue goes to `riders`).
    const fields = showFieldIssues(
      form,
      issues,
      (issue) => (typeof issue.path[0] === 'string' ? (issue.path[0] as DeclarationFieldName) : undefined),
      (issue) => describeIssue(language, issue, current),
    );
    message.error(t('declarationWeb.form.fixFields', { count: fields.length }));
    const [first] = fields;
    if (first) form.scrollToField(first, { block: 'center' });
  };
};

/**
 * One key per form fill for the submit and one for the drafts: a double click or a retry after a lost
 * answer records once, and a submit is never taken for the draft saved earlier in the same fill.
 */
const useFillKeys = (draft: DeclarationDetail | undefined) => {
  const [submitKey, setSubmitKey] = useState(() => crypto.randomUUID());
  const [draftKey, setDraftKey] = useState(() => crypto.randomUUID());
  const [draftNo, setDraftNo] = useState(draft?.declarationNo);
  const renew = () => {
    setSubmitKey(crypto.randomUUID());
    setDraftKey(crypto.randomUUID());
    setDraftNo(undefined);
  };
  return { submitKey, draftKey, draftNo, setDraftNo, renew };
};

interface SendingOptions {
  form: Form;
  policy: OpenPolicyDetail;
  draft: DeclarationDetail | undefined;
  terms: OpenPolicyTerms;
  leave: LeaveGuard;
  /** A fresh form after "declare another": what the form keeps outside its fields is reset too. */
  onFreshForm: () => void;
}

/** Submitting and saving drafts of the form, once per fill, and the result that replaces the form. */
export const useDeclarationSending = ({ form, policy, draft, terms, leave, onFreshForm }: SendingOptions) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showFailure = useShowFailure(form);
  const reportIssues = useReportIssues(form);
  const keys = useFillKeys(draft);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });

  const showResult = (result: DeclarationResult) => {
    setPhase({ kind: 'result', result });
    window.scrollTo({ top: 0 });
    void invalidateAfterDeclaring(queryClient, policy.policyNo);
  };
  const submit = useMutation({
    mutationFn: submitDeclaration,
    // A refused shipment recorded nothing: its values are still unsaved.
    onSuccess: (result) => {
      if (result.declarationNo) leave.markClean();
      showResult(result);
    },
    onError: showFailure('declarationWeb.form.submitFailed', keys.draftNo),
  });
  const saveDraft = useMutation({
    mutationFn: saveDeclarationDraft,
    onSuccess: (result) => {
      if (result.declarationNo) leave.markClean();
      if (result.declarationNo) keys.setDraftNo(result.declarationNo);
      showResult(result);
    },
    onError: showFailure('declarationWeb.form.draftFailed', keys.draftNo),
  });
  const isSending = submit.isPending || saveDraft.isPending;

  const onFinish = () => {
    if (isSending) return;
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    const checked = checkSubmit(current, terms, { requestKey: keys.submitKey, draftNo: keys.draftNo });
    if (checked.ok) submit.mutate(checked.request);
    else reportIssues(checked.issues);
  };
  const onSaveDraft = () => {
    if (isSending) return;
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    const checked = checkDraft(current, { requestKey: keys.draftKey, draftNo: keys.draftNo });
    if (checked.ok) saveDraft.mutate(checked.request);
    else reportIssues(checked.issues);
  };
  /** Back to the form as it was: a refused shipment recorded nothing, the same keys may be sent again. */
  const backToForm = () => {
    submit.reset();
    saveDraft.reset();
    setPhase({ kind: 'editing' });
  };
  const declareAnother = () => {
    form.resetFields();
    form.setFieldsValue(initialValues(policy));
    keys.renew();
    onFreshForm();
    backToForm();
    leave.markClean();
    if (draft) navigate(fillPath(policy.policyNo), { replace: true });
    window.scrollTo({ top: 0 });
  };

  return {
    phase,
    draftNo: keys.draftNo,
    isSending,
    isSubmitting: submit.isPending,
    isSavingDraft: saveDraft.isPending,
    onFinish,
    onSaveDraft,
    backToForm,
    declareAnother,
  };
};
