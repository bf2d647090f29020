import { SendOutlined, UndoOutlined } from '@ant-design/icons';
import {
  CANCELLATION_CORRECTION,
  type Correctability,
  type CorrectionResult,
  ZCorrectionRequest,
} from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError, showGatewayError } from '../../api/request.ts';
import styles from '../../app/form-page.module.css';
import { useLeaveGuard } from '../../app/use-leave-guard.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { placeIssues } from '../application/form/form-values.ts';
import { useDebouncedValue } from '../application/form/use-debounced-value.ts';
import { showServerIssues, useRevalidateOnLanguageChange } from '../public/zod-form.ts';
import { insuringKeys, userProductsQuery } from '../quotation/quotation.api.ts';
import { applyCorrection, correctionKeys, previewCorrectionQuery } from './correction.api.ts';
import { CorrectionConfirmContent } from './correction-confirm.tsx';
import { GoodsFields, InsuranceFields, TransportFields } from './correction-fields.tsx';
import {
  type Attempt,
  attemptFor,
  type CorrectionFormValues,
  changedFieldsOf,
  formValuesOf,
  previewRequestOf,
  requestOf,
  transportShapeOf,
} from './correction-form-model.ts';
import { CorrectionPolicyFacts } from './correction-policy-facts.tsx';
import { CorrectionPreviewPanel, type PreviewWait } from './correction-preview-panel.tsx';
import { CorrectionTypeCard } from './correction-type-card.tsx';

interface CorrectionApplyFormProps {
  able: Correctability;
  onApplied: (result: CorrectionResult) => void;
  onBack: () => void;
}

