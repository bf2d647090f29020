import { CheckOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { DECLARATION_STATUS, type DeclarationRow, ZPendingDeclarationQuery } from '@cargo/domain';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { describeIssue } from '../../i18n/index.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterField } from '../../ui/list/filter-fields.ts';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { rowActionName } from '../../ui/row-action.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { useCanOperate } from '../user-admin/index.ts';
import {
  declarationKeys,
  declareHeldShipment,
  deleteDeclarationDraft,
  dropHeldShipment,
  pendingPageQuery,
} from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationDetailDrawer } from './declaration-detail-drawer.tsx';
import { DeclarationPageHeader, NewDeclarationButton } from './declaration-page-header.tsx';
import { fillPath } from './declaration-paths.ts';
import { DeclarationDetailsButton, DeclarationListTable } from './declaration-table.tsx';

/** The open policy's number (4 or 20 digits). */
const pendingFields = (t: TFunction): FilterField[] => [
  {
    kind: 'text',
    name: 'policyNo',
    label: t('field.policyNo'),
    maxLength: 20,
    numeric: true,
    placeholder: t('declarationWeb.enquiry.policyNoPlaceholder'),
    span: { xs: 24, md: 12, xl: 6 },
  },
];

type HeldActions = {
  declare: UseMutationResult<unknown, Error, DeclarationRow>;
  drop: UseMutationResult<unknown, Error, DeclarationRow>;
};

/**
 * A shipment held by the open policy's auto-insure rules (issue 45): the rule that held it, and for operators
 * and administrators "Declare" (a submit of the draft, under every rule) and "Drop" (after a confirmation).
 */
function HeldRowActions({
  row,
  held,
  onDetails,
}: {
  row: DeclarationRow;
  held: HeldActions;
  onDetails: (declarationNo: string) => void;
}) {
  const { t } = useTranslation();
  const operates = useCanOperate();
  const ruleName = row.held?.ruleName;
  return (
    <Space size={4} wrap>
      <Tag color="warning" data-testid={`held-${row.declarationNo}`}>
        {ruleName ? t('autoInsureWeb.held.tag', { rule: ruleName }) : t('autoInsureWeb.held.default')}
      </Tag>
      <DeclarationDetailsButton declarationNo={row.declarationNo} onDetails={onDetails} />
      {operates && (
        <>
          <Button
            type="link"
            size="small"
            icon={<CheckOutlined />}
            loading={held.declare.isPending && held.declare.variables?.declarationNo === row.declarationNo}
            onClick={() => held.declare.mutate(row)}
            aria-label={rowActionName(t('autoInsureWeb.held.declare'), row.declarationNo)}
          >
            {t('autoInsureWeb.held.declare')}
          </Button>
          <Popconfirm
            title={t('autoInsureWeb.held.dropTitle')}
            description={t('autoInsureWeb.held.dropText', { declarationNo: row.declarationNo })}
            okText={t('autoInsureWeb.held.drop')}
            okButtonProps={{ danger: true, loading: held.drop.isPending }}
            cancelText={t('declarationWeb.common.cancel')}
            onConfirm={() => held.drop.mutateAsync(row).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<StopOutlined />}
              aria-label={rowActionName(t('autoInsureWeb.held.drop'), row.declarationNo)}
            >
              {t('autoInsureWeb.held.drop')}
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}

/** A draft is continued or deleted; a declaration under review is only looked at. */
function PendingRowActions({
  row,
  remove,
  onDetails,
}: {
  row: DeclarationRow;
  remove: UseMutationResult<unknown, Error, DeclarationRow>;
  onDetails: (declarationNo: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (row.status !== DECLARATION_STATUS.draft) {
    return (
      <Space size={4} wrap>
        <DeclarationDetailsButton declarationNo={row.declarationNo} onDetails={onDetails} />
      </Space>
    );
  }
  return (
    <Space size={4} wrap>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => navigate(fillPath(row.policyNo, row.declarationNo))}
        aria-label={rowActionName(t('declarationWeb.pending.continue'), row.declarationNo)}
        data-testid={`pending-continue-${row.declarationNo}`}
      >
        {t('declarationWeb.pending.continue')}
      </Button>
      <Popconfirm
        title={t('declarationWeb.pending.deleteTitle')}
        description={t('declarationWeb.pending.deleteText', { draftNo: row.declarationNo })}
        okText={t('declarationWeb.pending.deleteOk')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('declarationWeb.common.cancel')}
        onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={rowActionName(t('declarationWeb.pending.delete'), row.declarationNo)}
          data-testid={`pending-delete-${row.declarationNo}`}
        >
          {t('declarationWeb.pending.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** /transport-declaration/correcting "Pending declarations": drafts and declarations under manual review. */
export default function PendingDeclarationsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const title = usePageTitle() ?? t('shell.page.declarationCorrecting');
  const paging = useFilteredList(ZPendingDeclarationQuery, pendingFields(t), () => ({}), {
    firstPageOnSizeChange: true,
    issueText: describeIssue,
  });
  const [openNo, setOpenNo] = useState<string>();
  const page = useQuery(pendingPageQuery(paging.query));

  const afterHeld = async (row: DeclarationRow) => {
    if (page.data && page.data.list.length === 1 && paging.query.pageNo > 1) {
      paging.setQuery((current) => ({ ...current, pageNo: current.pageNo - 1 }));
    }
    await queryClient.invalidateQueries({ queryKey: declarationKeys.all });
    return row;
  };
  const held: HeldActions = {
    declare: useMutation({
      mutationFn: (row: DeclarationRow) => declareHeldShipment(row.declarationNo),
      onSuccess: async (result, row) => {
        if (result.outcome === 'declared' || result.outcome === 'review') message.success(result.message);
        else message.warning(result.message);
        await afterHeld(row);
      },
    }),
    drop: useMutation({
      mutationFn: (row: DeclarationRow) => dropHeldShipment(row.declarationNo),
      onSuccess: async (_, row) => {
        message.success(t('autoInsureWeb.held.dropped', { declarationNo: row.declarationNo }));
        await afterHeld(row);
      },
    }),
  };

  const remove = useMutation({
    mutationFn: (row: DeclarationRow) => deleteDeclarationDraft(row.declarationNo),
    onSuccess: async (_, row) => {
      message.success(t('declarationWeb.pending.deleted', { draftNo: row.declarationNo }));
      // The page may now be empty: step back one page when it was the last row of it.
      if (page.data && page.data.list.length === 1 && paging.query.pageNo > 1) {
        paging.setQuery((current) => ({ ...current, pageNo: current.pageNo - 1 }));
      }
      await queryClient.invalidateQueries({ queryKey: declarationKeys.all });
    },
  });

  return (
    <div className={styles.page} data-testid="pending-declarations-page">
      <DeclarationPageHeader
        title={title}
        description={t('declarationWeb.pending.intro')}
        extra={<NewDeclarationButton />}
      />
      <div className={styles.filters}>
        <FilterBar list={paging} testId="pending" />
      </div>
      <DeclarationListTable
        list={page}
        paging={paging}
        actions={(row) =>
          row.held ? (
            <HeldRowActions row={row} held={held} onDetails={setOpenNo} />
          ) : (
            <PendingRowActions row={row} remove={remove} onDetails={setOpenNo} />
          )
        }
        emptyText={t('declarationWeb.pending.empty')}
        testId="pending-table"
      />
      <DeclarationDetailDrawer declarationNo={openNo} onClose={() => setOpenNo(undefined)} />
    </div>
  );
}
