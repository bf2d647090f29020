import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FailureNotice } from '../ui/failure-notice.tsx';

/** A page that crashed or a lazy chunk that failed to load (SPEC §8 "chunk load error"): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="centered-page">
      <FailureNotice
        pageHeading
        title={t('shell.crash.title')}
        detail={t('shell.crash.subTitle')}
        testId="route-error"
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('shell.crash.reload')}
          </Button>
        }
      />
    </div>
  );
}
