import { FileSearchOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { OpenPolicyList } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { openPoliciesQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS } from './declaration-paths.ts';
import { OpenPolicyCard } from './open-policy-card.tsx';
import { NoOpenPolicies, PoliciesLoadFailed } from './policies-state.tsx';

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
  if (policies.isError) return <PoliciesLoadFailed policies={policies} />;
  if (list.length === 0) return <NoOpenPolicies testId="open-policies-empty" />;
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
