import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { amountLabel, CLAIM_LIMITS } from '@cargo/domain';
import { Button, Form, type FormListFieldData, Input, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { currencyIso } from '../../../ui/format.ts';
import {
  type GoodsLineValues,
  goodsLinesTotalOf,
  lineLossOf,
  type ReportFormValues,
} from './report-form-model.ts';

const cell = { marginBottom: 0 } as const;

type LineField = keyof GoodsLineValues;

/** A column holding one input of each line (test id `report-goods-<line>-<field>`). */
const inputColumn = (
  title: string,
  field: LineField,
  width: number | undefined,
  control: (testId: string) => ReactNode,
): TableColumnsType<FormListFieldData>[number] => ({
  title,
  width,
  render: (_, line) => (
    <Form.Item name={[line.name, field]} style={cell}>
      {control(`report-goods-${line.name}-${field}`)}
    </Form.Item>
  ),
});

/** The inputs of a line: name, quantity, unit, unit price (in the estimate's currency), damage extent. */
const inputColumns = (t: TFunction, iso: string) => [
  inputColumn(t('field.goodsName'), 'goodsName', undefined, (testId) => (
    <Input maxLength={CLAIM_LIMITS.goodsName} data-testid={testId} />
  )),
  inputColumn(t('field.quantity'), 'quantity', 120, (testId) => (
    <Input inputMode="decimal" maxLength={14} data-testid={testId} />
  )),
  inputColumn(t('field.unit'), 'unit', 100, (testId) => (
    <Input maxLength={CLAIM_LIMITS.unit} data-testid={testId} />
  )),
  inputColumn(t('field.unitPrice'), 'unitPrice', 170, (testId) => (
    <AmountInput currency={iso} maxLength={20} data-testid={testId} />
  )),
  inputColumn(t('field.damageExtent'), 'damageExtent', 120, (testId) => (
    <Input inputMode="numeric" maxLength={3} suffix="%" data-testid={testId} />
  )),
];

/** The columns of the goods lines: the inputs of the line, then its computed loss and remove. */
const goodsColumns = (
  t: TFunction,
  currency: string,
  lines: GoodsLineValues[],
  remove: (index: number) => void,
): TableColumnsType<FormListFieldData> => {
  const iso = currencyIso(currency);
  const lossText = (index: number) => {
    const loss = lineLossOf(lines[index], currency);
    return loss === undefined ? '—' : amountLabel(loss, currency);
  };
  return [
    ...inputColumns(t, iso),
    {
      title: t('claimReportWeb.goods.lineLoss'),
      width: 160,
      align: 'right',
      render: (_, line) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`report-goods-${line.name}-loss`}>
          {lossText(line.name)}
        </span>
      ),
    },
    {
      key: 'remove',
      width: 48,
      render: (_, line) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('claimReportWeb.goods.remove', { line: line.name + 1 })}
          onClick={() => remove(line.name)}
          data-testid={`report-goods-${line.name}-remove`}
        />
      ),
    },
  ];
};

function GoodsTotal({ lines, currency }: { lines: GoodsLineValues[]; currency: string }) {
  const { t } = useTranslation();
  const sum = goodsLinesTotalOf(lines, currency);
  return (
    <Typography.Text strong data-testid="report-goods-total">
      {t('claimReportWeb.goods.total', {
        amount: amountLabel(sum.total, currency),
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
          {errors.map((error) => (
            <Typography.Text key={String(error)} type="danger" style={{ display: 'block', marginTop: 4 }}>
              {error}
            </Typography.Text>
          ))}
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
