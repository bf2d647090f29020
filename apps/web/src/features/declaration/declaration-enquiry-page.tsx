import {
  DECLARATION_STATUS,
  type DeclarationQuery,
  type DeclarationRow,
  isFullPolicyNo,
  todayInChina,
  ZDeclarationQuery,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Dayjs, dayjs } from '../../i18n/dayjs.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { ListSearchButtons } from '../../ui/list/list-search-buttons.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  clearChangedFieldErrors,
  showFieldIssues,
  useRevalidateOnLanguageChange,
} from '../../ui/zod-form.ts';
import { ReportClaimButton } from '../claim/report/index.ts';
import { CertificatePdfButton } from '../document/index.ts';
import { declarationPageQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationDetailDrawer } from './declaration-detail-drawer.tsx';
import { DeclarationPageHeader, NewDeclarationButton } from './declaration-page-header.tsx';
import { DeclarationDetailsButton, DeclarationListTable } from './declaration-table.tsx';
import { useDeclarationOptions } from './use-declaration-options.ts';

type DateType = DeclarationQuery['dateType'];

interface EnquiryFilters {
  policyNo?: string;
  certificateNo?: string;
  status?: DeclarationRow['status'];
  dateType: DateType;
  range?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
}

/** Default range: the last three months up to today (China), by declaration date. */
const defaultFilters = (): EnquiryFilters => {
  const today = dayjs(todayInChina());
  return { dateType: 'declaration', range: [today.subtract(3, 'month'), today] };
};

/** A full certificate number (the header search) needs no date range (SPEC §5). */
const filtersFor = (certificateNo: string): EnquiryFilters =>
  isFullPolicyNo(certificateNo) ? { dateType: 'declaration', certificateNo, range: null } : defaultFilters();

const CLEARED_TEXT_FILTERS = {
  policyNo: undefined,
  certificateNo: undefined,
  status: undefined,
  keyword: undefined,
} as const;

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

const toQueryInput = (filters: EnquiryFilters) => ({
  policyNo: blankToUndefined(filters.policyNo),
  certificateNo: blankToUndefined(filters.certificateNo),
  status: filters.status,
  dateType: filters.dateType,
  startDate: filters.range?.[0]?.format('YYYY-MM-DD'),
  endDate: filters.range?.[1]?.format('YYYY-MM-DD'),
  keyword: blankToUndefined(filters.keyword),
});

/** Form field that shows an issue of the query schema. */
const FIELD_OF_PATH: Record<string, keyof EnquiryFilters> = {
  policyNo: 'policyNo',
  certificateNo: 'certificateNo',
  status: 'status',
  dateType: 'dateType',
  startDate: 'range',
  endDate: 'range',
  keyword: 'keyword',
};

/** Policy, number, status and keyword. */
function TextFilters() {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="policyNo" label={t('field.policyNo')}>
          <Input
            allowClear
            inputMode="numeric"
            maxLength={20}
            placeholder={t('declarationWeb.enquiry.policyNoPlaceholder')}
            data-testid="enquiry-policyNo"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="certificateNo" label={t('declarationWeb.enquiry.number')}>
          <Input
            allowClear
            maxLength={20}
            placeholder={t('declarationWeb.enquiry.numberPlaceholder')}
            data-testid="enquiry-certificateNo"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="status" label={t('field.status')}>
          <Select
            allowClear
            options={options.statuses}
            placeholder={t('declarationWeb.enquiry.allStatuses')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="keyword" label={t('declarationWeb.enquiry.keyword')}>
          <Input allowClear maxLength={100} placeholder={t('declarationWeb.enquiry.keywordPlaceholder')} />
        </Form.Item>
      </Col>
    </>
  );
}

/** Which date the range applies to, and the range. */
function DateFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={8} xl={6}>
        <Form.Item name="dateType" label={t('field.dateType')}>
          <Select
            options={[
              { value: 'declaration', label: t('declarationWeb.enquiry.dateType.declaration') },
              { value: 'sailing', label: t('declarationWeb.enquiry.dateType.sailing') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16} xl={10}>
        <Form.Item
          name="range"
          label={t('declarationWeb.enquiry.range')}
          extra={t('declarationWeb.enquiry.rangeHint')}
        >
          <BusinessDatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
        </Form.Item>
      </Col>
    </>
  );
}

function EnquiryFilterForm({
  form,
  initial,
  onSearch,
}: {
  form: FormInstance<EnquiryFilters>;
  initial: EnquiryFilters;
  onSearch: (filters: EnquiryFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <Form<EnquiryFilters>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onSearch}
        onValuesChange={clearChangedFieldErrors(form)}
        aria-label={t('declarationWeb.enquiry.filters')}
      >
        <Row gutter={16}>
          <TextFilters />
          <DateFilters />
          <Col xs={24} xl={8} style={{ display: 'flex', alignItems: 'flex-start', paddingTop: 30 }}>
            <ListSearchButtons
              testId="enquiry"
              onReset={() => {
                // Back to the default range, not to a number the page was opened with.
                form.setFieldsValue({ ...CLEARED_TEXT_FILTERS, ...defaultFilters() });
                onSearch(defaultFilters());
              }}
            />
          </Col>
        </Row>
      </Form>
    </div>
  );
}

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
 * `?certificateNo=` (the header search) filters by a full certificate number, shown in the filter; a new
 * number in the address starts the list afresh.
 */
export default function DeclarationEnquiryPage() {
  const [params] = useSearchParams();
  const certificateNo = params.get('certificateNo') ?? '';
  return <DeclarationEnquiry key={certificateNo} certificateNo={certificateNo} />;
}

function DeclarationEnquiry({ certificateNo }: { certificateNo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = usePageTitle() ?? t('shell.page.declarationTemporary');
  const [form] = Form.useForm<EnquiryFilters>();
  useRevalidateOnLanguageChange(form, language);
  const [initial] = useState(() => filtersFor(certificateNo));
  const paging = useListQuery(ZDeclarationQuery, () => toQueryInput(initial), {
    firstPageOnSizeChange: true,
  });
  const [openNo, setOpenNo] = useState<string>();
  const page = useQuery(declarationPageQuery(paging.query));

  const search = (filters: EnquiryFilters) => {
    const input = toQueryInput(filters);
    showFieldIssues(
      form,
      paging.search(input),
      (issue) => FIELD_OF_PATH[String(issue.path[0])],
      (issue) => describeIssue(language, issue, input),
    );
  };

  return (
    <div className={styles.page} data-testid="declaration-enquiry-page">
      <DeclarationPageHeader
        title={title}
        description={t('declarationWeb.enquiry.intro')}
        extra={<NewDeclarationButton />}
      />
      <EnquiryFilterForm form={form} initial={initial} onSearch={search} />
      <DeclarationListTable
        list={page}
        paging={paging}
        actions={(row) => <EnquiryRowActions row={row} onDetails={setOpenNo} />}
        emptyText={t('declarationWeb.enquiry.empty')}
        testId="enquiry-table"
      />
      <DeclarationDetailDrawer declarationNo={openNo} onClose={() => setOpenNo(undefined)} />
    </div>
  );
}
