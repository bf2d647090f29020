import { ReloadOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A claim's report number: 20 digits. A page opened with another asks the server nothing. */
export const REPORT_NO = /^\d{20}$/;

/** The bar above a claim (the customer's and the handler's): its heading and status, refresh, the way back. */
export function ClaimBar({
  heading,
  status,
  refreshKey,
  back,
}: {
  heading: ReactNode;
  status: ReactNode;
  /** The query of the claim, fetched again by the refresh button. */
  refreshKey: QueryKey;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      {heading}
      {status}
      <Space style={{ marginLeft: 'auto' }}>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: refreshKey })}
        >
          {t('claimWeb.detail.refresh')}
        </Button>
        {back}
      </Space>
    </div>
  );
}
