import { PlusOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { FailureNotice } from '../../ui/failure-notice.tsx';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  deleteWebhook,
  revealWebhookSecret,
  rollWebhookSecret,
  sendWebhookTest,
  webhookListQuery,
  webhookQueryKeys,
} from './webhook.api.ts';
import styles from './webhook.module.css';
import { type EndpointActions, endpointColumns } from './webhook-columns.tsx';
import { WebhookFormModal } from './webhook-form-modal.tsx';
import { WebhookLog } from './webhook-log.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

/** The row actions: each a call, told by a message; the list reloads after a change. */
const useEndpointActions = (
  open: { edit: (endpoint: WebhookEndpoint) => void; log: (endpoint: WebhookEndpoint) => void },
  showSecret: (secret: string) => void,
): EndpointActions => {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.list });
  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteWebhook(endpoint.id),
    onSuccess: async () => {
      message.success(t('webhook.deleted'));
      await refresh();
    },
  });
  const test = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => sendWebhookTest(endpoint.id),
    onSuccess: () => message.success(t('webhook.testSent')),
  });
  const reveal = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => revealWebhookSecret(endpoint.id),
    onSuccess: (answer) => showSecret(answer.secret),
  });
  const roll = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => rollWebhookSecret(endpoint.id),
    onSuccess: async (answer) => {
      showSecret(answer.secret);
      await refresh();
    },
  });
  return {
    onEdit: open.edit,
    onLog: open.log,
    onTest: (endpoint) => test.mutate(endpoint),
    onReveal: (endpoint) => reveal.mutate(endpoint),
    onRoll: (endpoint) =>
      modal.confirm({
        title: t('webhook.action.roll'),
        content: t('webhook.rollConfirm'),
        okText: t('webhook.action.roll'),
        cancelText: t('webhook.form.cancel'),
        onOk: () => roll.mutateAsync(endpoint),
      }),
    onDelete: (endpoint) => remove.mutate(endpoint),
  };
};

/** /user-management/webhooks: the account's webhook endpoints, for its administrator. */
export default function WebhookPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = usePageTitle() ?? t('shell.page.webhooks');
  const list = useQuery(webhookListQuery());
  const [form, setForm] = useState<{ editing: WebhookEndpoint | undefined } | undefined>();
  const [logOf, setLogOf] = useState<WebhookEndpoint | undefined>();
  const [secret, setSecret] = useState<string | undefined>();
  const actions = useEndpointActions(
    { edit: (endpoint) => setForm({ editing: endpoint }), log: setLogOf },
    setSecret,
  );

  return (
    <div className={styles.page} data-testid="webhook-page">
      <div className="page-card">
        <div className={styles.headerRow}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.hint}>{t('webhook.intro')}</p>
          </div>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ editing: undefined })}
            data-testid="webhook-add"
          >
            {t('webhook.add')}
          </Button>
        </div>
      </div>
      <section className="page-card" aria-label={title}>
        {list.isError ? (
          <FailureNotice
            compact
            title={t('webhook.loadFailed')}
            testId="webhook-list-error"
            action={<Button onClick={() => void list.refetch()}>{t('webhook.retry')}</Button>}
          />
        ) : (
          <Table<WebhookEndpoint>
            rowKey="id"
            size="middle"
            loading={list.isPending}
            dataSource={list.data?.list}
            columns={endpointColumns(t, language, actions)}
            locale={{ emptyText: t('webhook.empty') }}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="webhook-endpoints"
          />
        )}
      </section>
      <WebhookFormModal
        open={form !== undefined}
        editing={form?.editing}
        onClose={() => setForm(undefined)}
        onCreated={(created) => setSecret(created.secret)}
      />
      <WebhookSecretModal secret={secret} onClose={() => setSecret(undefined)} />
      <WebhookLog endpoint={logOf} onClose={() => setLogOf(undefined)} />
    </div>
  );
}
