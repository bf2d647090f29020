import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CLAIM_LIMITS, formatAmountGrouped } from '@cargo/domain';
import { Button, Form, type FormListFieldData, Input, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { currencyIso } from '../../../ui/format.ts';
import {
  type GoodsLineValues,
  goodsLinesTotalOf,
  lineLossOf,
  minorUnitsOfCurrency,
  type ReportFormValues,
} from './report-form-model.ts';

const cell = { marginBottom: 0 } as const;

/** The columns of the goods lines: each an input of the line, then its computed loss and remove. */
const goodsColumns = (
  t: TFunction,
  currency: string,
  lines: GoodsLineValues[],
  remove: (index: number) => void,
) => {
  const iso = currencyIso(currency);
  const lossText = (index: number) => {
    const loss = lineLossOf(lines[index], currency);
    return loss === undefined ? '—' : `${iso} ${formatAmountGrouped(loss, minorUnitsOfCurrency(currency))}`;
  };
  const columns: TableColumnsType<FormListFieldData> = [
    {
      title: t('field.goodsName'),
      render: (_, field) => (
        <Form.Item name={[field.name, 'goodsName']} style={cell}>
          <Input maxLength={CLAIM_LIMITS.goodsName} data-testid={`report-goods-${field.name}-goodsName`} />
        </Form.Item>
      ),
    },
    {
      title: t('field.quantity'),
      width: 120,
      render: (_, field) => (
        <Form.Item name={[field.name, 'quantity']} style={cell}>
          <Input inputMode="decimal" maxLength={14} data-testid={`report-goods-${field.name}-quantity`} />
        </Form.Item>
      ),
    },
    {
      title: t('field.unit'),
      width: 100,
      render: (_, field) => (
        <Form.Item name={[field.name, 'unit']} style={cell}>
          <Input maxLength={CLAIM_LIMITS.unit} data-testid={`report-goods-${field.name}-unit`} />
        </Form.Item>
      ),
    },
    {
      title: t('field.unitPrice'),
      width: 170,
      render: (_, field) => (
        <Form.Item name={[field.name, 'unitPrice']} style={cell}>
          <AmountInput currency={iso} maxLength={20} data-testid={`report-goods-${field.name}-unitPrice`} />
        </Form.Item>
      ),
    },
    {
      title: t('field.damageExtent'),
      width: 120,
      render: (_, field) => (
        <Form.Item name={[field.name, 'damageExtent']} style={cell}>
          <Input
            inputMode="numeric"
            maxLength={3}
            suffix="%"
            data-testid={`report-goods-${field.name}-damageExtent`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('claimReportWeb.goods.lineLoss'),
      width: 160,
      align: 'right',
      render: (_, field) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`report-goods-${field.name}-loss`}>
          {lossText(field.name)}
        </span>
      ),
    },
    {
      key: 'remove',
      width: 48,
      render: (_, field) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('claimReportWeb.goods.remove', { line: field.name + 1 })}
          onClick={() => remove(field.name)}
          data-testid={`report-goods-${field.name}-remove`}
        />
      ),
    },
  ];
  return columns;
};

function GoodsTotal({ lines, currency }: { lines: GoodsLineValues[]; currency: string }) {
  const { t } = useTranslation();
  const sum = goodsLinesTotalOf(lines, currency);
  return (
    <Typography.Text strong data-testid="report-goods-total">
      {t('claimReportWeb.goods.total', {
        amount: `${currencyIso(currency)} ${formatAmountGrouped(sum.total, minorUnitsOfCurrency(currency))}`,
      })}
      {sum.incomplete > 0 && (
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontWeight: 'normal' }}>
          {t('claimReportWeb.goods.incomplete', { count: sum.incomplete })}
        </Typography.Text>
      )}
    </Typography.Text>
  );
}

/** The damaged goods, line by line: name, quantity, unit, unit price, damage extent and the loss it makes. */
export function GoodsLines({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const currency = Form.useWatch<ReportFormValues['estimatedCurrency']>('estimatedCurrency') ?? '';
  const lines = Form.useWatch<ReportFormValues['goodsLines']>('goodsLines') ?? [];
  return (
    <Form.List name="goodsLines">
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="report-goods">
          <Typography.Text strong>
            {required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
            {t('field.goodsLines')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {t(required ? 'claimReportWeb.goods.requiredHint' : 'claimReportWeb.goods.hint')}
          </Typography.Text>
          <Table<FormListFieldData>
            size="small"
            style={{ marginTop: 8 }}
            rowKey="key"
            pagination={false}
            dataSource={fields}
            columns={goodsColumns(t, currency, lines, remove)}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('claimReportWeb.goods.empty') }}
          />
          <Form.ErrorList errors={errors} />
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 8 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={fields.length >= CLAIM_LIMITS.maxGoodsLines}
              data-testid="report-goods-add"
            >
              {t('claimReportWeb.goods.add')}
            </Button>
            {fields.length > 0 && <GoodsTotal lines={lines} currency={currency} />}
          </div>
        </div>
      )}
    </Form.List>
  );
}
