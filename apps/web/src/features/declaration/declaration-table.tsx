import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  DECLARATION_STATUS,
  type DeclarationPage,
  type DeclarationRow,
  type DeclarationStatus,
} from '@cargo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format.ts';
import { ListTable, type ListTableProps } from '../../ui/list/list-table.tsx';
import { rowActionName } from '../../ui/row-action.ts';
import styles from './declaration.module.css';

const STATUS_COLOR: Record<DeclarationStatus, string> = {
  [DECLARATION_STATUS.draft]: 'default',
  [DECLARATION_STATUS.review]: 'warning',
  [DECLARATION_STATUS.declared]: 'success',
  [DECLARATION_STATUS.rejected]: 'error',
};

export function DeclarationStatusTag({ row }: { row: Pick<DeclarationRow, 'status' | 'statusName'> }) {
  return (
    <Tag color={STATUS_COLOR[row.status]} variant="filled" style={{ marginInlineEnd: 0 }}>
      {row.statusName}
    </Tag>
  );
}

const dash = (text: string | null | undefined) =>
  text === null || text === undefined || text === '' ? '—' : text;

function NumberCell({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`${styles.cellMain} ${styles.mono}`}>{row.certificateNo ?? row.declarationNo}</span>
      <span className={styles.cellSub}>
        {row.certificateNo
          ? t('declarationWeb.table.declarationNoValue', { declarationNo: row.declarationNo })
          : t(row.status === DECLARATION_STATUS.draft ? 'field.draftNo' : 'field.declarationNo')}
      </span>
    </>
  );
}

/** The status, with the self-check findings on hover. */
function StatusCell({ row }: { row: DeclarationRow }) {
  if (row.reviewReasons.length === 0) return <DeclarationStatusTag row={row} />;
  return (
    <Tooltip title={row.reviewReasons.join('; ')}>
      <span>
        <DeclarationStatusTag row={row} />
      </span>
    </Tooltip>
  );
}

function GoodsCell({ row }: { row: DeclarationRow }) {
  return (
    <>
      <span className={`${styles.cellMain} ${styles.goodsCell}`} title={row.goodsDescription}>
        {dash(row.goodsDescription)}
      </span>
      <span className={styles.cellSub}>
        {[row.invoiceNo, row.billOfLadingNo].filter((value) => value !== '').join(' · ') || '—'}
      </span>
    </>
  );
}

function VoyageCell({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.cellMain}>
        {row.loadingPort || row.dischargePort
          ? t('declarationWeb.table.route', { from: dash(row.loadingPort), to: dash(row.dischargePort) })
          : '—'}
      </span>
      <span className={styles.cellSub}>{dash(row.conveyance)}</span>
    </>
  );
}

function DatesCell({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  const dayKey =
    row.status === DECLARATION_STATUS.draft
      ? 'declarationWeb.table.savedOn'
      : 'declarationWeb.table.declaredOn';
  return (
    <>
      <span className={`${styles.cellMain} ${styles.amount}`}>{dash(row.sailingDate)}</span>
      <span className={`${styles.cellSub} ${styles.amount}`}>{t(dayKey, { date: row.declarationDate })}</span>
    </>
  );
}

function AmountsCell({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`${styles.cellMain} ${styles.amount}`}>
        {formatMoney(row.insuredAmount, row.currency)}
      </span>
      <span className={`${styles.cellSub} ${styles.amount}`}>
        {row.premium === null
          ? '—'
          : t('declarationWeb.table.premiumValue', { amount: formatMoney(row.premium, row.currency) })}
      </span>
    </>
  );
}

/** The columns of the declaration lists (enquiry and pending), with the screen's own actions last. */
export const useDeclarationColumns = (
  actions: (row: DeclarationRow) => ReactNode,
): ColumnsType<DeclarationRow> => {
  const { t } = useTranslation();
  return [
    {
      key: 'number',
      title: t('declarationWeb.table.number'),
      fixed: 'left',
      width: 228,
      render: (_, row) => <NumberCell row={row} />,
    },
    { key: 'status', title: t('field.status'), width: 96, render: (_, row) => <StatusCell row={row} /> },
    {
      key: 'policy',
      title: t('field.policyNo'),
      width: 180,
      render: (_, row) => (
        <>
          <span className={`${styles.cellMain} ${styles.mono}`}>{row.policyNo}</span>
          <span className={styles.cellSub}>{row.productName}</span>
        </>
      ),
    },
    {
      key: 'goods',
      title: t('declarationWeb.table.goods'),
      width: 210,
      render: (_, row) => <GoodsCell row={row} />,
    },
    {
      key: 'voyage',
      title: t('declarationWeb.table.voyage'),
      width: 200,
      render: (_, row) => <VoyageCell row={row} />,
    },
    {
      key: 'dates',
      title: t('declarationWeb.table.dates'),
      width: 120,
      render: (_, row) => <DatesCell row={row} />,
    },
    {
      key: 'amounts',
      title: t('declarationWeb.table.amounts'),
      align: 'right',
      width: 170,
      render: (_, row) => <AmountsCell row={row} />,
    },
    {
      key: 'actions',
      title: t('declarationWeb.table.actions'),
      fixed: 'right',
      width: 140,
      render: (_, row) => actions(row),
    },
  ];
};

/**
 * A declaration list (enquiry, pending) with its pager and the screen's own actions last; a failed load
 * is shown above the table, with a retry.
 */
export function DeclarationListTable({
  list,
  paging,
  actions,
  emptyText,
  testId,
}: Pick<ListTableProps<DeclarationRow>, 'paging'> & {
  list: UseQueryResult<DeclarationPage>;
  actions: (row: DeclarationRow) => ReactNode;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns = useDeclarationColumns(actions);
  return (
    <div className={styles.tableCard}>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: '12px 0' }}
          title={t('declarationWeb.common.queryFailed')}
          description={list.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {t('declarationWeb.common.retry')}
            </Button>
          }
        />
      ) : null}
      <ListTable<DeclarationRow>
        rowKey="declarationNo"
        columns={columns}
        result={list}
        paging={paging}
        scroll={{ x: 1344 }}
        size="middle"
        data-testid={testId}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pageSizeOptions={[10, 20, 50, 100]}
        totalText={(total) => t('declarationWeb.common.total', { total })}
      />
    </div>
  );
}

/** A row's "Details", named after its declaration (ui/row-action.ts). */
export function DeclarationDetailsButton({
  declarationNo,
  onDetails,
  testId,
}: {
  declarationNo: string;
  onDetails: (declarationNo: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const label = t('declarationWeb.common.details');
  return (
    <Button
      type="link"
      size="small"
      icon={<EyeOutlined />}
      onClick={() => onDetails(declarationNo)}
      aria-label={rowActionName(label, declarationNo)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
