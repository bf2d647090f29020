import { type UserProduct, ZApplication, ZDraftApplication } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useFeedback } from '../../../api/feedback.ts';
import { insuringKeys } from '../../../api/insuring.api.ts';
import { isGatewayError } from '../../../api/request.ts';
import type { LeaveGuard } from '../../../ui/use-leave-guard.ts';
import { type SavedFormKind, saveDraft, submitApplication } from '../application.api.ts';
import { type FormValues, withShownPrice } from './form-values.ts';
import type { FormIssues } from './use-form-issues.ts';
import type { FormPrice } from './use-form-price.ts';

/** A draft (B1) or an application pending modification (B5) the form edits. */
export interface SavedForm {
  kind: SavedFormKind;
  id: number;
  voucherNo: string;
  statusName: string;
}

/** Route state that keeps the form mounted when it changes its own URL (after saving a draft). */
export interface FormRouteState {
  formKey: string;
}

interface SavingOptions {
  form: FormInstance;
  product: UserProduct;
  formKey: string;
  savedAtOpen: SavedForm | undefined;
  /** Opened to be turned into an application: the full rule is checked at once. */
  checkOnOpen: boolean | undefined;
  leave: LeaveGuard;
  price: FormPrice;
  issues: FormIssues;
}

/** Save draft (SPEC §5 draft rule) and submit (full rule), each checked by the shared schema first. */
export function useFormSaving({
  form,
  product,
  formKey,
  savedAtOpen,
  checkOnOpen,
  leave,
  price,
  issues,
}: SavingOptions) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedForm | undefined>(savedAtOpen);
  // One key per form: a double click or a retry after a timeout creates one draft / one application.
  const [draftRequestKey] = useState(() => crypto.randomUUID());
  const [submitRequestKey] = useState(() => crypto.randomUUID());
  const draft = useMutation({ mutationFn: saveDraft });
  const submit = useMutation({ mutationFn: submitApplication });
  const isBusy = draft.isPending || submit.isPending;

  const checkedForm = useCheckedForm({ form, product, checkOnOpen, price, issues });

  const onSaveDraft = async () => {
    if (isBusy) return;
    const checked = checkedForm(ZDraftApplication);
    if (!checked) return;
    try {
      const result = await draft.mutateAsync({
        id: saved?.id,
        requestKey: saved ? undefined : draftRequestKey,
        form: checked,
      });
      leave.markClean();
      const kind = saved?.kind ?? 'draft';
      setSaved({ kind, id: result.id, voucherNo: result.voucherNo, statusName: saved?.statusName ?? '' });
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      message.success(t('insuringWeb.form.draftSaved', { voucherNo: result.voucherNo }));
      navigate(`/quotation?${kind}=${result.id}`, {
        replace: true,
        state: { formKey } satisfies FormRouteState,
      });
    } catch (error) {
      issues.showRefusal(error, saved?.voucherNo);
    }
  };

  const onSubmit = async () => {
    if (isBusy) return;
    const checked = checkedForm(ZApplication);
    if (!checked) return;
    try {
      const result = await submit.mutateAsync({ id: saved?.id, requestKey: submitRequestKey, form: checked });
      leave.markClean();
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      navigate(`/quotation?result=${result.id}`, { replace: true, state: { applyResult: result } });
    } catch (error) {
      issues.showRefusal(error, saved?.voucherNo);
      if (isGatewayError(error) && error.httpStatus === 0) message.warning(t('insuringWeb.form.retrySafe'));
    }
  };

  return {
    saved,
    isBusy,
    isSavingDraft: draft.isPending,
    isSubmitting: submit.isPending,
    onSaveDraft,
    onSubmit,
  };
}

export type FormSaving = ReturnType<typeof useFormSaving>;

/**
 * The form as it is sent (with the price shown and the quotation taken), checked by the schema of the
 * request about to be sent; its issues are shown next to the fields when it fails. A form opened to be
 * turned into an application is checked by the full rule once, after the first render, quietly.
 */
function useCheckedForm({
  form,
  product,
  checkOnOpen,
  price,
  issues,
}: Pick<SavingOptions, 'form' | 'product' | 'checkOnOpen' | 'price' | 'issues'>) {
  const formOf = (): FormValues & { productCode: string; quotationNo: string | null } => ({
    ...withShownPrice(form.getFieldsValue(true) as FormValues, price.isOutdated ? undefined : price.quote),
    productCode: product.productCode,
    quotationNo: price.quotation?.quotationNo ?? null,
  });

  const checkedOnOpen = useRef(false);
  useEffect(() => {
    if (!checkOnOpen || checkedOnOpen.current) return;
    checkedOnOpen.current = true;
    const candidate = formOf();
    const parsed = ZApplication.safeParse(candidate);
    if (!parsed.success) issues.showIssues(parsed.error.issues, candidate, true);
  });

  return <T>(schema: z.ZodType<T>): T | undefined => {
    issues.clearErrors();
    const candidate = formOf();
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    issues.showIssues(parsed.error.issues, candidate);
    return undefined;
  };
}
