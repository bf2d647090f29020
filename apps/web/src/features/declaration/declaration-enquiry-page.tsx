import {
  DECLARATION_STATUS,
  type DeclarationRow,
  isFullPolicyNo,
  todayInChina,
  ZDeclarationQuery,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../i18n/dayjs.ts';
import { describeIssue } from '../../i18n/index.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterField, FilterValues } from '../../ui/list/filter-fields.ts';
import { hasListAddress } from '../../ui/list/list-address.ts';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { ReportClaimButton } from '../claim/report/index.ts';
import { CertificatePdfButton } from '../document/index.ts';
import { declarationPageQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationDetailDrawer } from './declaration-detail-drawer.tsx';
import { DeclarationPageHeader, NewDeclarationButton } from './declaration-page-header.tsx';
import { DeclarationDetailsButton, DeclarationListTable } from './declaration-table.tsx';
import { type LabelledOption, useDeclarationOptions } from './use-declaration-options.ts';

/** Default range: the last three months up to today (China), by declaration date. */
const defaultFilters = (): FilterValues => {
  const today = dayjs(todayInChina());
  return { dateType: 'declaration', range: [today.subtract(3, 'month'), today] };
};

/** A full certificate number (the header search) needs no date range (SPEC §5). */
const filtersFor = (certificateNo: string): FilterValues =>
  isFullPolicyNo(certificateNo) ? { dateType: 'declaration', certificateNo, range: null } : defaultFilters();

/** Policy, number, status and keyword; which date the range applies to, and the range. */
const enquiryFields = (t: TFunction, statuses: LabelledOption[]): FilterField[] => [
  {
    kind: 'text',
    name: 'policyNo',
    label: t('field.policyNo'),
    maxLength: 20,
    numeric: true,
    placeholder: t('declarationWeb.enquiry.policyNoPlaceholder'),
    testId: 'enquiry-policyNo',
    span: { xs: 24, md: 12, xl: 6 },
  },
  {
    kind: 'text',
    name: 'certificateNo',
    label: t('declarationWeb.enquiry.number'),
    maxLength: 20,
    placeholder: t('declarationWeb.enquiry.numberPlaceholder'),
    testId: 'enquiry-certificateNo',
    span: { xs: 24, md: 12, xl: 6 },
  },
  {
    kind: 'select',
    name: 'status',
    label: t('field.status'),
    options: statuses,
    placeholder: t('declarationWeb.enquiry.allStatuses'),
    span: { xs: 24, md: 12, xl: 6 },
  },
  {
    kind: 'text',
    name: 'keyword',
    label: t('declarationWeb.enquiry.keyword'),
    maxLength: 100,
    placeholder: t('declarationWeb.enquiry.keywordPlaceholder'),
    testId: 'enquiry-keyword',
    span: { xs: 24, md: 12, xl: 6 },
  },
  {
    kind: 'select',
    name: 'dateType',
    label: t('field.dateType'),
    options: [
      { value: 'declaration', label: t('declarationWeb.enquiry.dateType.declaration') },
      { value: 'sailing', label: t('declarationWeb.enquiry.dateType.sailing') },
    ],
    allowClear: false,
    span: { xs: 24, md: 8, xl: 6 },
  },
  {
    kind: 'dateRange',
    name: 'range',
    from: 'startDate',
    to: 'endDate',
    label: t('declarationWeb.enquiry.range'),
    extra: t('declarationWeb.enquiry.rangeHint'),
    span: { xs: 24, md: 16, xl: 10 },
  },
];

/** Details, and the certificate of a declared shipment and a loss reported on it. */
function EnquiryRowActions({
  row,
  onDetails,
}: {
  row: DeclarationRow;
  onDetails: (declarationNo: string) => void;
}) {
  return (
    <Space size={4} wrap>
      <DeclarationDetailsButton
        declarationNo={row.declarationNo}
        onDetails={onDetails}
        testId={`enquiry-detail-${row.declarationNo}`}
      />
      {row.status === DECLARATION_STATUS.declared && row.certificateNo !== null ? (
        <CertificatePdfButton declarationNo={row.declarationNo} certificateNo={row.certificateNo} inRow />
      ) : null}
      {row.status === DECLARATION_STATUS.declared ? <ReportClaimButton policyNo={row.certificateNo} /> : null}
    </Space>
  );
}

/**
 * /transport-declaration/temporary "Declaration enquiry and download" (SPEC §2, date rules of §5).
 * `?certificateNo=` alone (the header search) filters by a full certificate number, shown in the filter; a
 * new number in the address starts the list afresh. With a list in the address, the address is the list.
 */
export default function DeclarationEnquiryPage() {
  const [params] = useSearchParams();
  const certificateNo = hasListAddress(params) ? '' : (params.get('certificateNo') ?? '');
  return <DeclarationEnquiry key={certificateNo} certificateNo={certificateNo} />;
}

function DeclarationEnquiry({ certificateNo }: { certificateNo: string }) {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.declarationTemporary');
  const options = useDeclarationOptions();
  // Reset goes back to the default range, not to a number the page was opened with.
  const list = useFilteredList(ZDeclarationQuery, enquiryFields(t, options.statuses), defaultFilters, {
    initial: () => filtersFor(certificateNo),
    firstPageOnSizeChange: true,
    issueText: describeIssue,
  });
  const [openNo, setOpenNo] = useState<string>();
  const page = useQuery(declarationPageQuery(list.query));

  return (
    <div className={styles.page} data-testid="declaration-enquiry-page">
      <DeclarationPageHeader
        title={title}
        description={t('declarationWeb.enquiry.intro')}
        extra={<NewDeclarationButton />}
      />
      <div className={styles.filters}>
        <FilterBar list={list} testId="enquiry" label={t('declarationWeb.enquiry.filters')} />
      </div>
      <DeclarationListTable
        list={page}
        paging={list}
        actions={(row) => <EnquiryRowActions row={row} onDetails={setOpenNo} />}
        emptyText={t('declarationWeb.enquiry.empty')}
        testId="enquiry-table"
      />
      <DeclarationDetailDrawer declarationNo={openNo} onClose={() => setOpenNo(undefined)} />
    </div>
  );
}
