import {
  ACCOUNT_CONTACT_LIMITS,
  type CargoAccountInfo,
  type UpdateCargoInfoInput,
  ZUpdateCargoInfoRequest,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SubmitButton, TextFieldCols, type TextFieldInCol } from '../../ui/form-fields.tsx';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { accountRoleQuery } from '../user-admin/index.ts';
import { accountQueryKeys, updateCompanyContacts } from './account.api.ts';
import styles from './account.module.css';

type ContactField = keyof UpdateCargoInfoInput;
type ContactValues = { [field in ContactField]?: string };

const LIMITS = ACCOUNT_CONTACT_LIMITS;
const HALF = { span: 12 };

const contactsOf = (company: CargoAccountInfo): ContactValues => ({
  companyNameEn: company.companyNameEn,
  contactName: company.contactName,
  contactPhone: company.contactPhone,
  contactEmail: company.contactEmail,
  address: company.address,
});

/** The form of the editable contacts, started from the saved ones; a save replaces the cached company. */
const useContactForm = (company: CargoAccountInfo) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ContactValues>();
  useRevalidateOnLanguageChange(form, language);

  // The saved values are the form's starting point, again after each save or account change.
  useEffect(() => {
    form.setFieldsValue(contactsOf(company));
  }, [company, form]);

  const save = useMutation({
    mutationFn: updateCompanyContacts,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountQueryKeys.company, saved);
      message.success(t('account.company.saved'));
    },
  });

  const onFinish = (values: ContactValues) => {
    const parsed = ZUpdateCargoInfoRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    save.mutate(parsed.data);
  };

  return { form, save, onFinish, reset: () => form.setFieldsValue(contactsOf(company)) };
};

/** The current account's contacts: editable by its administrators, read by its other members. */
export function ContactForm({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const { form, save, onFinish, reset } = useContactForm(company);
  const role = useQuery(accountRoleQuery());
  const readOnly = role.data?.isAdmin !== true;

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t('account.company.contact')}
        <span className={styles.sectionHint}>{t('account.company.contactHint')}</span>
      </h2>
      {readOnly && role.isSuccess && (
        <Alert
          type="info"
          showIcon
          title={t('account.company.adminOnly')}
          data-testid="account-contact-admin-only"
        />
      )}
      <Form<ContactValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={save.isPending || readOnly}
        data-testid="account-contact-form"
      >
        <ContactFields />
        {!readOnly && (
          <Space>
            <SubmitButton pending={save.isPending} testId="account-contact-save">
              {t('account.company.save')}
            </SubmitButton>
            <Button onClick={reset}>{t('account.company.reset')}</Button>
          </Space>
        )}
      </Form>
    </section>
  );
}

type ContactSpec = TextFieldInCol<ContactField>;

/** A contact field: its label, test id and placeholder are named after it. */
const contact = (name: ContactField, spec: Omit<ContactSpec, 'name' | 'label' | 'testId' | 'placeholder'>) =>
  ({
    name,
    label: `field.${name}`,
    testId: `account-${name}`,
    placeholder: `account.company.placeholder.${name}`,
    ...spec,
  }) as const satisfies ContactSpec;

/** The contacts, as the server's schema limits them. */
const CONTACT_FIELDS: readonly ContactSpec[] = [
  contact('contactName', { kind: 'name', maxLength: LIMITS.contactName, required: true, col: HALF }),
  contact('contactPhone', { kind: 'mobile', required: true, col: HALF }),
  contact('contactEmail', { kind: 'email', maxLength: LIMITS.contactEmail, col: HALF }),
  contact('companyNameEn', { kind: 'organization', maxLength: LIMITS.companyNameEn, col: HALF }),
  contact('address', { kind: 'address', maxLength: LIMITS.address, col: { span: 24 } }),
];

function ContactFields() {
  const { language } = useLanguage();
  const rule = (field: ContactField) => zodRule(ZUpdateCargoInfoRequest.shape[field], field, language);
  return (
    <Row gutter={24}>
      <TextFieldCols fields={CONTACT_FIELDS} rule={rule} />
    </Row>
  );
}
