import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className={styles.footer}>
      <span>{t('shell.footer.copyright')}</span>
    </Layout.Footer>
  );
}
