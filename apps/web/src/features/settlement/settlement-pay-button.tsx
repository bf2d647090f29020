import type { SettlementRow } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { money } from '../../ui/format.ts';
import { paySettlement, settlementKeys } from './settlement.api.ts';

/**
 * "Pay" on an open-policy month or a correction premium: a confirmation naming the amount, then one payment
 * (a request key per row shown, so a double click or a retry pays once).
 */
export function SettlementPayButton({ row }: { row: SettlementRow }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const requestKey = useRef(crypto.randomUUID());
  const pay = useMutation({
    mutationFn: () => paySettlement(row, requestKey.current),
    onSuccess: async (paid) => {
      message.success(
        t('settlement.pay.done', { settlementNo: paid.settlementNo, paymentNo: paid.paymentNo }),
      );
      await queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
    onSettled: () => {
      requestKey.current = crypto.randomUUID();
    },
  });
  const confirm = () =>
    modal.confirm({
      title: t('settlement.pay.title'),
      content: t('settlement.pay.confirm', {
        settlementNo: row.settlementNo,
        premium: money(row.currency, row.premium),
        count: row.count,
      }),
      okText: t('settlement.pay.ok'),
      cancelText: t('settlement.pay.cancel'),
      onOk: () => pay.mutateAsync().catch(() => undefined),
    });
  return (
    <Button
      type="link"
      size="small"
      loading={pay.isPending}
      onClick={confirm}
      aria-label={`${t('settlement.action.payNow')} ${row.settlementNo}`}
      data-testid={`settlement-pay-${row.settlementNo}`}
    >
      {t('settlement.action.payNow')}
    </Button>
  );
}
