import { ReloadOutlined } from '@ant-design/icons';
import type { UserSession } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { accountQueryKeys, endOtherSessions, endSession, sessionsQuery } from './account.api.ts';

/** Device (this device tagged), address, times and "End" for every session but the caller's. */
const sessionColumns = (t: TFunction, onEnd: (row: UserSession) => void): TableColumnsType<UserSession> => [
  {
    title: t('account.sessions.column.device'),
    dataIndex: 'device',
    render: (device: string, row) => (
      <>
        {device}{' '}
        {row.current && (
          <Tag color="success" data-testid="session-this-device">
            {t('account.sessions.thisDevice')}
          </Tag>
        )}
      </>
    ),
  },
  { title: t('account.sessions.column.ip'), dataIndex: 'ip' },
  { title: t('account.sessions.column.createdAt'), dataIndex: 'createdAt' },
  { title: t('account.sessions.column.lastSeenAt'), dataIndex: 'lastSeenAt' },
  {
    title: t('account.sessions.column.action'),
    key: 'action',
    render: (_, row) =>
      row.current ? null : (
        <Button
          type="link"
          size="small"
          danger
          data-testid={`session-end-${row.id}`}
          onClick={() => onEnd(row)}
        >
          {t('account.sessions.end')}
        </Button>
      ),
  },
];

function SessionsLoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('account.sessions.loadFailed')}
      subTitle={error.message}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={retry}>
          {t('account.company.retry')}
        </Button>
      }
    />
  );
}

/**
 * The user's live sessions (docs/business-rules.md "Sessions"): device, address, times, this device tagged; any
 * other one, or all others, ended after a confirmation. The caller's own session ends by logging out.
 */
export function SessionsTab() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const afterEnding = async ({ endedSessions }: { endedSessions: number }) => {
    message.success(t('account.sessions.ended', { count: endedSessions }));
    await queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
  };
  const endOne = useMutation({ mutationFn: endSession, onSuccess: afterEnding });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: afterEnding });

  const confirm = (content: string, okText: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: content,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('account.sessions.cancel'),
      onOk: () => onOk().catch(() => undefined),
    });

  if (sessions.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (sessions.isError)
    return <SessionsLoadFailed error={sessions.error} retry={() => void sessions.refetch()} />;

  const rows = sessions.data.sessions;
  const columns = sessionColumns(t, (row) =>
    confirm(t('account.sessions.endConfirm'), t('account.sessions.end'), () => endOne.mutateAsync(row.id)),
  );

  return (
    <div data-testid="account-sessions">
      <Alert type="info" showIcon title={t('account.sessions.intro')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="middle"
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('account.sessions.empty') }}
      />
      <Button
        danger
        style={{ marginTop: 16 }}
        disabled={rows.every((row) => row.current)}
        loading={endOthers.isPending}
        data-testid="session-end-others"
        onClick={() =>
          confirm(t('account.sessions.endOthersConfirm'), t('account.sessions.endOthers'), () =>
            endOthers.mutateAsync(),
          )
        }
      >
        {t('account.sessions.endOthers')}
      </Button>
    </div>
  );
}
