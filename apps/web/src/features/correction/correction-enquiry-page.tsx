import { EditOutlined } from '@ant-design/icons';
import { type CorrectionRow, ZCorrectionListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { expandableRows } from '../../ui/expandable-rows.tsx';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { correctionsQuery } from './correction.api.ts';
import { correctionColumns } from './correction-columns.tsx';
import { correctionFilterFields } from './correction-filters.ts';
import { CORRECTION_PATHS } from './correction-paths.ts';
import { CorrectionRowActions } from './correction-row-actions.tsx';
import { CorrectionRowDetail } from './correction-row-detail.tsx';

/** /pending-task/correcting "Correction application enquiry": the account's corrections (SPEC §2). */
export default function CorrectionEnquiryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.pendingCorrecting');
  const list = useFilteredList(ZCorrectionListQuery, correctionFilterFields(t, language), () => ({}), {
    firstPageOnSizeChange: true,
  });
  const corrections = useQuery(correctionsQuery(list.query));

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
      <FilterBar list={list} testId="corrections" label={t('correctionWeb.enquiry.filters')} />
      {corrections.isError && !corrections.data ? (
        <Result
          status="error"
          title={t('insuringWeb.list.loadFailed')}
          subTitle={corrections.error.message}
          extra={<Button onClick={() => void corrections.refetch()}>{t('insuringWeb.common.retry')}</Button>}
        />
      ) : (
        <ListTable<CorrectionRow>
          result={corrections}
          paging={list}
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
