import { MailOutlined } from '@ant-design/icons';
import { ZClaimChecklistEmailQuery } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError } from '../../../api/request.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { showServerIssues, zodRule } from '../../../ui/zod-form.ts';
import { emailClaimChecklist } from '../claim.api.ts';

interface EmailForm {
  email: string;
}

/** "Email the checklist": a dialog with the address (the reporter's by default); the outbox sends it. */
export function ChecklistEmailButton({
  reportNo,
  policyNo,
  defaultEmail,
}: {
  reportNo: string;
  policyNo: string;
  defaultEmail: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EmailForm>();
  const send = useMutation({
    mutationFn: (email: string) => emailClaimChecklist({ reportNo, policyNo, email }),
    onSuccess: (result) => {
      message.success(t('claim.message.checklistSent', { email: result.sentTo }));
      setOpen(false);
    },
    onError: (error) => {
      showServerIssues(form, error);
    },
  });
  const failure = send.error && !(isGatewayError(send.error) && send.error.issues.length > 0);
  return (
    <>
      <Button
        icon={<MailOutlined />}
        onClick={() => {
          send.reset();
          form.setFieldsValue({ email: defaultEmail });
          setOpen(true);
        }}
        data-testid="doc-email"
      >
        {t('claimWeb.email.button')}
      </Button>
      <Modal
        open={open}
        title={t('claimWeb.email.title')}
        okText={t('claimWeb.email.send')}
        cancelText={t('claimWeb.common.cancel')}
        confirmLoading={send.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
        data-testid="doc-email-modal"
      >
        <Typography.Paragraph type="secondary">{t('claimWeb.email.intro')}</Typography.Paragraph>
        <Form<EmailForm>
          form={form}
          layout="vertical"
          initialValues={{ email: defaultEmail }}
          onFinish={(values) => send.mutate(values.email.trim())}
        >
          <Form.Item
            name="email"
            label={t('field.email')}
            rules={[zodRule(ZClaimChecklistEmailQuery.shape.email, 'email', language)]}
          >
            <Input maxLength={100} inputMode="email" data-testid="doc-email-input" />
          </Form.Item>
        </Form>
        {failure ? <Alert type="error" showIcon title={send.error.message} /> : null}
      </Modal>
    </>
  );
}
