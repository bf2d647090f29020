import { CopyOutlined } from '@ant-design/icons';
import {
  isFullPolicyNo,
  type Language,
  type PolicyListRow,
  toOptions,
  VALIDITIES,
  ZPolicyListQuery,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys } from '../../api/insuring.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ActsOn } from '../../ui/acts-on.tsx';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterValues } from '../../ui/list/filter-fields.ts';
import { hasListAddress } from '../../ui/list/list-address.ts';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  ListPage,
  listColumns,
  PolicyListTable,
  policyListFields,
  rangeAround,
} from '../application/index.ts';
import {
  COMPENSATION_QUERY_TYPE,
  CompensationEntryNotice,
  ReportClaimButton,
} from '../claim/report/index.ts';
import { CORRECT_QUERY_TYPE, CorrectionEntryNotice, CorrectPolicyButton } from '../correction/index.ts';
import { CorrectedPolicyPdfButtons, PolicyPdfButton } from '../document/index.ts';
import { InvoiceLink } from '../invoice/index.ts';
import { useCanOperate } from '../user-admin/index.ts';
import { copyPolicy, policiesQuery } from './policy.api.ts';

const VALIDITY_COLORS: Record<string, string> = { '01': 'blue', '02': 'green' };

/** Insurance start dates from three months back to six months ahead by default. */
const defaultFilters = (): FilterValues => ({ range: rangeAround(90, 180) });

/** "Copy": a new draft from a policy, opened in the application form. */
const useCopyPolicy = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: PolicyListRow) => copyPolicy(row.policyNo ?? row.voucherNo),
    onSuccess: async (draft) => {
      message.success(t('insuringWeb.policies.copied', { voucherNo: draft.voucherNo }));
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      navigate(`/quotation?draft=${draft.id}`);
    },
  });
};

/**
 * /policy-query-download "Policy enquiry": issued policies; a policy can be copied into a new draft.
 * `?policyNo=` alone (the header search, the payment result) filters by a full policy number, shown in the
 * filter; another one (a second header search from this page) starts the list afresh. With a list in the
 * address, the address is the list.
 */
export default function PolicyListPage() {
  const [params] = useSearchParams();
  const policyNo = hasListAddress(params) ? '' : (params.get('policyNo') ?? '');
  return <PolicyList key={policyNo} policyNo={policyNo} />;
}

function PolicyList({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pageTitle = usePageTitle();
  const [params] = useSearchParams();
  const type = params.get('type');
  // Online correction and online claim reporting (SPEC §2): the same list, each issued policy with a
  // "Correct" or a "Report a claim" action.
  const isCorrection = type === CORRECT_QUERY_TYPE;
  const isCompensation = type === COMPENSATION_QUERY_TYPE;
  // A full policy number (from the payment result) needs no date range (SPEC §5); reset goes back to
  // the default range, not to that number.
  const filters = useFilteredList(
    ZPolicyListQuery,
    policyListFields(t, language, {
      testId: 'policies',
      number: { label: 'field.policyNo', query: 'policyNo' },
      rangeLabel: 'insuringWeb.list.startRange',
      status: { label: 'field.validity', query: 'validity', options: toOptions(VALIDITIES, language) },
    }),
    defaultFilters,
    { initial: () => (isFullPolicyNo(policyNo) ? { number: policyNo, range: null } : defaultFilters()) },
  );
  const list = useQuery(policiesQuery(filters.query));

  const copy = useCopyPolicy();
  const operates = useCanOperate();

  const columns = policyColumns(t, language, {
    actionsWidth: isCorrection || isCompensation ? 260 : 220,
    actions: (row) => (
      <Space size={0} wrap>
        {operates && isCorrection && <CorrectPolicyButton row={row} />}
        {operates && isCompensation && <ReportClaimButton policyNo={row.policyNo} />}
        {operates && (
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            loading={copy.isPending && copy.variables?.id === row.id}
            disabled={copy.isPending}
            onClick={() => copy.mutate(row)}
            data-testid={`copy-${row.voucherNo}`}
          >
            {t('insuringWeb.policies.copy')}
            <ActsOn>{row.policyNo ?? row.voucherNo}</ActsOn>
          </Button>
        )}
        {row.policyNo !== null && <PolicyPdfButton policyNo={row.policyNo} />}
        {row.policyNo !== null && row.endorsementNo && <CorrectedPolicyPdfButtons policyNo={row.policyNo} />}
        {row.policyNo !== null && <InvoiceLink sourceType="policy" sourceNo={row.policyNo} />}
      </Space>
    ),
  });

  return (
    <ListPage
      testId="policy-list"
      title={pageTitle ?? t('shell.page.policyQueryDownload')}
      notice={<QueryTypeNotice type={type} />}
    >
      <FilterBar list={filters} testId="policies" style={{ marginBottom: 8 }} />
      <PolicyListTable
        list={list}
        paging={filters}
        columns={columns}
        scroll={{ x: 1470 }}
        emptyText={t('insuringWeb.policies.empty')}
      />
    </ListPage>
  );
}

/** What the list is for under a query type: online correction or online claim reporting. */
function QueryTypeNotice({ type }: { type: string | null }) {
  if (type === CORRECT_QUERY_TYPE) return <CorrectionEntryNotice />;
  if (type === COMPENSATION_QUERY_TYPE) return <CompensationEntryNotice />;
  return null;
}

interface PolicyColumnsOptions {
  actionsWidth: number;
  actions: (row: PolicyListRow) => ReactNode;
}

/** The list-row columns, validity (or the status of an ended policy), claims, issue time, actions. */
const policyColumns = (
  t: TFunction,
  language: Language,
  options: PolicyColumnsOptions,
): TableColumnsType<PolicyListRow> => {
  const columns = listColumns(t, language);
  return [
    columns.voucherNo(t('field.policyNo')),
    columns.product(),
    columns.insured(),
    columns.period(),
    columns.insuredAmount(),
    columns.premium(),
    {
      // SPEC §4: validity 01 not yet effective / 02 in force; an ended policy shows its status instead.
      title: t('field.validity'),
      dataIndex: 'validity',
      width: 130,
      render: (code: string | null, row) => <ValidityCell code={code} row={row} />,
    },
    {
      // The latest effective correction of the policy (its printed version carries this number).
      title: t('insuringWeb.policies.endorsementNo'),
      dataIndex: 'endorsementNo',
      width: 170,
      render: (endorsementNo: string | null | undefined) =>
        endorsementNo ? (
          <span style={{ fontFamily: 'monospace' }} data-testid={`endorsement-${endorsementNo}`}>
            {endorsementNo}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('insuringWeb.policies.hasClaim'),
      dataIndex: 'hasClaim',
      width: 80,
      render: (flag: 'Y' | 'N') => t(flag === 'Y' ? 'insuringWeb.common.yes' : 'insuringWeb.common.no'),
    },
    columns.date(t('insuringWeb.policies.issuedAt'), 'createdDate'),
    {
      title: t('insuringWeb.common.actions'),
      key: 'actions',
      fixed: 'right',
      width: options.actionsWidth,
      render: (_: unknown, row) => options.actions(row),
    },
  ];
};

function ValidityCell({ code, row }: { code: string | null; row: PolicyListRow }) {
  return (
    <span>
      {code ? (
        <Tag color={VALIDITY_COLORS[code] ?? 'default'} data-testid={`validity-${row.voucherNo}`}>
          {row.validityName}
        </Tag>
      ) : (
        <Tag>{row.policyStatusName}</Tag>
      )}
      {code && row.policyStatus && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {row.policyStatusName}
        </Typography.Text>
      )}
    </span>
  );
}
