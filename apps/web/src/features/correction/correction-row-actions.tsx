import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  CORRECTION_STATUS,
  type CorrectionRow,
  isCorrectionDeletable,
  isCorrectionWithdrawable,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { CorrectedPolicyPdfButtons } from '../document/index.ts';
import { correctionKeys, deleteCorrection, withdrawCorrection } from './correction.api.ts';

/**
 * Withdraw a correction under review, or delete a rejected or withdrawn one for good, each confirmed first;
 * an effective one prints the policy's current version and the original with its correction inventory.
 */
export function CorrectionRowActions({ row }: { row: CorrectionRow }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: correctionKeys.all });
  const withdraw = useMutation({
    mutationFn: withdrawCorrection,
    onSuccess: async () => {
      message.success(t('correctionWeb.enquiry.withdrawn', { correctionNo: row.correctionNo }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteCorrection,
    onSuccess: async () => {
      message.success(t('correctionWeb.enquiry.deleted', { correctionNo: row.correctionNo }));
      await refresh();
    },
  });
  const target = { id: row.id, correctionNo: row.correctionNo };
  // The dialog keeps its button spinning until the server answered; a failure is shown by the wrapper.
  const quietly = (run: () => Promise<unknown>) => () => run().catch(() => undefined);

  const canWithdraw = row.canWithdraw && isCorrectionWithdrawable(row.status);
  const canDelete = row.canDelete && isCorrectionDeletable(row.status);
  const isEffective = row.status === CORRECTION_STATUS.effective;
  if (!canWithdraw && !canDelete && !isEffective) return null;
  return (
    <Space size={0} wrap>
      {isEffective && <CorrectedPolicyPdfButtons policyNo={row.policyNo} />}
      {canWithdraw && (
        <Button
          type="link"
          size="small"
          icon={<RollbackOutlined />}
          loading={withdraw.isPending}
          data-testid={`withdraw-${row.correctionNo}`}
          onClick={() =>
            modal.confirm({
              title: t('correctionWeb.enquiry.withdrawTitle'),
              content: t('correctionWeb.enquiry.withdrawConfirm', { correctionNo: row.correctionNo }),
              okText: t('correctionWeb.enquiry.withdraw'),
              cancelText: t('correctionWeb.confirm.cancel'),
              onOk: quietly(() => withdraw.mutateAsync(target)),
            })
          }
        >
          {t('correctionWeb.enquiry.withdraw')}
        </Button>
      )}
      {canDelete && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={remove.isPending}
          data-testid={`delete-${row.correctionNo}`}
          onClick={() =>
            modal.confirm({
              title: t('correctionWeb.enquiry.deleteTitle'),
              content: t('correctionWeb.enquiry.deleteConfirm', { correctionNo: row.correctionNo }),
              okText: t('correctionWeb.enquiry.delete'),
              okButtonProps: { danger: true },
              cancelText: t('correctionWeb.confirm.cancel'),
              onOk: quietly(() => remove.mutateAsync(target)),
            })
          }
        >
          {t('correctionWeb.enquiry.delete')}
        </Button>
      )}
    </Space>
  );
}
