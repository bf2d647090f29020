import type { StaffSwitch } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffProfile } from '../use-staff-profile.ts';
import { MaintenanceCard } from './maintenance-card.tsx';
import { switchesQuery } from './operations.api.ts';
import { SectionHeading } from './section-heading.tsx';
import { SwitchValue, useSwitchLabel } from './switch-value.tsx';

/** /staff/switches: the maintenance window, then every feature switch (the holiday flag and image among them). */
export default function SwitchesPage() {
  const { t } = useTranslation();
  const label = useSwitchLabel();
  const canEdit = useStaffProfile().roles.includes('operations');
  const switches = useQuery(switchesQuery());
  if (switches.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (switches.isError) {
    return (
      <Result
        status="warning"
        title={t('operations.common.loadFailed')}
        subTitle={switches.error.message}
        extra={<Button onClick={() => void switches.refetch()}>{t('operations.common.retry')}</Button>}
      />
    );
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="switches-page">
      <MaintenanceCard state={switches.data.maintenance} canEdit={canEdit} />
      <Card title={<SectionHeading>{t('operations.switch.title')}</SectionHeading>}>
        <Typography.Paragraph type="secondary">{t('operations.switch.intro')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('operations.switch.holidayHint')}</Typography.Paragraph>
        <Table<StaffSwitch>
          rowKey="name"
          pagination={false}
          dataSource={switches.data.list}
          scroll={{ x: 760 }}
          columns={[
            {
              title: t('operations.switch.column.name'),
              key: 'name',
              render: (_, entry) => (
                <Space orientation="vertical" size={0}>
                  <span>{label(entry.name)}</span>
                  <Typography.Text type="secondary" code>
                    {entry.name}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('operations.switch.column.value'),
              key: 'value',
              width: 300,
              render: (_, entry) => (
                <SwitchValue key={`${entry.name}:${entry.value}`} entry={entry} canEdit={canEdit} />
              ),
            },
            { title: t('operations.switch.column.updatedAt'), dataIndex: 'updatedAt', width: 190 },
          ]}
          data-testid="switches-table"
        />
      </Card>
    </Space>
  );
}
