import { ToolOutlined } from '@ant-design/icons';
import { limitEndpoints } from '@cargo/domain/api/limit';
import { useMutation } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../api/endpoint-call.ts';
import { BrandMark } from '../ui/shell/brand.tsx';

/**
 * SPEC §4/§8 maintenance (code 88888): a customer whose call was refused during the maintenance window lands
 * here; "Try again" asks the limit check and, once maintenance is over, goes back where the user was.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  useEffect(() => {
    document.title = t('operations.maintenancePage.title');
  }, [t]);
  const retry = useMutation({
    mutationFn: () => call(limitEndpoints.limitCheck, {}, { hideError: true, loading: false }),
    onSuccess: () => void navigate(from && from !== '/maintenance' ? from : '/', { replace: true }),
  });
  return (
    <main className="centered-page" data-testid="maintenance-page">
      <BrandMark />
      <Result
        icon={<ToolOutlined />}
        status="warning"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('operations.maintenancePage.title')}</h1>}
        subTitle={t('operations.maintenancePage.text')}
        extra={
          <Button
            type="primary"
            loading={retry.isPending}
            onClick={() => retry.mutate()}
            data-testid="maintenance-retry"
          >
            {t('operations.maintenancePage.retry')}
          </Button>
        }
      />
    </main>
  );
}
