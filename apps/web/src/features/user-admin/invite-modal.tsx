import { type InviteUserInput, ZInviteUserRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { inviteSubUser, userAdminQueryKeys } from './user-admin.api.ts';
import styles from './user-admin.module.css';

/** Invites a user by email: the server mails a one-time link (the outbox). */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InviteUserInput>();

  const invite = useMutation({
    mutationFn: inviteSubUser,
    onSuccess: async (invitation) => {
      message.success(t('userAdmin.invited', { email: invitation.email }));
      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: userAdminQueryKeys.list });
    },
    onError: (error) => showServerIssues(form, error),
  });

  const submit = async () => {
    const values = form.getFieldsValue();
    const parsed = ZInviteUserRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    if (!invite.isPending) invite.mutate(parsed.data);
  };

  return (
    <Modal
      open={open}
      title={t('userAdmin.invite')}
      okText={t('userAdmin.inviteSubmit')}
      cancelText={t('userAdmin.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      okButtonProps={{ 'data-testid': 'invite-submit' } as ButtonProps}
      destroyOnHidden
    >
      <p className={styles.hint}>{t('userAdmin.inviteHint')}</p>
      <Form form={form} layout="vertical" onFinish={() => void submit()} data-testid="invite-form">
        <Form.Item name="email" label={t('field.email')} required>
          <Input
            type="email"
            autoComplete="off"
            placeholder={t('userAdmin.placeholder.email')}
            maxLength={254}
            data-testid="invite-email"
          />
        </Form.Item>
        <Form.Item name="userName" label={t('field.userName')} required>
          <Input placeholder={t('userAdmin.placeholder.userName')} maxLength={50} data-testid="invite-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