/** The correction of one policy: type, reason, the correctable fields, the server's preview, submit. */
export function CorrectionApplyForm({ able, onApplied, onBack }: CorrectionApplyFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  useRevalidateOnLanguageChange(form, language);
  const leave = useLeaveGuard();

  const initialValues = useMemo(() => formValuesOf(able.current), [able.current]);
  const [values, setValues] = useState<CorrectionFormValues>(initialValues);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const lastAttempt = useRef<Attempt | undefined>(undefined);
  const confirming = useRef(false);

  const products = useQuery(userProductsQuery());
  const product = products.data?.find((item) => item.productCode === able.productCode);
  const shape = transportShapeOf(able.productCode, product, able.current);
  const isCancellation = values.correctionType === CANCELLATION_CORRECTION;
  const changed = useMemo(
    () => new Set(isCancellation ? [] : changedFieldsOf(able.current, values.changes)),
    [able.current, values.changes, isCancellation],
  );

  // ---- Preview: the server prices what the form holds, once it is a valid request that changes something.
  const request = useMemo(
    () => previewRequestOf(able.policyId, able.current, values),
    [able.policyId, able.current, values],
  );
  const wait: PreviewWait | undefined = request
    ? undefined
    : !isCancellation && changed.size === 0
      ? 'changes'
      : 'invalid';
  const settled = useDebouncedValue(request, 500);
  const preview = useQuery({ ...previewCorrectionQuery(settled), placeholderData: keepPreviousData });
  const isOutdated = JSON.stringify(request) !== JSON.stringify(settled) || preview.isPlaceholderData;
  const previewError =
    request && preview.isError && !preview.isFetching ? previewErrorText(preview.error) : undefined;

  // ---- Submit.
  const apply = useMutation({ mutationFn: applyCorrection });

  const syncValues = () => {
    leave.markDirty();
    setValues(form.getFieldsValue(true) as CorrectionFormValues);
  };

  /** The server's refusal: fields it names go next to them, the rest above the form or in the dialog. */
  const showRefusal = (error: unknown) => {
    const shown = showServerIssues(form, error);
    if (shown) {
      setUnplaced(shown.unplaced);
      message.error(t('correctionWeb.form.fixErrors'));
    } else if (isGatewayError(error)) {
      showGatewayError(error, able.policyNo);
      if (error.httpStatus === 0) message.warning(t('correctionWeb.form.retrySafe'));
    }
  };

  const send = async (candidate: ReturnType<typeof requestOf>) => {
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

  const onSubmit = async () => {
    if (apply.isPending || confirming.current) return;
    setUnplaced([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const current = form.getFieldsValue(true) as CorrectionFormValues;
    const candidate = requestOf(able.policyId, current);
    const parsed = ZCorrectionRequest.safeParse(candidate);
    if (!parsed.success) {
      const registered = form.getFieldsError().map((field) => field.name);
      const placed = placeIssues(parsed.error.issues, registered, language, candidate);
      form.setFields(placed.placed);
      setUnplaced(placed.unplaced);
      return;
    }
    if (!isCancellation && changedFieldsOf(able.current, current.changes).length === 0) {
      message.warning(t('correction.error.nothingChanged'));
      return;
    }
    const sameAsPreview = !isOutdated && JSON.stringify(settled) === JSON.stringify(candidate);
    confirming.current = true;
    modal.confirm({
      title: t(isCancellation ? 'correctionWeb.confirm.cancelTitle' : 'correctionWeb.confirm.title'),
      content: (
        <CorrectionConfirmContent
          policyNo={able.policyNo}
          preview={sameAsPreview ? preview.data : undefined}
          changedCount={isCancellation ? undefined : changedFieldsOf(able.current, current.changes).length}
        />
      ),
      okText: t('correctionWeb.confirm.ok'),
      cancelText: t('correctionWeb.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      // The dialog stays open, its button spinning, until the server has answered.
      onOk: () => send(candidate),
      afterClose: () => {
        confirming.current = false;
      },
    });
  };

  const onReset = () => {
    leave.markClean();
    form.resetFields();
    setUnplaced([]);
    setValues(initialValues);
  };

  return (
    <div className={styles.layout}>
      <div>
        <CorrectionPolicyFacts able={able} />
        {unplaced.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('correctionWeb.form.otherIssues')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {unplaced.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            }
            data-testid="correction-unplaced"
          />
        )}
        <Form<CorrectionFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={syncValues}
          disabled={apply.isPending}
          scrollToFirstError
          data-testid="correction-form"
        >
          <CorrectionTypeCard able={able} language={language} isCancellation={isCancellation} />
          {!isCancellation && (
            <>
              <GoodsFields language={language} changed={changed} />
              <TransportFields
                language={language}
                changed={changed}
                shape={shape}
                period={{ begin: able.insuranceBeginDate, end: able.insuranceEndDate }}
              />
              <InsuranceFields language={language} changed={changed} able={able} product={product} />
            </>
          )}
        </Form>
        <div className={styles.actions} data-testid="correction-actions">
          <Typography.Text type="secondary" className={styles.actionsHint}>
            {isCancellation
              ? t('correctionWeb.form.cancellationHint')
              : t('correctionWeb.form.changedCount', { count: changed.size })}
          </Typography.Text>
          <Button onClick={onBack}>{t('correctionWeb.form.back')}</Button>
          <Button
            icon={<UndoOutlined />}
            onClick={onReset}
            disabled={apply.isPending}
            data-testid="correction-reset"
          >
            {t('correctionWeb.form.reset')}
          </Button>
          <Button
            type="primary"
            size="large"
            icon={<SendOutlined />}
            loading={apply.isPending}
            onClick={() => void onSubmit()}
            data-testid="correction-submit"
          >
            {t('correctionWeb.form.submit')}
          </Button>
        </div>
      </div>
      <aside className={styles.side}>
        <CorrectionPreviewPanel
          preview={request ? preview.data : undefined}
          wait={wait}
          isFetching={request !== undefined && (preview.isFetching || isOutdated)}
          isOutdated={isOutdated}
          error={previewError}
        />
      </aside>
    </div>
  );
}

/** A refused preview: the server's message, with the fields it names. */
const previewErrorText = (error: Error): string =>
  isGatewayError(error) && error.issues.length > 0
    ? error.issues.map((issue) => issue.message).join('; ')
    : error.message;
