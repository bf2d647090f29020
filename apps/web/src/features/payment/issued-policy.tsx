import { CheckCircleFilled } from '@ant-design/icons';
import type { PayResult } from '@cargo/domain';
import { Button, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { money } from '../../ui/format.ts';

export const policyListPath = (policyNo: string) =>
  `/policy-query-download?policyNo=${encodeURIComponent(policyNo)}`;

/** The policy issued by a payment: its 20-digit number, validity and period, with the way to the policy list. */
export function IssuedPolicy({ result, extra }: { result: PayResult; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled />}
      title={t('insuringWeb.payment.issuedTitle')}
      data-testid="issued-policy"
      extra={[
        <Button
          key="policies"
          type="primary"
          onClick={() => navigate(policyListPath(result.policyNo))}
          data-testid="issued-policy-link"
        >
          {t('insuringWeb.payment.viewPolicy')}
        </Button>,
        extra,
      ]}
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 150 } }}
        style={{ maxWidth: 560, margin: '0 auto' }}
        items={[
          {
            key: 'policyNo',
            label: t('field.policyNo'),
            children: (
              <Typography.Text
                strong
                copyable
                style={{ fontSize: 18, letterSpacing: 1 }}
                data-testid="issued-policy-no"
              >
                {result.policyNo}
              </Typography.Text>
            ),
          },
          { key: 'validity', label: t('field.validity'), children: result.validityName },
          {
            key: 'amount',
            label: t('insuringWeb.payment.paid'),
            children: money(result.currencyCode, result.amount),
          },
          {
            key: 'period',
            label: t('insuringWeb.list.period'),
            children: `${result.insuranceBeginDate} ~ ${result.insuranceEndDate}`,
          },
          { key: 'voucher', label: t('insuringWeb.list.applicationNo'), children: result.voucherNo },
          { key: 'payment', label: t('insuringWeb.payment.paymentNo'), children: result.paymentNo },
        ]}
      />
    </Result>
  );
}
