import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandMark } from '../ui/shell/brand.tsx';

/** SPEC §2/§4: unknown routes and routes the user's menu does not open end here. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="centered-page" data-testid="error-page">
      <BrandMark />
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.error.title')}</h1>}
        subTitle={t('shell.error.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('shell.error.home')}
          </Button>
        }
      />
    </main>
  );
}
