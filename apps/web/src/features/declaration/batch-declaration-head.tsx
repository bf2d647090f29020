import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../ui/page.module.css';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { DeclarationPageHeader } from './declaration-page-header.tsx';

/** Batch declaration's title band: its title and what the page does. */
export function BatchDeclarationHead({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.batchDeclaration');
  return <DeclarationPageHeader title={title} description={t('declarationWeb.batch.intro')} extra={extra} />;
}

/**
 * The page as the portal's frame draws it before the page's script has run (app/shell/frame-outlines.tsx): its
 * title band where the page puts it.
 */
export function BatchDeclarationOutline() {
  return (
    <div className={pageStyles.page}>
      <BatchDeclarationHead />
    </div>
  );
}
