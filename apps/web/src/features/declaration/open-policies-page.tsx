import { FileSearchOutlined, ReloadOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { OpenPolicyList } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { openPoliciesQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS } from './declaration-paths.ts';
import { OpenPolicyCard } from './open-policy-card.tsx';

/** The account's open policies as cards; while loading, on failure and when there are none. */
function OpenPoliciesBody({ policies }: { policies: UseQueryResult<OpenPolicyList> }) {
  const { t } = useTranslation();
  const list = policies.data?.list ?? [];
  if (policies.isPending) {
    return (
      <div className={styles.policyGrid} aria-busy="true">
        {[0, 1].map((index) => (
          <Card key={index} variant="borderless">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (policies.isError) {
    return (
      <div className="page-card">
        <Result
          status="warning"
          title={t('declarationWeb.policies.loadFailed')}
          subTitle={policies.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void policies.refetch()}>
              {t('declarationWeb.common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="page-card" data-testid="open-policies-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('declarationWeb.policies.emptyTitle')}</strong>
              <br />
              {t('declarationWeb.policies.emptyText')}
            </>
          }
        />
      </div>
    );
  }
  return (
    <section className={styles.policyGrid} aria-label={t('declarationWeb.policies.listLabel')}>
      {list.map((policy) => (
        <OpenPolicyCard key={policy.policyNo} policy={policy} />
      ))}
    </section>
  );
}

/** /transport-declaration/application "Online declaration": the account's open policies (SPEC §2). */
export default function OpenPoliciesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.declarationApplication');
  const policies = useQuery(openPoliciesQuery());
  const count = policies.data?.list.length ?? 0;

  return (
    <div className={styles.page} data-testid="open-policies-page">
      <DeclarationPageHeader
        title={title}
        description={
          policies.isSuccess && count > 0
            ? t('declarationWeb.policies.introCount', { count })
            : t('declarationWeb.policies.intro')
        }
        extra={
          <>
            <Button icon={<FileSearchOutlined />} onClick={() => navigate(DECLARATION_PATHS.enquiry)}>
              {t('shell.page.declarationTemporary')}
            </Button>
            <Button icon={<ScheduleOutlined />} onClick={() => navigate(DECLARATION_PATHS.pending)}>
              {t('shell.page.declarationCorrecting')}
            </Button>
          </>
        }
      />
      <OpenPoliciesBody policies={policies} />
    </div>
  );
}
