import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Search (submits the filter form) and Reset, the two buttons every list page's filter bar ends with. */
export function ListSearchButtons({ onReset, testId }: { onReset: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SearchOutlined />}
        data-testid={testId === undefined ? undefined : `${testId}-search`}
      >
        {t('shell.list.search')}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        onClick={onReset}
        data-testid={testId === undefined ? undefined : `${testId}-reset`}
      >
        {t('shell.list.reset')}
      </Button>
    </Space>
  );
}
