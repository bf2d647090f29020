import { type ClaimDetail, canTakeAction } from '@cargo/domain';
import { useIsFetching, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { formatMoney } from '../../../ui/format.ts';
import { showServerIssues } from '../../../ui/zod-form.ts';
import { archiveClaim, closeClaim, handlingKeys, requestDocuments, settleClaim } from './claims.api.ts';
import { RequestDocumentsModal } from './request-documents-modal.tsx';
import { SettleModal, type SettleValues, settleValuesOf } from './settle-modal.tsx';

type Dialog = 'request' | 'settle' | undefined;

/** A close or archive, confirmed with an optional note (the customer sees it in the claim's history). */
const useStepConfirm = (claim: ClaimDetail, refresh: () => void) => {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const step = useMutation({
    mutationFn: ({ action, note }: { action: 'close' | 'archive'; note: string }) =>
      action === 'close' ? closeClaim(claim, note) : archiveClaim(claim, note),
    onSuccess: (_, { action }) => message.success(t(`operations.claims.${action}.done`)),
    onSettled: refresh,
  });
  return (action: 'close' | 'archive') => {
    let note = '';
    modal.confirm({
      title: t(`operations.claims.${action}.confirm`),
      content: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {action === 'close' && claim.settlement === null ? (
            <Alert type="warning" showIcon title={t('operations.claims.close.unsettled')} />
          ) : null}
          <Input.TextArea
            rows={2}
            maxLength={250}
            aria-label={t('field.note')}
            placeholder={t('field.note')}
            onChange={(event) => {
              note = event.target.value;
            }}
            data-testid="step-note"
          />
        </Space>
      ),
      okText: t(`operations.claims.${action}`),
      okButtonProps: { danger: action === 'close' },
      cancelText: t('operations.common.cancel'),
      onOk: () => step.mutateAsync({ action, note: note.trim() }).catch(() => undefined),
    });
  };
};

/** Requesting documents and saving the settlement; a settlement's field refusals go back to its form. */
const useClaimSteps = (
  claim: ClaimDetail,
  settleForm: FormInstance<SettleValues>,
  closeDialog: () => void,
  refresh: () => void,
) => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const request = useMutation({
    mutationFn: (documents: Parameters<typeof requestDocuments>[1]) => requestDocuments(claim, documents),
    onSuccess: () => {
      message.success(t('operations.claims.request.done'));
      closeDialog();
    },
    onSettled: refresh,
  });
  const settle = useMutation({
    mutationFn: (values: SettleValues) =>
      settleClaim(claim, {
        lines: values.lines.map((line) => ({
          lineNo: Number(line.lineNo),
          assessedLoss: line.assessedLoss.trim(),
        })),
        exchangeRate: values.exchangeRate.trim(),
        note: values.note.trim(),
      }),
    onSuccess: (settlement) => {
      message.success(
        t('operations.claims.settle.done', {
          payable: formatMoney(settlement.payable, settlement.currencyCode),
        }),
      );
      closeDialog();
    },
    onError: (error) => {
      if (showServerIssues(settleForm, error) === undefined) message.error(error.message);
    },
    // Also after a refusal: a claim another handler changed meanwhile is shown as it now is.
    onSettled: refresh,
  });
  return { request, settle };
};

/** Which of the handler's steps the claim's status allows. */
const allowedSteps = (status: string) => ({
  request: canTakeAction('requestDocuments', status),
  settle: canTakeAction('calculateSettlement', status),
  close: canTakeAction('close', status),
  archive: canTakeAction('archive', status),
});

/**
 * Reads the claim again after a step. While it is being read its version is about to move on: a step taken
 * meanwhile would name the old one and be refused, so the steps wait (`refreshing`).
 */
const useClaimRefresh = (reportNo: string) => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: handlingKeys.claim(reportNo) });
  return { refresh, refreshing: useIsFetching({ queryKey: handlingKeys.claim(reportNo) }) > 0 };
};

/** The claims handler's steps on the claim, each offered only when its status allows it. */
export function ClaimActions({ claim, canAct }: { claim: ClaimDetail; canAct: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>();
  const [settleForm] = Form.useForm<SettleValues>();
  const { refresh, refreshing } = useClaimRefresh(claim.reportNo);
  const confirmStep = useStepConfirm(claim, refresh);
  const { request, settle } = useClaimSteps(claim, settleForm, () => setDialog(undefined), refresh);
  if (!canAct) return <Alert type="info" showIcon title={t('operations.claims.readOnly')} />;
  const allowed = allowedSteps(claim.status);
  const openSettle = () => {
    settleForm.setFieldsValue(settleValuesOf(claim));
    setDialog('settle');
  };
  return (
    <Card size="small" title={t('operations.claims.actions')} data-testid="handling-actions">
      {Object.values(allowed).some(Boolean) ? (
        <Space wrap>
          <Button
            disabled={!allowed.request || refreshing}
            onClick={() => setDialog('request')}
            data-testid="action-request"
          >
            {t('operations.claims.requestDocuments')}
          </Button>
          <Button
            type="primary"
            disabled={!allowed.settle || refreshing}
            onClick={openSettle}
            data-testid="action-settle"
          >
            {t('operations.claims.settle')}
          </Button>
          <Button
            danger
            disabled={!allowed.close || refreshing}
            onClick={() => confirmStep('close')}
            data-testid="action-close"
          >
            {t('operations.claims.close')}
          </Button>
          <Button
            disabled={!allowed.archive || refreshing}
            onClick={() => confirmStep('archive')}
            data-testid="action-archive"
          >
            {t('operations.claims.archive')}
          </Button>
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('operations.claims.noAction')} />
      )}
      <RequestDocumentsModal
        open={dialog === 'request'}
        pending={request.isPending}
        onSend={(documents) => request.mutate(documents)}
        onClose={() => setDialog(undefined)}
      />
      <SettleModal
        claim={claim}
        form={settleForm}
        open={dialog === 'settle'}
        pending={settle.isPending}
        onSubmit={(values) =>
          modal.confirm({
            title: t('operations.claims.settle.title'),
            content: t('operations.claims.settle.confirm'),
            okText: t('operations.claims.settle.submit'),
            cancelText: t('operations.common.cancel'),
            onOk: () => settle.mutateAsync(values).catch(() => undefined),
          })
        }
        onClose={() => setDialog(undefined)}
      />
    </Card>
  );
}
