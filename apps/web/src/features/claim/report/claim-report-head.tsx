import { useTranslation } from 'react-i18next';
import styles from '../../../ui/form-page.module.css';
import { usePageTitle } from '../../../ui/shell/page-heading.tsx';

/** The claim report's title line: its title and what reporting a loss here does. */
export function ClaimReportHead() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.claimReport');
  return (
    <div className={styles.header}>
      <h2 className={styles.headerTitle}>{title}</h2>
      <span className={styles.headerMeta} style={{ marginLeft: 'auto', maxWidth: 640 }}>
        {t('claimReportWeb.intro')}
      </span>
    </div>
  );
}

/**
 * The page as the portal's frame draws it before the page's script has run (app/shell/frame-outlines.tsx): its
 * title line where the page puts it.
 */
export function ClaimReportOutline() {
  return (
    <div>
      <ClaimReportHead />
    </div>
  );
}
