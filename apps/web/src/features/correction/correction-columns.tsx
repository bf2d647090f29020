import type { CorrectionRow } from '@cargo/domain';
import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { copyableNumber } from '../../ui/copyable-number.ts';
import { money } from '../../ui/format.ts';
import { MONO } from './correction-paths.ts';
import { isDue } from './correction-preview-panel.tsx';
import { CorrectionStatusTag } from './correction-status-tag.tsx';

const secondary = (text: ReactNode) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const dateTime = (value: string | null) => <BusinessTimeCell value={value} />;

/** Additional premium (owed by the customer) or return premium (owed by the insurer), with the currency. */
function PremiumCell({ row, t }: { row: CorrectionRow; t: TFunction }) {
  const { pricing } = row;
  if (isDue(pricing.additionalPremium)) {
    return (
      <span data-testid={`premium-${row.correctionNo}`}>
        <Typography.Text type="danger" strong>
          {money(pricing.currencyCode, pricing.additionalPremium)}
        </Typography.Text>
        {secondary(t('correctionWeb.pricing.additionalPremium'))}
      </span>
    );
  }
  if (isDue(pricing.returnPremium)) {
    return (
      <span data-testid={`premium-${row.correctionNo}`}>
        <Typography.Text type="success" strong>
          {money(pricing.currencyCode, pricing.returnPremium)}
        </Typography.Text>
        {secondary(t('correctionWeb.pricing.returnPremium'))}
      </span>
    );
  }
  return <Typography.Text type="secondary">{t('correctionWeb.pricing.noDifference')}</Typography.Text>;
}

/** A correction or endorsement number, copyable. */
function DocumentNo({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      copyable={copyableNumber(t, value)}
      style={{ fontFamily: MONO, fontSize: 12, whiteSpace: 'nowrap' }}
    >
      {value}
    </Typography.Text>
  );
}

/** The columns of the correction enquiry; `actions` renders the row's withdraw / delete buttons. */
export const correctionColumns = (
  t: TFunction,
  actions: (row: CorrectionRow) => ReactNode,
): TableColumnsType<CorrectionRow> => [
  {
    title: t('correctionWeb.field.correctionNo'),
    dataIndex: 'correctionNo',
    key: 'correctionNo',
    width: 205,
    fixed: 'left',
    render: (value: string) => <DocumentNo value={value} />,
  },
  {
    title: t('correctionWeb.field.endorsementNo'),
    dataIndex: 'endorsementNo',
    key: 'endorsementNo',
    width: 205,
    render: (value: string | null) => (value === null ? '—' : <DocumentNo value={value} />),
  },
  {
    title: t('field.policyNo'),
    dataIndex: 'policyNo',
    key: 'policyNo',
    width: 185,
    render: (value: string) => (
      <span style={{ fontFamily: MONO, fontSize: 12, whiteSpace: 'nowrap' }}>{value}</span>
    ),
  },
  // Whole names, wrapped (an English product name takes two lines).
  { title: t('field.productCode'), dataIndex: 'productName', key: 'productName', width: 200 },
  { title: t('field.insuredName'), dataIndex: 'insuredName', key: 'insuredName', width: 170 },
  {
    title: t('field.correctionType'),
    dataIndex: 'correctionTypeName',
    key: 'correctionType',
    width: 150,
  },
  {
    title: t('field.status'),
    key: 'status',
    width: 100,
    render: (_: unknown, row) => <CorrectionStatusTag code={row.status} name={row.statusName} />,
  },
  {
    title: t('correctionWeb.enquiry.premium'),
    key: 'premium',
    width: 130,
    align: 'right',
    render: (_: unknown, row) => <PremiumCell row={row} t={t} />,
  },
  {
    title: t('correctionWeb.field.appliedAt'),
    dataIndex: 'appliedAt',
    key: 'appliedAt',
    width: 105,
    render: dateTime,
  },
  {
    title: t('correctionWeb.field.decidedAt'),
    dataIndex: 'decidedAt',
    key: 'decidedAt',
    width: 105,
    render: dateTime,
  },
  {
    title: t('insuringWeb.common.actions'),
    key: 'actions',
    fixed: 'right',
    width: 100,
    render: (_: unknown, row) => actions(row),
  },
];
