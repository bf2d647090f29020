import { CopyOutlined } from '@ant-design/icons';
import {
  API_KEY_ENVIRONMENT_LIST,
  API_SCOPE_LIST,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  toOptions,
  ZApiKeyCreateRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker, dateBinding } from '../../ui/business-date-picker.tsx';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { apiKeyQueryKeys, createApiKey } from './api-key.api.ts';
import styles from './api-key.module.css';

/** The new key's secret, shown this once with a copy button. */
function CreatedSecret({ created }: { created: ApiKeyCreated }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    message.success(t('apiKey.copied'));
  };
  return (
    <div data-testid="api-key-created">
      <Alert type="warning" showIcon title={t('apiKey.created.hint')} />
      <div className={styles.secret}>
        <code className={styles.secretText} data-testid="api-key-secret">
          {created.secret}
        </code>
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('apiKey.copy')}>
          {t('apiKey.copy')}
        </Button>
      </div>
    </div>
  );
}

/** Creates a key: name, scopes, live or sandbox, an optional last day; then shows its secret once. */
export function CreateKeyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApiKeyCreateRequest>();
  const [created, setCreated] = useState<ApiKeyCreated | undefined>();

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      setCreated(key);
      await queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.list });
    },
    onError: (error) => showServerIssues(form, error),
  });

  const submit = () => {
    const values = form.getFieldsValue();
    const parsed = ZApiKeyCreateRequest.safeParse({
      ...values,
      expiresOn: values.expiresOn === '' ? undefined : values.expiresOn,
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    if (!create.isPending) create.mutate(parsed.data);
  };
  const close = () => {
    setCreated(undefined);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={created ? t('apiKey.created.title') : t('apiKey.create')}
      okText={created ? t('apiKey.done') : t('apiKey.create')}
      cancelButtonProps={created ? { style: { display: 'none' } } : {}}
      cancelText={t('userAdmin.cancel')}
      onOk={created ? close : submit}
      onCancel={close}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': created ? 'api-key-done' : 'api-key-submit' } as ButtonProps}
      destroyOnHidden
    >
      {created ? (
        <CreatedSecret created={created} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ scopes: ['declare', 'read'], environment: 'live' }}
          data-testid="api-key-form"
        >
          <Form.Item name="name" label={t('apiKey.field.name')} required>
            <Input maxLength={60} autoComplete="off" data-testid="api-key-name" />
          </Form.Item>
          <Form.Item name="scopes" label={t('apiKey.field.scopes')} required>
            <Checkbox.Group options={toOptions(API_SCOPE_LIST, language)} data-testid="api-key-scopes" />
          </Form.Item>
          <Form.Item name="environment" label={t('apiKey.field.environment')} required>
            <Radio.Group options={toOptions(API_KEY_ENVIRONMENT_LIST, language)} />
          </Form.Item>
          <Form.Item name="expiresOn" label={t('apiKey.field.expiresOn')} {...dateBinding('')}>
            <BusinessDatePicker placeholder={t('apiKey.noExpiry')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
