import { APPLICATION_STATUS, type PolicyListRow } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys } from '../../api/insuring.api.ts';
import { rowActionName } from '../../ui/row-action.ts';
import { ApplicationPdfButton } from '../document/index.ts';
import { useCanOperate } from '../user-admin/index.ts';
import { cancelApplication, withdrawApplication } from './application.api.ts';
import { StatusTag } from './list-kit.tsx';

const CANCELLABLE: readonly string[] = [
  APPLICATION_STATUS.pendingPayment,
  APPLICATION_STATUS.pendingReview,
  APPLICATION_STATUS.pendingModification,
];
const WITHDRAWABLE: readonly string[] = [APPLICATION_STATUS.pendingPayment, APPLICATION_STATUS.pendingReview];

/** Withdraw (back to a draft) and cancel an application; the lists are refreshed after each. */
export function useApplicationChanges() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: insuringKeys.all });
  const withdraw = useMutation({
    mutationFn: (row: PolicyListRow) => withdrawApplication(row.id, row.voucherNo),
    onSuccess: async (result) => {
      message.success(result.message);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (row: PolicyListRow) => cancelApplication(row.id, row.voucherNo),
    onSuccess: async (result) => {
      message.success(result.message);
      await refresh();
    },
  });
  return { withdraw, cancel };
}

export type ApplicationChanges = ReturnType<typeof useApplicationChanges>;

/** An application's status, and the link to the reasons of its review when it has some. */
export function StatusWithReasons({ row, onHistory }: { row: PolicyListRow; onHistory: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4} orientation="vertical">
      <StatusTag code={row.businessStatus} name={row.businessStatusName} />
      {row.reviewReasons.length > 0 && (
        <Typography.Link
          style={{ fontSize: 12 }}
          onClick={onHistory}
          data-testid={`reasons-${row.voucherNo}`}
        >
          {t('insuringWeb.applications.reasons', { count: row.reviewReasons.length })}
        </Typography.Link>
      )}
    </Space>
  );
}

interface ApplicationActionsProps {
  row: PolicyListRow;
  changes: ApplicationChanges;
  onPay: () => void;
  onHistory: () => void;
}

/**
 * What can be done with an application in its status: pay, modify, withdraw, history, cancel (a viewer:
 * the documents and the history only).
 */
export function ApplicationActions({ row, changes, onPay, onHistory }: ApplicationActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operates = useCanOperate();
  const status = row.businessStatus;
  return (
    <Space size={0} wrap>
      <ApplicationPdfButton id={row.id} />
      {status === APPLICATION_STATUS.pendingModification && <ApplicationPdfButton id={row.id} draft />}
      {operates && status === APPLICATION_STATUS.pendingPayment && (
        <Button
          type="link"
          size="small"
          onClick={onPay}
          aria-label={rowActionName(t('insuringWeb.applications.pay'), row.voucherNo)}
          data-testid={`pay-${row.voucherNo}`}
        >
          {t('insuringWeb.applications.pay')}
        </Button>
      )}
      {operates && status === APPLICATION_STATUS.pendingModification && (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/quotation?application=${row.id}`)}
          aria-label={rowActionName(t('insuringWeb.common.modify'), row.voucherNo)}
          data-testid={`modify-${row.voucherNo}`}
        >
          {t('insuringWeb.common.modify')}
        </Button>
      )}
      {operates && WITHDRAWABLE.includes(status) && (
        <Popconfirm
          title={t('insuringWeb.applications.withdrawConfirm', { voucherNo: row.voucherNo })}
          description={t('insuringWeb.applications.withdrawText')}
          onConfirm={() => changes.withdraw.mutateAsync(row).catch(() => undefined)}
        >
          <Button
            type="link"
            size="small"
            aria-label={rowActionName(t('insuringWeb.applications.withdraw'), row.voucherNo)}
            data-testid={`withdraw-${row.voucherNo}`}
          >
            {t('insuringWeb.applications.withdraw')}
          </Button>
        </Popconfirm>
      )}
      <Button
        type="link"
        size="small"
        onClick={onHistory}
        aria-label={rowActionName(t('insuringWeb.applications.history'), row.voucherNo)}
      >
        {t('insuringWeb.applications.history')}
      </Button>
      {operates && CANCELLABLE.includes(status) && (
        <Popconfirm
          title={t('insuringWeb.applications.cancelConfirm', { voucherNo: row.voucherNo })}
          description={t('insuringWeb.applications.cancelText')}
          okText={t('insuringWeb.applications.cancel')}
          cancelText={t('insuringWeb.applications.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={() => changes.cancel.mutateAsync(row).catch(() => undefined)}
        >
          <Button
            type="link"
            size="small"
            danger
            aria-label={rowActionName(t('insuringWeb.applications.cancel'), row.voucherNo)}
            data-testid={`cancel-${row.voucherNo}`}
          >
            {t('insuringWeb.applications.cancel')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
