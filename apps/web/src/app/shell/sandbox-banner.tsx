import { ExperimentOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../ui/shell/shell-context.ts';
import styles from './shell-extras.module.css';

/**
 * While the session is in a sandbox twin (docs/business-rules.md "The sandbox"), a banner on every page says so:
 * test data, nothing insured. It cannot be dismissed.
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  const { user } = useShell();
  const current = user.allUser.find((account) => account.isCurrent);
  if (current?.isSandbox !== true) return null;
  return (
    <section className={styles.banner} aria-label={t('sandbox.label')} data-testid="sandbox-banner">
      <Alert type="warning" banner showIcon icon={<ExperimentOutlined />} title={t('sandbox.banner')} />
    </section>
  );
}
