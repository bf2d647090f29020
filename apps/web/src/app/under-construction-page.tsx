import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../ui/shell/page-heading.tsx';

/** An honest placeholder for a page of the menu that is not built yet: no fake data. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle();
  return (
    <div className="page-card" data-testid="under-construction">
      <Result
        icon={<ToolOutlined />}
        title={title ?? t('shell.building.title')}
        subTitle={t('shell.building.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('shell.building.back')}
          </Button>
        }
      />
    </div>
  );
}
