import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page that crashed or a lazy chunk that failed to load (SPEC §8 "chunk load error"): offer a reload.
 * Plain markup rather than antd's Result: this component is in the entry chunk every page loads.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="centered-page" data-testid="route-error">
      <WarningFilled className="route-error-icon" />
      <h1 className="route-error-title">{t('shell.crash.title')}</h1>
      <p className="route-error-text">{t('shell.crash.subTitle')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('shell.crash.reload')}
      </Button>
    </div>
  );
}
