import { type Language, labelOf, WEBHOOK_EVENT_TYPE_LIST, type WebhookEndpoint } from '@cargo/domain';
import type { ButtonProps } from 'antd';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { businessTimeText } from '../../ui/business-time.tsx';
import styles from './webhook.module.css';

/** What the administrator may do to an endpoint from its row. */
export interface EndpointActions {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onLog: (endpoint: WebhookEndpoint) => void;
  onTest: (endpoint: WebhookEndpoint) => void;
  onReveal: (endpoint: WebhookEndpoint) => void;
  onRoll: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

const statusTag = (t: TFunction, endpoint: WebhookEndpoint) =>
  endpoint.enabled ? (
    <Tag color="green">{t('webhook.status.enabled')}</Tag>
  ) : endpoint.disabledReason === 'failing' ? (
    <Tag color="red">{t('webhook.status.failing')}</Tag>
  ) : (
    <Tag>{t('webhook.status.disabled')}</Tag>
  );

const lastDelivery = (t: TFunction, endpoint: WebhookEndpoint) => {
  const last = endpoint.lastDelivery;
  if (last === null) return t('webhook.lastDelivery.none');
  return (
    <Space size={4} wrap>
      <Tag color={last.ok ? 'green' : 'red'}>{last.statusCode ?? t('webhook.lastDelivery.noAnswer')}</Tag>
      <span>{businessTimeText(last.at, t)}</span>
    </Space>
  );
};

const actionsCell = (t: TFunction, endpoint: WebhookEndpoint, actions: EndpointActions) => {
  const link = (key: string, label: string, onClick: () => void, disabled = false) => (
    <Button
      type="link"
      size="small"
      disabled={disabled}
      onClick={onClick}
      data-testid={`webhook-${key}-${endpoint.id}`}
    >
      {label}
    </Button>
  );
  return (
    <Space size={0} wrap role="group" aria-label={t('webhook.actionsFor', { url: endpoint.url })}>
      {link('edit', t('webhook.action.edit'), () => actions.onEdit(endpoint))}
      {link('log', t('webhook.action.log'), () => actions.onLog(endpoint))}
      {link('test', t('webhook.action.test'), () => actions.onTest(endpoint), !endpoint.enabled)}
      {link('reveal', t('webhook.action.reveal'), () => actions.onReveal(endpoint))}
      {link('roll', t('webhook.action.roll'), () => actions.onRoll(endpoint))}
      <Popconfirm
        title={t('webhook.deleteConfirm', { url: endpoint.url })}
        okText={t('webhook.action.delete')}
        cancelText={t('webhook.form.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'webhook-delete-confirm' } as ButtonProps}
        onConfirm={() => actions.onDelete(endpoint)}
      >
        <Button type="link" size="small" danger data-testid={`webhook-delete-${endpoint.id}`}>
          {t('webhook.action.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
};

export const endpointColumns = (
  t: TFunction,
  language: Language,
  actions: EndpointActions,
): TableColumnsType<WebhookEndpoint> => [
  {
    title: t('webhook.column.url'),
    dataIndex: 'url',
    render: (url: string, endpoint) => (
      <div>
        <div className={styles.url}>{url}</div>
        {endpoint.description && <div className={styles.hint}>{endpoint.description}</div>}
      </div>
    ),
  },
  {
    title: t('webhook.column.events'),
    dataIndex: 'events',
    render: (events: string[]) => (
      <div className={styles.events}>
        {events.map((event) => (
          <Tag key={event}>{labelOf(WEBHOOK_EVENT_TYPE_LIST, event, language)}</Tag>
        ))}
      </div>
    ),
  },
  { title: t('webhook.column.status'), key: 'status', render: (_, endpoint) => statusTag(t, endpoint) },
  {
    title: t('webhook.column.lastDelivery'),
    key: 'lastDelivery',
    render: (_, endpoint) => lastDelivery(t, endpoint),
  },
  {
    title: t('webhook.column.actions'),
    key: 'actions',
    render: (_, endpoint) => actionsCell(t, endpoint, actions),
  },
];
