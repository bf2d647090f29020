import { BankOutlined } from '@ant-design/icons';
import type { FeePayment, PayResult } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insuringKeys } from '../../api/insuring.api.ts';
import { currencyIso, groupDigits } from '../../ui/format.ts';
import { IssuedPolicy } from './issued-policy.tsx';
import { feePaymentQuery, payPremium } from './payment.api.ts';

interface PaymentModalProps {
  applicationId: number | undefined;
  onClose: () => void;
  onPaid?: (result: PayResult) => void;
  /** Show the issued policy in the dialog (off when the page behind shows it). */
  showIssued?: boolean;
}

/** Premium payment (seeFeePayment → pay): amount, currency and payee, then the issued policy. */
export function PaymentModal({ applicationId, onClose, onPaid, showIssued = true }: PaymentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={applicationId !== undefined}
      title={
        <span>
          <BankOutlined style={{ marginRight: 8 }} />
          {t('insuringWeb.payment.title')}
        </span>
      }
      onCancel={onClose}
      footer={null}
      width={680}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {applicationId !== undefined && (
        <PaymentContent
          applicationId={applicationId}
          onClose={onClose}
          onPaid={onPaid}
          showIssued={showIssued}
        />
      )}
    </Modal>
  );
}

function PaymentContent({
  applicationId,
  onClose,
  onPaid,
  showIssued,
}: {
  applicationId: number;
  onClose: () => void;
  onPaid?: (result: PayResult) => void;
  showIssued: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const due = useQuery(feePaymentQuery(applicationId));
  // One key per payment dialog: a double click or a retry charges once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const pay = useMutation({
    mutationFn: payPremium,
    onSuccess: async (result) => {
      onPaid?.(result);
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'active' });
    },
  });

  if (pay.data) {
    if (!showIssued) return null;
    return (
      <IssuedPolicy
        result={pay.data}
        extra={
          <Button key="close" onClick={onClose}>
            {t('insuringWeb.common.close')}
          </Button>
        }
      />
    );
  }
  if (due.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (due.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('insuringWeb.payment.loadFailed')}
        description={due.error.message}
        action={<Button onClick={() => void due.refetch()}>{t('insuringWeb.common.retry')}</Button>}
      />
    );
  }
  return (
    <div data-testid="payment-dialog">
      <AmountDue fee={due.data} />
      <PaymentButtons
        fee={due.data}
        isPaying={pay.isPending}
        onPay={(fee) => {
          if (pay.isPending) return;
          pay.mutate({
            applicationId: fee.applicationId,
            requestKey,
            amount: fee.amount,
            currencyCode: fee.currencyCode,
          });
        }}
        onClose={onClose}
      />
    </div>
  );
}

/** What is due: the amount (and in CNY), the currency, the payee and its account. */
function AmountDue({ fee }: { fee: FeePayment }) {
  const { t } = useTranslation();
  return (
    <>
      <div style={{ textAlign: 'center', padding: '8px 0 20px' }}>
        <Typography.Text type="secondary">{t('insuringWeb.payment.amountDue')}</Typography.Text>
        <div style={{ fontSize: 34, fontWeight: 600, color: '#1658d8' }} data-testid="payment-amount">
          <span style={{ fontSize: 18, marginRight: 8 }}>{fee.currency}</span>
          {groupDigits(fee.amount)}
        </div>
        {fee.currency !== 'CNY' && (
          <Typography.Text type="secondary">
            {t('insuringWeb.quote.premiumCny', { amount: groupDigits(fee.amountCny) })}
          </Typography.Text>
        )}
      </div>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'voucher', label: t('insuringWeb.list.applicationNo'), children: fee.voucherNo },
          {
            key: 'currency',
            label: t('field.currencyCode'),
            children: `${currencyIso(fee.currencyCode)}`,
          },
          { key: 'payee', label: t('insuringWeb.payment.payee'), children: fee.payee.name },
          { key: 'bank', label: t('field.bankName'), children: fee.payee.bankName },
          { key: 'account', label: t('insuringWeb.payment.account'), children: fee.payee.accountNo },
        ]}
      />
      {!fee.isPayable && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={t('insuringWeb.payment.notPayable')}
        />
      )}
    </>
  );
}

interface PaymentButtonsProps {
  fee: FeePayment;
  isPaying: boolean;
  /** Pays exactly the amount shown. */
  onPay: (fee: FeePayment) => void;
  onClose: () => void;
}

/** Cancel, or pay the amount due. */
function PaymentButtons({ fee, isPaying, onPay, onClose }: PaymentButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        {t('insuringWeb.payment.simulated')}
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose} disabled={isPaying}>
          {t('insuringWeb.common.cancel')}
        </Button>
        <Button
          type="primary"
          loading={isPaying}
          disabled={!fee.isPayable || isPaying}
          data-testid="payment-confirm"
          onClick={() => onPay(fee)}
        >
          {t('insuringWeb.payment.confirm', { amount: `${fee.currency} ${groupDigits(fee.amount)}` })}
        </Button>
      </div>
    </>
  );
}
