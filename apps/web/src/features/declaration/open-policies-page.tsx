import { FileSearchOutlined, ReloadOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/shell/page-title.ts';
import { openPoliciesQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS } from './declaration-paths.ts';
import { OpenPolicyCard } from './open-policy-card.tsx';

/** /transport-declaration/application "Online declaration": the account's open policies (SPEC §2). */
export default function OpenPoliciesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.declarationApplication');
  const policies = useQuery(openPoliciesQuery());
  const list = policies.data?.list ?? [];

  let body: ReactNode;
  if (policies.isPending) {
    body = (
      <div className={styles.policyGrid} aria-busy="true">
        {[0, 1].map((index) => (
          <Card key={index} variant="borderless">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        ))}
      </div>
    );
  } else if (policies.isError) {
    body = (
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
  } else if (list.length === 0) {
    body = (
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
  } else {
    body = (
      <section className={styles.policyGrid} aria-label={t('declarationWeb.policies.listLabel')}>
        {list.map((policy) => (
          <OpenPolicyCard key={policy.policyNo} policy={policy} />
        ))}
      </section>
    );
  }

  return (
    <div className={styles.page} data-testid="open-policies-page">
      <DeclarationPageHeader
        title={title}
        description={
          policies.isSuccess && list.length > 0
            ? t('declarationWeb.policies.introCount', { count: list.length })
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
      {body}
    </div>
  );
}
