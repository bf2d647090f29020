import type { PolicyListRow } from '@cargo/domain';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { copyableNumber } from '../../ui/copyable-number.ts';
import { currencyIso, groupDigits } from '../../ui/format.ts';
import { StatusTag } from './list-kit.tsx';

type Column = ColumnType<PolicyListRow>;

/** An amount of the row's currency: the ISO code, then the digits grouped; '-' when there is none. */
const amountColumn = (
  title: string,
  dataIndex: 'totalInsuredAmount' | 'totalActualPremium',
  width: number,
): Column => ({
  title,
  dataIndex,
  width,
  align: 'right',
  render: (value: string | null, row) =>
    value === null ? (
      '-'
    ) : (
      <span>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginRight: 4 }}>
          {currencyIso(row.currencyCode)}
        </Typography.Text>
        {groupDigits(value)}
      </span>
    ),
});

/** SPEC §3 list-row columns shared by drafts, applications and policies. */
export const listColumns = (t: TFunction) => ({
  voucherNo: (title: string): Column => ({
    title,
    dataIndex: 'voucherNo',
    width: 200,
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    fixed: 'left',
    render: (value: string) => (
      <Typography.Text
        copyable={copyableNumber(t, value)}
        style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12 }}
      >
        {value}
      </Typography.Text>
    ),
  }),
  product: (): Column => ({
    title: t('field.productCode'),
    dataIndex: 'marketproductName',
    width: 160,
    ellipsis: true,
    render: (name: string, row) => (
      <span title={`${name} (${row.marketproductCode})`}>
        {name}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {row.planDetail || row.marketproductCode}
        </Typography.Text>
      </span>
    ),
  }),
  insured: (): Column => ({
    title: t('field.insuredName'),
    dataIndex: 'riskName',
    width: 150,
    ellipsis: true,
  }),
  period: (): Column => ({
    title: t('insuringWeb.list.period'),
    key: 'period',
    width: 130,
    render: (_: unknown, row) =>
      row.insuranceBeginDate ? (
        <span>
          {row.insuranceBeginDate}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {`~ ${row.insuranceEndDate ?? ''}`}
          </Typography.Text>
        </span>
      ) : (
        '-'
      ),
  }),
  /** SPEC §3: the insured amount in units of 10,000, exactly as the server sends it. */
  insuredAmount: (): Column =>
    amountColumn(t('insuringWeb.list.insuredAmountTenThousand'), 'totalInsuredAmount', 130),
  premium: (): Column => amountColumn(t('field.premium'), 'totalActualPremium', 120),
  status: (): Column => ({
    title: t('insuringWeb.list.status'),
    dataIndex: 'businessStatus',
    width: 120,
    render: (code: string, row) => <StatusTag code={code} name={row.businessStatusName} />,
  }),
  date: (title: string, field: 'inputDate' | 'createdDate'): Column => ({
    title,
    dataIndex: field,
    width: 110,
    render: (value: string) => <BusinessTimeCell value={value} />,
  }),
});
