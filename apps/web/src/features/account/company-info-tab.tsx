import { ReloadOutlined } from '@ant-design/icons';
import {
  ACCOUNT_CONTACT_LIMITS,
  type CargoAccountInfo,
  labelOf,
  type SubordinateAccount,
  type UpdateCargoInfoInput,
  USER_TYPES,
  ZUpdateCargoInfoRequest,
} from '@cargo/domain';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Descriptions,
  Form,
  Input,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../public/zod-form.ts';
import { accountQueryKeys, maskMobile, updateCompanyContacts } from './account.api.ts';
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

/** Tab 0: the registered company (insurer-managed), its editable contacts, the login, subordinate accounts. */
export function CompanyInfoTab({ company }: { company: UseQueryResult<CargoAccountInfo, Error> }) {
  const { t } = useTranslation();
  if (company.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (company.isError) {
    return (
      <Result
        status="warning"
        title={t('account.company.loadFailed')}
        subTitle={company.error.message}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void company.refetch()}>
            {t('account.company.retry')}
          </Button>
        }
      />
    );
  }
  return <CompanyDetails company={company.data} />;
}

function CompanyDetails({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notSet = t('account.notSet');

  return (
    <div data-testid="account-company">
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>
          {t('account.company.registered')}
          {company.isVip && <Tag color="gold">{t('account.company.vip')}</Tag>}
        </h2>
        <Alert
          type="info"
          showIcon
          title={t('account.company.registeredHint')}
          style={{ marginBottom: 16 }}
        />
        <Descriptions
          bordered
          size="middle"
          column={2}
          styles={{ label: { width: 180 } }}
          items={[
            {
              key: 'accountName',
              label: t('account.company.accountName'),
              children: <span className={styles.mono}>{company.accountName}</span>,
            },
            {
              key: 'userType',
              label: t('account.company.userType'),
              children: labelOf(USER_TYPES, company.userType, language),
            },
            {
              key: 'companyName',
              label: t('field.companyName'),
              children: <span data-testid="account-company-name">{company.companyName}</span>,
            },
            {
              key: 'creditCode',
              label: t('field.creditCode'),
              children: <span className={styles.mono}>{company.creditCode || notSet}</span>,
            },
            {
              key: 'agentPhone',
              label: t('account.company.agentPhone'),
              children: <span className={styles.mono}>{company.agentPhone || notSet}</span>,
            },
            {
              key: 'parent',
              label: t('account.company.parentAccount'),
              children: <span className={styles.mono}>{company.parentAccountName ?? notSet}</span>,
            },
          ]}
        />
      </section>

      <ContactForm company={company} />

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('account.user.title')}</h2>
        <Descriptions
          bordered
          size="middle"
          column={2}
          styles={{ label: { width: 180 } }}
          items={[
            {
              key: 'loginName',
              label: t('account.user.loginName'),
              children: <span className={styles.mono}>{company.user.loginName}</span>,
            },
            { key: 'userName', label: t('account.user.userName'), children: company.user.userName },
            { key: 'email', label: t('account.user.email'), children: company.user.email || notSet },
            {
              key: 'phone',
              label: t('account.user.phone'),
              children: company.user.phone ? (
                <span className={styles.mono}>{maskMobile(company.user.phone)}</span>
              ) : (
                <Tag>{t('account.user.notBound')}</Tag>
              ),
            },
          ]}
        />
      </section>

      <SubordinateAccounts accounts={company.subordinates} />
    </div>
  );
}

function ContactForm({ company }: { company: CargoAccountInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
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

  const rule = (field: ContactField) => zodRule(ZUpdateCargoInfoRequest.shape[field], field, language);

  const onFinish = (values: ContactValues) => {
    const parsed = ZUpdateCargoInfoRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    save.mutate(parsed.data);
  };

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
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              name="contactName"
              label={t('field.contactName')}
              required
              rules={[rule('contactName')]}
            >
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
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="account-contact-save"
          >
            {t('account.company.save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(contactsOf(company))}>
            {t('account.company.reset')}
          </Button>
        </Space>
      </Form>
    </section>
  );
}

function SubordinateAccounts({ accounts }: { accounts: SubordinateAccount[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableColumnsType<SubordinateAccount> = [
    {
      key: 'accountName',
      title: t('account.company.accountName'),
      dataIndex: 'accountName',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
    {
      key: 'companyName',
      title: t('field.companyName'),
      render: (_: unknown, row: SubordinateAccount) =>
        language === 'en-US' && row.companyNameEn ? row.companyNameEn : row.companyName,
    },
    {
      key: 'creditCode',
      title: t('field.creditCode'),
      dataIndex: 'creditCode',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
    { key: 'contactName', title: t('field.contactName'), dataIndex: 'contactName' },
    {
      key: 'contactPhone',
      title: t('field.contactPhone'),
      dataIndex: 'contactPhone',
      render: (value: string) => <span className={styles.mono}>{value}</span>,
    },
  ];
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t('account.subordinates.title')}
        <span className={styles.sectionHint}>{t('account.subordinates.hint')}</span>
      </h2>
      <Table<SubordinateAccount>
        rowKey="accountName"
        size="middle"
        columns={columns}
        dataSource={accounts}
        pagination={false}
        locale={{ emptyText: t('account.subordinates.empty') }}
        data-testid="account-subordinates"
      />
    </section>
  );
}
