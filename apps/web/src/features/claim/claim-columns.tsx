import type { ClaimRow } from '@cargo/domain';
import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { money } from '../../ui/format.ts';
import { ClaimStatusTag, FastClaimTag } from './claim-status-tag.tsx';
import { CLAIM_PATHS, MONO } from './report/report-paths.ts';

const mono = (value: string) => (
  <span style={{ fontFamily: MONO, fontSize: 12, whiteSpace: 'nowrap' }}>{value}</span>
);

/** Missing documents: how many, or that the checklist is complete. */
function MissingCell({ row, t }: { row: ClaimRow; t: TFunction }) {
  return row.missingDocuments > 0 ? (
    <Tag color="orange" data-testid={`claim-missing-${row.reportNo}`}>
      {t('claimWeb.column.missingCount', { count: row.missingDocuments })}
    </Tag>
  ) : (
    <Tag color="green" data-testid={`claim-missing-${row.reportNo}`}>
      {t('claimWeb.column.complete')}
    </Tag>
  );
}

/** The report number (it opens the claim) and the policy or certificate number with its product. */
const numberColumns = (t: TFunction): TableColumnsType<ClaimRow> => [
  {
    title: t('field.reportNo'),
    dataIndex: 'reportNo',
    key: 'reportNo',
    width: 185,
    fixed: 'left',
    render: (value: string) => (
      <Link to={CLAIM_PATHS.detail(value)} data-testid={`claim-link-${value}`}>
        {mono(value)}
      </Link>
    ),
  },
  {
    title: t('claimWeb.column.policyNo'),
    dataIndex: 'policyNo',
    key: 'policyNo',
    width: 180,
    render: (value: string, row) => (
      <span>
        {mono(value)}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis>
          {row.productName}
        </Typography.Text>
      </span>
    ),
  },
];

/** The columns of the claims enquiry. */
export const claimColumns = (t: TFunction): TableColumnsType<ClaimRow> => [
  ...numberColumns(t),
  { title: t('field.insuredName'), dataIndex: 'insuredName', key: 'insuredName', width: 125, ellipsis: true },
  { title: t('field.lossType'), dataIndex: 'lossTypeName', key: 'lossType', width: 95 },
  {
    title: t('field.incidentTime'),
    dataIndex: 'incidentTime',
    key: 'incidentTime',
    width: 105,
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  {
    title: t('claimWeb.column.reportedAt'),
    dataIndex: 'reportedAt',
    key: 'reportedAt',
    width: 105,
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  {
    title: t('field.estimatedLoss'),
    key: 'estimatedLoss',
    width: 125,
    align: 'right',
    render: (_: unknown, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{money(row.estimatedCurrency, row.estimatedLoss)}</span>
    ),
  },
  {
    title: t('field.status'),
    key: 'status',
    width: 115,
    render: (_: unknown, row) => (
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
        <ClaimStatusTag code={row.status} name={row.statusName} testId={`claim-status-${row.reportNo}`} />
        {row.fastClaim ? <FastClaimTag /> : null}
      </span>
    ),
  },
  {
    title: t('claimWeb.column.payable'),
    key: 'payable',
    width: 125,
    align: 'right',
    render: (_: unknown, row) =>
      row.payable === null ? (
        <Typography.Text type="secondary">{t('claimWeb.column.notCalculated')}</Typography.Text>
      ) : (
        <Typography.Text
          strong
          style={{ whiteSpace: 'nowrap' }}
          data-testid={`claim-payable-${row.reportNo}`}
        >
          {money(row.currencyCode, row.payable)}
        </Typography.Text>
      ),
  },
  {
    title: t('claimWeb.column.missing'),
    key: 'missingDocuments',
    width: 115,
    fixed: 'right',
    render: (_: unknown, row) => <MissingCell row={row} t={t} />,
  },
];
