import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PATHS } from '../public/index.ts';

/** After a reset: the login name to use and the way to the login page (loaded anew, as every way to it). */
export function ResetDone({ loginName }: { loginName: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('passwordReset.done.title')}
      subTitle={<span data-user-data>{t('passwordReset.done.text', { loginName })}</span>}
      data-testid="reset-done"
      extra={
        <Button type="primary" href={PUBLIC_PATHS.home} data-testid="reset-to-login">
          {t('passwordReset.done.toLogin')}
        </Button>
      }
    />
  );
}
