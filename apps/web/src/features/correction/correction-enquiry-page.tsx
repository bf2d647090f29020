import { EditOutlined } from '@ant-design/icons';
import { type CorrectionRow, ZCorrectionListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { issueReason } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { expandableRows } from '../../ui/expandable-rows.tsx';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { showFieldIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form.ts';
import { correctionsQuery } from './correction.api.ts';
import { correctionColumns } from './correction-columns.tsx';
import {
  CorrectionFilters,
  type CorrectionFilterValues,
  filterOfPath,
  queryInputOf,
} from './correction-filters.tsx';
import { CORRECTION_PATHS } from './correction-paths.ts';
import { CorrectionRowActions } from './correction-row-actions.tsx';
import { CorrectionRowDetail } from './correction-row-detail.tsx';

/** /pending-task/correcting "Correction application enquiry": the account's corrections (SPEC §2). */
export default function CorrectionEnquiryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.pendingCorrecting');
  const [form] = Form.useForm<CorrectionFilterValues>();
  useRevalidateOnLanguageChange(form, language);
  const paging = useListQuery(ZCorrectionListQuery, () => queryInputOf({}), { firstPageOnSizeChange: true });
  const list = useQuery(correctionsQuery(paging.query));

  const search = (filters: CorrectionFilterValues) => {
    const input = queryInputOf(filters);
    showFieldIssues(
      form,
      paging.search(input),
      (issue) => filterOfPath(String(issue.path[0] ?? '')),
      (issue) => issueReason(language, issue, input),
    );
  };
  const reset = () => {
    form.resetFields();
    search({});
  };

  return (
    <div className="page-card" data-testid="correction-enquiry">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h2>
        <div style={{ marginLeft: 'auto' }}>
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(CORRECTION_PATHS.online)}>
            {t('correctionWeb.enquiry.newCorrection')}
          </Button>
        </div>
      </div>
      <CorrectionFilters form={form} onSearch={search} onReset={reset} />
      {list.isError && !list.data ? (
        <Result
          status="error"
          title={t('insuringWeb.list.loadFailed')}
          subTitle={list.error.message}
          extra={<Button onClick={() => void list.refetch()}>{t('insuringWeb.common.retry')}</Button>}
        />
      ) : (
        <ListTable<CorrectionRow>
          result={list}
          paging={paging}
          rowKey="id"
          columns={correctionColumns(t, (row) => <CorrectionRowActions row={row} />)}
          expandable={expandableRows<CorrectionRow>(
            t,
            (row) => <CorrectionRowDetail row={row} />,
            (row) => row.correctionNo,
          )}
          scroll={{ x: 1340 }}
          locale={{ emptyText: t('correctionWeb.enquiry.empty') }}
          totalText={(total) => t('insuringWeb.common.total', { total })}
          data-testid="correction-table"
        />
      )}
    </div>
  );
}
