import type { SandboxStatus } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { chooseUser } from '../../api/shell.api.ts';
import { rememberAccountName } from '../../ui/session.ts';
import { resetTabs } from '../../ui/tabs-store.ts';
import { resetSandbox, sandboxQueryKey, sandboxStatusQuery } from './sandbox.api.ts';

/** Switches the session into the sandbox (made on the first switch), then reloads from the root as the switcher does. */
const enterSandbox = async (status: SandboxStatus) => {
  const result = await chooseUser({ accountName: status.accountName });
  rememberAccountName(result.accountName);
  resetTabs();
  window.location.replace('/');
};

/**
 * The account page's sandbox tab, for the account's administrator: whether the twin exists, when it was made
 * and last reset, a switch into it, and the reset with a confirmation naming what it deletes.
 */
export function SandboxTab() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const status = useQuery(sandboxStatusQuery());
  const reset = useMutation({
    mutationFn: resetSandbox,
    onSuccess: (next) => {
      queryClient.setQueryData(sandboxQueryKey, next);
      message.success(t('sandbox.resetDone'));
    },
  });
  if (status.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (status.isError) return null;
  const sandbox = status.data;
  const confirmReset = () =>
    modal.confirm({
      title: t('sandbox.resetConfirmTitle'),
      content: <span data-testid="sandbox-reset-confirm">{t('sandbox.resetConfirm')}</span>,
      okText: t('sandbox.reset'),
      okButtonProps: { danger: true, 'data-testid': 'sandbox-reset-ok' },
      cancelText: t('sandbox.cancel'),
      onOk: () => reset.mutateAsync().catch(() => undefined),
    });
  return (
    <div data-testid="account-sandbox">
      <Alert type="info" showIcon title={t('sandbox.intro')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sandbox.status.label')}>
          {sandbox.exists ? (
            <Tag color="orange" data-testid="sandbox-exists">
              {t('sandbox.status.exists')}
            </Tag>
          ) : (
            t('sandbox.status.none')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('sandbox.createdAt')}>{sandbox.createdAt ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sandbox.lastResetAt')}>
          <span data-testid="sandbox-last-reset">{sandbox.lastResetAt ?? t('sandbox.never')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('sandbox.openPolicies')}>{sandbox.openPolicies}</Descriptions.Item>
      </Descriptions>
      <Space>
        {!sandbox.isCurrent && (
          <Button
            type="primary"
            onClick={() => void enterSandbox(sandbox).catch(() => undefined)}
            data-testid="sandbox-enter"
          >
            {t('sandbox.enter')}
          </Button>
        )}
        <Button danger onClick={confirmReset} loading={reset.isPending} data-testid="sandbox-reset">
          {t('sandbox.reset')}
        </Button>
      </Space>
    </div>
  );
}
