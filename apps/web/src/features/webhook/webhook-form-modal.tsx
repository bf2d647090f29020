import {
  toOptions,
  WEBHOOK_EVENT_TYPE_LIST,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { createWebhook, updateWebhook, webhookInputSchema, webhookQueryKeys } from './webhook.api.ts';
import styles from './webhook.module.css';

/** The endpoint's fields: address, events, description, switch. */
function EndpointFields() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <Form.Item name="url" label={t('webhook.form.url')} extra={t('webhook.form.urlHint')} required>
        <Input autoComplete="off" inputMode="url" data-testid="webhook-url" />
      </Form.Item>
      {/* No `required`: antd would put aria-required on the group's div, which no role of a checkbox group takes. */}
      <Form.Item name="events" label={t('webhook.form.events')}>
        <Checkbox.Group
          className={styles.events}
          role="group"
          aria-label={t('webhook.form.events')}
          data-testid="webhook-events"
        >
          {toOptions(WEBHOOK_EVENT_TYPE_LIST, language).map((option) => (
            <Checkbox key={option.value} value={option.value} data-testid={`webhook-event-${option.value}`}>
              {option.label}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="description" label={t('webhook.form.description')}>
        <Input maxLength={200} data-testid="webhook-description" />
      </Form.Item>
      <Form.Item name="enabled" label={t('webhook.form.enabled')} valuePropName="checked">
        <Switch data-testid="webhook-enabled" />
      </Form.Item>
    </>
  );
}

/**
 * Adds an endpoint (`editing` undefined) or changes one. The address is checked by the server too (https, no
 * private or loopback address after DNS): its refusal shows under the URL field. A new endpoint's secret is
 * handed to `onCreated`, which shows it once.
 */
export function WebhookFormModal({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  editing: WebhookEndpoint | undefined;
  onClose: () => void;
  onCreated: (created: WebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WebhookEndpointInput>();

  const save = useMutation({
    mutationFn: async (input: WebhookEndpointInput): Promise<WebhookEndpointCreated | undefined> => {
      if (!editing) return createWebhook(input);
      await updateWebhook({ ...input, id: editing.id });
      return undefined;
    },
    onSuccess: async (created) => {
      message.success(t('webhook.saved'));
      onClose();
      if (created) onCreated(created);
      await queryClient.invalidateQueries({ queryKey: webhookQueryKeys.list });
    },
    onError: (error) => showServerIssues(form, error),
  });

  const submit = () => {
    const parsed = webhookInputSchema.safeParse(form.getFieldsValue());
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    if (!save.isPending) save.mutate(parsed.data);
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'webhook.form.editTitle' : 'webhook.form.createTitle')}
      okText={t('webhook.form.save')}
      cancelText={t('webhook.form.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'webhook-save' } as ButtonProps}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={
          editing
            ? {
                url: editing.url,
                events: editing.events,
                description: editing.description,
                enabled: editing.enabled,
              }
            : { url: 'https://', events: [], description: '', enabled: true }
        }
        data-testid="webhook-form"
      >
        <EndpointFields />
      </Form>
    </Modal>
  );
}
