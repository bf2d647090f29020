import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimStatusColorOf } from './claim-status.ts';

/** A claim's status by its name (01 reported … 04 archived), as the server names it. */
export function ClaimStatusTag({ code, name, testId }: { code: string; name: string; testId?: string }) {
  return (
    <Tag color={claimStatusColorOf(code)} data-testid={testId} data-status={code}>
      {name}
    </Tag>
  );
}

/** The "fast claim" mark of a claim reported through the fast track. */
export function FastClaimTag() {
  const { t } = useTranslation();
  return <Tag color="purple">{t('claimWeb.detail.fastClaim')}</Tag>;
}
