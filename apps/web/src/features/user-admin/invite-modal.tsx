import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACCOUNT_ROLE_LIST,
  type InviteUserInput,
  type Language,
  type ManagedAccount,
  toOptions,
  ZInviteUserRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { inviteSubUser, userAdminQueryKeys } from './user-admin.api.ts';
import styles from './user-admin.module.css';

/** The accounts granted, each with its role: one row per account, at least one. */
function GrantRows({
  accounts,
  t,
  language,
}: {
  accounts: ManagedAccount[];
  t: TFunction;
  language: Language;
}) {
  const accountOptions = accounts.map((account) => ({
    value: account.accountName,
    label: account.isSubordinate
      ? t('userAdmin.subordinateNamed', { companyName: account.companyName })
      : account.companyName,
  }));
  return (
    <Form.List name="grants">
      {(fields, { add, remove }) => (
        <Form.Item label={t('userAdmin.field.grants')} required>
          {fields.map((field, index) => (
            <Space
              key={field.key}
              align="baseline"
              className={styles.grantRow}
              data-testid={`invite-grant-${index}`}
            >
              <Form.Item name={[field.name, 'accountName']} noStyle>
                <Select
                  options={accountOptions}
                  aria-label={t('userAdmin.grant.account')}
                  className={styles.grantAccount}
                  data-testid={`invite-grant-account-${index}`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'role']} noStyle>
                <Select
                  options={toOptions(ACCOUNT_ROLE_LIST, language)}
                  aria-label={t('userAdmin.grant.role')}
                  className={styles.grantRole}
                  data-testid={`invite-grant-role-${index}`}
                />
              </Form.Item>
              {fields.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('userAdmin.grant.remove')}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          {fields.length < accounts.length && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ role: 'operator' })}
              data-testid="invite-grant-add"
            >
              {t('userAdmin.grant.add')}
            </Button>
          )}
          <ul className={styles.roleHints}>
            {ACCOUNT_ROLE_LIST.map((role) => (
              <li key={role.code}>{t(`userAdmin.roleHint.${role.code}` as const)}</li>
            ))}
          </ul>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** Invites a user by email into accounts with a role in each: the server mails a one-time link (the outbox). */
export function InviteModal({
  open,
  onClose,
  accounts,
}: {
  open: boolean;
  onClose: () => void;
  accounts: ManagedAccount[];
}) {
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
      <Form
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        initialValues={{ grants: [{ accountName: accounts[0]?.accountName, role: 'operator' }] }}
        data-testid="invite-form"
      >
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
        <GrantRows accounts={accounts} t={t} language={language} />
      </Form>
    </Modal>
  );
}
