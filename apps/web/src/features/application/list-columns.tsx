import type { Language, PolicyListRow } from '@cargo/domain';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { copyableNumber } from '../../ui/copyable-number.ts';
import { currencyIso, groupDigits, listSumInsured } from '../../ui/format.ts';
import { StatusTag } from './list-kit.tsx';

type Column = ColumnType<PolicyListRow>;

/** An amount of the row's currency: the ISO code, then the digits grouped; '-' when there is none. */
const amountColumn = (
  title: string,
  key: 'totalInsuredAmount' | 'totalActualPremium',
  width: number,
  text: (row: PolicyListRow) => string,
): Column => ({
  title,
  key,
  width,
  align: 'right',
  render: (_: unknown, row) => {
    const amount = text(row);
    return amount === '' ? (
      '-'
    ) : (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginRight: 4 }}>
          {currencyIso(row.currencyCode)}
        </Typography.Text>
        {amount}
      </span>
    );
  },
});

/** The title of a list's sum-insured column: it names 万 in Chinese, where the list counts in 万 (`listSumInsured`). */
export const sumInsuredTitleKey = (language: Language) =>
  language === 'zh-CN' ? 'insuringWeb.list.insuredAmountTenThousand' : 'field.insuredAmount';

/** SPEC §3 list-row columns shared by drafts, applications and policies. */
export const listColumns = (t: TFunction, language: Language) => ({
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
    // The whole name, wrapped: "Import Cargo Transportation Insurance" needs two lines in English.
    width: 210,
    render: (name: string, row) => (
      <span title={row.marketproductCode}>
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
    width: 170,
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
  /** The sum insured: in 万 in Chinese (SPEC §3), the full amount in English (`listSumInsured`). */
  insuredAmount: (): Column =>
    amountColumn(t(sumInsuredTitleKey(language)), 'totalInsuredAmount', 150, (row) =>
      listSumInsured(row, language),
    ),
  premium: (): Column =>
    amountColumn(t('field.premium'), 'totalActualPremium', 130, (row) => groupDigits(row.totalActualPremium)),
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
