import { CrownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipQuery } from '../../api/shell-extras.api.ts';
import styles from './shell-extras.module.css';

/** The VIP flag of the current account (user/customer/isVip), in the header beside the user menu. */
export function VipBadge() {
  const { t } = useTranslation();
  const isVip = useQuery(vipQuery()).data === true;
  if (!isVip) return null;
  return (
    <Tag color="gold" icon={<CrownOutlined />} className={styles.vip} data-testid="vip-badge">
      {t('vip.badge')}
    </Tag>
  );
}
