import { KeyOutlined } from '@ant-design/icons';
import {
  API_KEY_ENVIRONMENT_LIST,
  API_SCOPE_LIST,
  type ApiCall,
  type ApiKeySummary,
  businessNow,
  chinaDateTime,
  labelOf,
} from '@cargo/domain';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/prefix';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps, TableColumnsType } from 'antd';
import { Button, Popconfirm, Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { apiCallsQuery, apiKeyQueryKeys, apiKeysQuery, revokeApiKey } from './api-key.api.ts';
import styles from './api-key.module.css';
import { CreateKeyModal } from './create-key-modal.tsx';

const CALLS_PAGE_SIZE = 10;

const stateOf = (key: ApiKeySummary): 'active' | 'revoked' | 'expired' => {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && key.expiresAt <= chinaDateTime(businessNow())) return 'expired';
  return 'active';
};

const STATE_COLOURS = { active: 'green', revoked: 'red', expired: 'default' } as const;

const keyColumns = (
  t: TFunction,
  language: 'zh-CN' | 'en-US',
  onRevoke: (key: ApiKeySummary) => void,
): TableColumnsType<ApiKeySummary> => [
  { title: t('apiKey.field.name'), dataIndex: 'name' },
  {
    title: t('apiKey.field.prefix'),
    dataIndex: 'prefix',
    render: (prefix: string) => <code>{prefix}…</code>,
  },
  {
    title: t('apiKey.field.scopes'),
    dataIndex: 'scopes',
    render: (scopes: string[]) =>
      scopes.map((scope) => <Tag key={scope}>{labelOf(API_SCOPE_LIST, scope, language)}</Tag>),
  },
  {
    title: t('apiKey.field.environment'),
    dataIndex: 'environment',
    render: (code: string) => labelOf(API_KEY_ENVIRONMENT_LIST, code, language),
  },
  {
    title: t('apiKey.field.expiresOn'),
    dataIndex: 'expiresAt',
    render: (value: string | null) =>
      value === null ? t('apiKey.noExpiry') : <BusinessTimeCell value={value} />,
  },
  {
    title: t('apiKey.field.lastUsedAt'),
    dataIndex: 'lastUsedAt',
    render: (value: string | null) =>
      value === null ? t('apiKey.never') : <BusinessTimeCell value={value} />,
  },
  {
    title: t('apiKey.field.state'),
    key: 'state',
    render: (_, key) => {
      const state = stateOf(key);
      return <Tag color={STATE_COLOURS[state]}>{t(`apiKey.state.${state}` as const)}</Tag>;
    },
  },
  {
    title: t('apiKey.field.actions'),
    key: 'actions',
    render: (_, key) =>
      key.revokedAt === null && (
        <Popconfirm
          title={t('apiKey.revokeConfirm', { name: key.name })}
          okText={t('apiKey.revoke')}
          cancelText={t('userAdmin.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-confirm' } as ButtonProps}
          onConfirm={() => onRevoke(key)}
        >
          <Button type="link" danger size="small" aria-label={`${t('apiKey.revoke')} ${key.name}`}>
            {t('apiKey.revoke')}
          </Button>
        </Popconfirm>
      ),
  },
];

const callColumns = (t: TFunction): TableColumnsType<ApiCall> => [
  {
    title: t('apiKey.calls.time'),
    dataIndex: 'createdAt',
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  { title: t('apiKey.calls.key'), key: 'key', render: (_, call) => `${call.keyName} (${call.keyPrefix}…)` },
  {
    title: t('apiKey.calls.request'),
    key: 'request',
    render: (_, call) => <code>{`${call.method} ${call.path}`}</code>,
  },
  { title: t('apiKey.calls.status'), dataIndex: 'status' },
  { title: t('apiKey.calls.duration'), dataIndex: 'durationMs' },
  { title: t('apiKey.calls.trace'), dataIndex: 'traceId' },
];

/** The calls made with the account's keys, newest first, a page at a time. */
function RecentCalls() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const calls = useQuery(apiCallsQuery({ pageNo, pageSize: CALLS_PAGE_SIZE }));
  return (
    <section className="page-card" aria-labelledby="api-calls-title">
      <h3 id="api-calls-title" className={styles.sectionTitle}>
        {t('apiKey.calls.title')}
      </h3>
      <Table<ApiCall>
        rowKey="id"
        size="middle"
        loading={calls.isPending}
        dataSource={calls.data?.list}
        columns={callColumns(t)}
        pagination={{
          current: pageNo,
          pageSize: CALLS_PAGE_SIZE,
          total: calls.data?.total ?? 0,
          onChange: setPageNo,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        scroll={{ x: 'max-content' }}
        data-testid="api-calls"
      />
    </section>
  );
}

/** /user-management/api-keys: the account's API keys and their recent calls, for its administrator. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const title = usePageTitle() ?? t('shell.page.apiKeys');
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const revoke = useMutation({
    mutationFn: (key: ApiKeySummary) => revokeApiKey(key.id),
    onSuccess: async () => {
      message.success(t('apiKey.revoked'));
      await queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.all });
    },
  });
  return (
    <div className={styles.page} data-testid="api-keys-page">
      <div className="page-card">
        <div className={styles.headerRow}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.hint}>{t('apiKey.intro')}</p>
          </div>
          <div className={styles.actions}>
            <Button href={`${API_V1_PREFIX}/docs`} target="_blank" rel="noopener">
              {t('apiKey.docsLink')}
            </Button>
            <Button
              type="primary"
              icon={<KeyOutlined />}
              onClick={() => setCreating(true)}
              data-testid="api-key-create"
            >
              {t('apiKey.create')}
            </Button>
          </div>
        </div>
      </div>
      <section className="page-card" aria-labelledby="api-keys-title">
        <h3 id="api-keys-title" className={styles.sectionTitle}>
          {title}
        </h3>
        <Table<ApiKeySummary>
          rowKey="id"
          size="middle"
          loading={keys.isPending}
          dataSource={keys.data?.list}
          columns={keyColumns(t, language, (key) => revoke.mutate(key))}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="api-keys"
        />
      </section>
      <RecentCalls />
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
