import { AlertOutlined } from '@ant-design/icons';
import { type ClaimRow, ZClaimListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { issueReason } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { showFieldIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form.ts';
import { claimsQuery } from './claim.api.ts';
import { claimColumns } from './claim-columns.tsx';
import { ClaimDrafts } from './claim-drafts.tsx';
import {
  ClaimFilters,
  type ClaimFilterValues,
  claimFilterOfPath,
  claimQueryInputOf,
  defaultClaimFilters,
} from './claim-filters.tsx';
import { CLAIM_PATHS } from './report/report-paths.ts';

type EnquiryTab = 'claims' | 'drafts';

/** The claims of the account: filters, the table and its pager, or why it could not be loaded. */
function ClaimList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<ClaimFilterValues>();
  useRevalidateOnLanguageChange(form, language);
  const paging = useListQuery(ZClaimListQuery, () => claimQueryInputOf(defaultClaimFilters()), {
    firstPageOnSizeChange: true,
  });
  const list = useQuery(claimsQuery(paging.query));

  const search = (filters: ClaimFilterValues) => {
    const input = claimQueryInputOf(filters);
    showFieldIssues(
      form,
      paging.search(input),
      (issue) => claimFilterOfPath(String(issue.path[0] ?? '')),
      (issue) => issueReason(language, issue, input),
    );
  };
  const reset = () => {
    form.resetFields();
    search(defaultClaimFilters());
  };

  return (
    <>
      <ClaimFilters form={form} onSearch={search} onReset={reset} />
      <ListTable<ClaimRow>
        result={list}
        paging={paging}
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
