import { NotificationOutlined } from '@ant-design/icons';
import { type StaffNotice, ZNoticeListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Form, Select, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { expandableRows } from '../../../ui/expandable-rows.tsx';
import { ListSearchButtons } from '../../../ui/list/list-search-buttons.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useListQuery } from '../../../ui/list/use-list-query.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { AccountSelect } from './account-select.tsx';
import { NoticeFormModal } from './notice-form.tsx';
import { noticesQuery } from './operations.api.ts';

interface NoticeFilters {
  audience: '' | 'all' | 'account';
  accountCode?: string;
}

function AudienceTag({ notice }: { notice: StaffNotice }) {
  const { t } = useTranslation();
  if (notice.audience === 'all') return <Tag color="blue">{t('operations.notice.audience.all')}</Tag>;
  return (
    <Space size={4} wrap>
      <Tag color="purple">{notice.accountCode}</Tag>
      <Typography.Text type="secondary">{notice.accountName}</Typography.Text>
    </Space>
  );
}

const columns = (t: TFunction, english: boolean) => [
  {
    title: t('operations.notice.column.title'),
    key: 'title',
    render: (_: unknown, notice: StaffNotice) => (english ? notice.titleEn : notice.titleZh),
  },
  {
    title: t('operations.notice.column.audience'),
    key: 'audience',
    width: 260,
    render: (_: unknown, notice: StaffNotice) => <AudienceTag notice={notice} />,
  },
  { title: t('operations.notice.column.publishDate'), dataIndex: 'publishDate', width: 130 },
  { title: t('operations.notice.column.createdBy'), dataIndex: 'createdBy', width: 120 },
  { title: t('operations.notice.column.createdAt'), dataIndex: 'createdAt', width: 190 },
];

/** Both languages of a notice, as customers read them. */
function NoticeTexts({ notice }: { notice: StaffNotice }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('field.titleZh')}>
        <span lang="zh-CN">{notice.titleZh}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.bodyZh')}>
        <span lang="zh-CN" style={{ whiteSpace: 'pre-wrap' }}>
          {notice.bodyZh}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.titleEn')}>
        <span lang="en">{notice.titleEn}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.bodyEn')}>
        <span lang="en" style={{ whiteSpace: 'pre-wrap' }}>
          {notice.bodyEn}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Each notice opens on its texts in both languages; its expand button names the notice. */
const noticeDetails = (t: TFunction, english: boolean) =>
  expandableRows<StaffNotice>(
    t,
    (notice) => <NoticeTexts notice={notice} />,
    (notice) => (english ? notice.titleEn : notice.titleZh),
  );

/** /staff/notices: published notices (audience, day, who) and, for operations staff, publishing one. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const profile = useStaffProfile();
  const canPublish = profile.roles.includes('operations');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NoticeFilters>();
  const paging = useListQuery(ZNoticeListQuery, () => ({ audience: '' }), { firstPageOnSizeChange: true });
  const list = useQuery(noticesQuery(paging.query));
  const search = (filters: NoticeFilters) =>
    void paging.search({ audience: filters.audience, accountCode: filters.accountCode ?? '' });

  return (
    <div className="page-card" data-testid="notices-page">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, flex: '1 1 420px' }}>
          {t('operations.notice.intro')}
        </Typography.Paragraph>
        {canPublish ? (
          <Button
            type="primary"
            icon={<NotificationOutlined />}
            onClick={() => setOpen(true)}
            data-testid="notice-new"
          >
            {t('operations.notice.new')}
          </Button>
        ) : null}
      </div>
      <Form<NoticeFilters>
        form={form}
        layout="inline"
        initialValues={{ audience: '' }}
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="audience" label={t('field.audience')}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: '', label: t('operations.common.all') },
              { value: 'all', label: t('operations.notice.audience.all') },
              { value: 'account', label: t('operations.notice.audience.account') },
            ]}
          />
        </Form.Item>
        <Form.Item name="accountCode" label={t('operations.notice.filter.account')}>
          <AccountSelect style={{ width: 280 }} />
        </Form.Item>
        <ListSearchButtons
          onReset={() => {
            form.resetFields();
            search({ audience: '' });
          }}
        />
      </Form>
      <ListTable<StaffNotice>
        result={list}
        paging={paging}
        rowKey="id"
        columns={columns(t, language === 'en-US')}
        expandable={noticeDetails(t, language === 'en-US')}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('operations.notice.empty') }}
        totalText={(total) => t('operations.common.total', { total })}
        data-testid="notices-table"
      />
      {canPublish ? <NoticeFormModal open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
