import { AlertOutlined } from '@ant-design/icons';
import { type ClaimRow, ZClaimListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { claimsQuery } from './claim.api.ts';
import { claimColumns } from './claim-columns.tsx';
import { ClaimDrafts } from './claim-drafts.tsx';
import { claimFilterFields, defaultClaimFilters } from './claim-filters.ts';
import { CLAIM_PATHS } from './report/report-paths.ts';

type EnquiryTab = 'claims' | 'drafts';

/** The claims of the account: filters, the table and its pager, or why it could not be loaded. */
function ClaimList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const list = useFilteredList(ZClaimListQuery, claimFilterFields(t, language), defaultClaimFilters, {
    firstPageOnSizeChange: true,
  });
  const claims = useQuery(claimsQuery(list.query));

  return (
    <>
      <FilterBar list={list} testId="claims" label={t('claimWeb.enquiry.filters')} />
      <ListTable<ClaimRow>
        result={claims}
        paging={list}
        rowKey="reportNo"
        columns={claimColumns(t)}
        scroll={{ x: 1275 }}
        locale={{ emptyText: t('claimWeb.enquiry.empty') }}
        totalText={(total) => t('claimWeb.common.total', { total })}
        data-testid="claims-table"
      />
    </>
  );
}

/** /compensation "Claims enquiry" (SPEC §2): the account's claims, and the report drafts in a second tab. */
export default function ClaimEnquiryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = usePageTitle() ?? t('claimWeb.title.enquiry');
  const [tab, setTab] = useState<EnquiryTab>(params.get('tab') === 'drafts' ? 'drafts' : 'claims');

  return (
    <div className="page-card" data-testid="claim-enquiry">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}>
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h2>
        <div style={{ marginLeft: 'auto' }}>
          <Button
            type="primary"
            icon={<AlertOutlined />}
            onClick={() => navigate(CLAIM_PATHS.online)}
            data-testid="claims-new-report"
          >
            {t('claimWeb.enquiry.newReport')}
          </Button>
        </div>
      </div>
      <Typography.Paragraph type="secondary">{t('claimWeb.enquiry.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'drafts' ? 'drafts' : 'claims')}
        items={[
          {
            key: 'claims',
            label: <span data-testid="claims-tab-claims">{t('claimWeb.enquiry.tab.claims')}</span>,
            children: <ClaimList />,
          },
          {
            key: 'drafts',
            label: <span data-testid="claims-tab-drafts">{t('claimWeb.enquiry.tab.drafts')}</span>,
            children: <ClaimDrafts />,
          },
        ]}
      />
    </div>
  );
}
