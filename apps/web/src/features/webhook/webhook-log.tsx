import { ReloadOutlined } from '@ant-design/icons';
import {
  labelOf,
  WEBHOOK_DELIVERY_STATUS_LIST,
  WEBHOOK_EVENT_TYPE_LIST,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookEndpoint,
} from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Table, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { resendWebhook, webhookAttemptsQuery } from './webhook.api.ts';
import styles from './webhook.module.css';

const PAGE_SIZE = 10;

/** What was sent and what came back, under an attempt's row. */
function AttemptDetail({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const headers = Object.entries(attempt.requestHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <div data-testid={`webhook-attempt-detail-${attempt.id}`}>
      <h4 className={styles.detailTitle}>{t('webhook.log.request')}</h4>
      <pre className={styles.code}>{`${headers}\n\n${attempt.requestBody}`}</pre>
      <h4 className={styles.detailTitle}>{t('webhook.log.response')}</h4>
      <pre className={styles.code}>
        {attempt.statusCode === null
          ? t('webhook.lastDelivery.noAnswer')
          : `${attempt.statusCode}\n\n${attempt.responseBody}`}
      </pre>
      {attempt.error && (
        <>
          <h4 className={styles.detailTitle}>{t('webhook.log.error')}</h4>
          <pre className={styles.code}>{attempt.error}</pre>
        </>
      )}
    </div>
  );
}

const columns = (
  t: TFunction,
  language: 'zh-CN' | 'en-US',
  onResend: (attempt: WebhookAttempt) => void,
  resending: number | undefined,
): TableColumnsType<WebhookAttempt> => [
  {
    title: t('webhook.log.eventType'),
    dataIndex: 'eventType',
    render: (type: string) =>
      type === WEBHOOK_TEST_EVENT ? t('webhook.testEvent') : labelOf(WEBHOOK_EVENT_TYPE_LIST, type, language),
  },
  { title: t('webhook.log.eventId'), dataIndex: 'eventId', render: (id: string) => <code>{id}</code> },
  { title: t('webhook.log.attempt'), dataIndex: 'attempt', align: 'right' },
  {
    title: t('webhook.log.statusCode'),
    dataIndex: 'statusCode',
    render: (code: number | null, row) => (
      <Tag color={row.ok ? 'green' : 'red'}>{code ?? t('webhook.lastDelivery.noAnswer')}</Tag>
    ),
  },
  {
    title: t('webhook.log.duration'),
    dataIndex: 'durationMs',
    align: 'right',
    render: (ms: number) => t('webhook.log.durationMs', { ms }),
  },
  {
    title: t('webhook.log.time'),
    dataIndex: 'at',
    render: (at: string) => <BusinessTimeCell value={at} />,
  },
  {
    title: t('webhook.log.delivery'),
    dataIndex: 'deliveryStatus',
    render: (status: string) => labelOf(WEBHOOK_DELIVERY_STATUS_LIST, status, language),
  },
  {
    title: t('webhook.column.actions'),
    key: 'resend',
    render: (_, row) => (
      <Button
        type="link"
        size="small"
        loading={resending === row.deliveryId}
        aria-label={t('webhook.log.resendFor', { eventId: row.eventId })}
        onClick={() => onResend(row)}
        data-testid={`webhook-resend-${row.id}`}
      >
        {t('webhook.log.resend')}
      </Button>
    ),
  },
];

/** An endpoint's delivery log, newest attempt first, paged by the server; each attempt expands. */
export function WebhookLog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const id = endpoint?.id ?? 0;
  const attempts = useQuery({
    ...webhookAttemptsQuery(id, pageNo, PAGE_SIZE),
    enabled: endpoint !== undefined,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['session', 'webhook', 'attempts', id] });
  const resend = useMutation({
    mutationFn: (attempt: WebhookAttempt) => resendWebhook({ id, deliveryId: attempt.deliveryId }),
    onSuccess: async () => {
      message.success(t('webhook.log.resent'));
      await refresh();
    },
  });
  return (
    <Drawer
      open={endpoint !== undefined}
      onClose={onClose}
      size={1080}
      title={t('webhook.log.title', { url: endpoint?.url ?? '' })}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()} data-testid="webhook-log-refresh">
          {t('webhook.log.refresh')}
        </Button>
      }
      destroyOnHidden
    >
      <Table<WebhookAttempt>
        rowKey="id"
        size="small"
        loading={attempts.isPending && endpoint !== undefined}
        dataSource={attempts.data?.list}
        columns={columns(
          t,
          language,
          (attempt) => resend.mutate(attempt),
          resend.isPending ? resend.variables?.deliveryId : undefined,
        )}
        expandable={{ expandedRowRender: (attempt) => <AttemptDetail attempt={attempt} /> }}
        locale={{ emptyText: t('webhook.log.empty') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: attempts.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPageNo,
        }}
        scroll={{ x: 'max-content' }}
        data-testid="webhook-log"
      />
    </Drawer>
  );
}
