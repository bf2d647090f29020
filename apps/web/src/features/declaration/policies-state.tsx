import { ReloadOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { RetryResult } from '../../ui/retry-result.tsx';

/** The account's open policies could not be loaded: the reason and a retry, in place of them. */
export function PoliciesLoadFailed({
  policies,
}: {
  policies: { error: Error | null; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  return (
    <div className="page-card">
      <RetryResult
        status="warning"
        title={t('declarationWeb.policies.loadFailed')}
        failed={policies}
        retryLabel={t('declarationWeb.common.retry')}
        primary
        icon={<ReloadOutlined />}
      />
    </div>
  );
}

/** The account has no open policy to declare on. */
export function NoOpenPolicies({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-card" data-testid={testId}>
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
