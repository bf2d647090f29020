import {
  ACCOUNT_CONTACT_LIMITS,
  type CargoAccountInfo,
  type UpdateCargoInfoInput,
  ZUpdateCargoInfoRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { accountQueryKeys, updateCompanyContacts } from './account.api.ts';
import styles from './account.module.css';

type ContactField = keyof UpdateCargoInfoInput;
type ContactValues = { [field in ContactField]?: string };

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

export function ContactForm({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const { form, save, onFinish, reset } = useContactForm(company);

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t('account.company.contact')}
        <span className={styles.sectionHint}>{t('account.company.contactHint')}</span>
      </h2>
      <Form<ContactValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={save.isPending}
        data-testid="account-contact-form"
      >
        <ContactFields />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="account-contact-save"
          >
            {t('account.company.save')}
          </Button>
          <Button onClick={reset}>{t('account.company.reset')}</Button>
        </Space>
      </Form>
    </section>
  );
}

function ContactFields() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = (field: ContactField) => zodRule(ZUpdateCargoInfoRequest.shape[field], field, language);
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item name="contactName" label={t('field.contactName')} required rules={[rule('contactName')]}>
          <Input
            data-testid="account-contactName"
            maxLength={ACCOUNT_CONTACT_LIMITS.contactName}
            autoComplete="name"
            placeholder={t('account.company.placeholder.contactName')}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="contactPhone"
          label={t('field.contactPhone')}
          required
          rules={[rule('contactPhone')]}
        >
          <Input
            data-testid="account-contactPhone"
            maxLength={20}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('account.company.placeholder.contactPhone')}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="contactEmail" label={t('field.contactEmail')} rules={[rule('contactEmail')]}>
          <Input
            data-testid="account-contactEmail"
            maxLength={ACCOUNT_CONTACT_LIMITS.contactEmail}
            inputMode="email"
            autoComplete="email"
            placeholder={t('account.company.placeholder.contactEmail')}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="companyNameEn" label={t('field.companyNameEn')} rules={[rule('companyNameEn')]}>
          <Input
            data-testid="account-companyNameEn"
            maxLength={ACCOUNT_CONTACT_LIMITS.companyNameEn}
            autoComplete="organization"
            placeholder={t('account.company.placeholder.companyNameEn')}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={t('field.address')} rules={[rule('address')]}>
          <Input
            data-testid="account-address"
            maxLength={ACCOUNT_CONTACT_LIMITS.address}
            autoComplete="street-address"
            placeholder={t('account.company.placeholder.address')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
