import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './declaration-page-header.module.css';
import { DECLARATION_PATHS } from './declaration-paths.ts';

/** The title band of a declaration screen: title, one line of guidance, actions on the right. */
export function DeclarationPageHeader({
  title,
  description,
  extra,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div>
        <h2 className={styles.headerTitle}>{title}</h2>
        {description ? <p className={styles.headerText}>{description}</p> : null}
      </div>
      {extra ? <div className={styles.headerExtra}>{extra}</div> : null}
    </header>
  );
}

/** From a declaration list to a new declaration: the open policies to declare under. */
export function NewDeclarationButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(DECLARATION_PATHS.openPolicies)}>
      {t('shell.page.declarationApplication')}
    </Button>
  );
}
