import type { ClaimDetail } from '@cargo/domain';
import { Form, Input, Modal, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';

export interface SettleValues {
  lines: { lineNo: number; assessedLoss: string }[];
  exchangeRate: string;
  note: string;
}

interface ClaimedLine {
  lineNo: number;
  goodsName: string;
  claimed: string;
  currency: string;
}

/** The lines a settlement assesses: the goods lines, or the whole estimated loss as line 1 (as the server does). */
export const claimedLinesOf = (claim: ClaimDetail): ClaimedLine[] =>
  claim.goodsLines.length > 0
    ? claim.goodsLines.map((line) => ({
        lineNo: line.lineNo,
        goodsName: line.goodsName,
        claimed: line.claimedLoss,
        currency: claim.estimatedCurrency,
      }))
    : [
        {
          lineNo: 1,
          goodsName: claim.lossTypeName,
          claimed: claim.estimatedLoss,
          currency: claim.estimatedCurrency,
        },
      ];

/** The initial values: the earlier calculation's figures when there is one. */
export const settleValuesOf = (claim: ClaimDetail): SettleValues => ({
  lines: claimedLinesOf(claim).map((line) => ({
    lineNo: line.lineNo,
    assessedLoss: claim.settlement?.lines.find((entry) => entry.lineNo === line.lineNo)?.assessedLoss ?? '',
  })),
  exchangeRate: claim.settlement?.exchangeRate ?? '',
  note: claim.settlement?.note ?? '',
});

/** The lines' columns: what was claimed beside the assessed loss to type (required). */
const settleColumns = (t: TFunction, assessedLabel: string): TableColumnsType<ClaimedLine> => {
  const required = {
    required: true,
    whitespace: true,
    message: t('error.field', { field: assessedLabel, reason: t('error.fieldRequired') }),
  };
  return [
    { title: '#', dataIndex: 'lineNo', width: 48 },
    { title: t('field.goodsName'), dataIndex: 'goodsName' },
    {
      title: t('operations.claims.settle.claimed'),
      key: 'claimed',
      align: 'right',
      render: (_, line) => formatMoney(line.claimed, line.currency),
    },
    {
      title: assessedLabel,
      key: 'assessed',
      width: 220,
      render: (_, line, index) => (
        <>
          <Form.Item name={['lines', index, 'lineNo']} hidden initialValue={line.lineNo}>
            <Input />
          </Form.Item>
          <Form.Item name={['lines', index, 'assessedLoss']} rules={[required]} style={{ margin: 0 }}>
            <Input
              inputMode="decimal"
              aria-label={`${assessedLabel} #${line.lineNo}`}
              data-testid={`settle-line-${line.lineNo}`}
            />
          </Form.Item>
        </>
      ),
    },
  ];
};

/** The settlement per goods line: the claimed loss beside the assessed loss typed in the policy currency. */
export function SettleModal({
  claim,
  form,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  claim: ClaimDetail;
  form: ReturnType<typeof Form.useForm<SettleValues>>[0];
  open: boolean;
  pending: boolean;
  onSubmit: (values: SettleValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lines = claimedLinesOf(claim);
  const assessedLabel = t('operations.claims.settle.assessed', { currency: claim.currencyCode });
  return (
    <Modal
      open={open}
      title={t('operations.claims.settle.title')}
      okText={t('operations.claims.settle.submit')}
      cancelText={t('operations.common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      forceRender
      data-testid="settle-modal"
    >
      <Form<SettleValues>
        form={form}
        layout="vertical"
        initialValues={settleValuesOf(claim)}
        onFinish={onSubmit}
      >
        <Table<ClaimedLine>
          rowKey="lineNo"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={settleColumns(t, assessedLabel)}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('operations.claims.settle.confirm')}
        </Typography.Paragraph>
        <Form.Item
          name="exchangeRate"
          label={t('operations.claims.settle.rate', { currency: claim.currencyCode })}
        >
          <Input inputMode="decimal" style={{ width: 200 }} data-testid="settle-rate" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={250} data-testid="settle-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
