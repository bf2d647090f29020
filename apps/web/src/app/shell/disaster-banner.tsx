import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disasterBannerQuery } from '../../api/shell-extras.api.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import styles from './shell-extras.module.css';

const DISMISSED_KEY = 'portal.disasterBanner.dismissed';

/**
 * The natural-disaster warning banner (SPEC §7 "natural disaster warning"): the warnings in force today
 * while the insurer has the banner switched on. Dismissed for the browser session; a new warning shows it
 * again (the dismissal remembers which warnings were shown).
 */
export function DisasterBanner() {
  const { t } = useTranslation();
  const warnings = useQuery(disasterBannerQuery()).data ?? [];
  const codes = warnings.map((warning) => warning.warningCode).join(',');
  const [dismissed, setDismissed] = useState(() => readStorage('session', DISMISSED_KEY));
  if (warnings.length === 0 || dismissed === codes) return null;
  return (
    <section className={styles.banner} aria-label={t('disaster.title')} data-testid="disaster-banner">
      <Alert
        type="warning"
        showIcon
        title={t('disaster.title')}
        description={
          <>
            {t('disaster.summary', { count: warnings.length })}
            <ul className={styles.bannerList}>
              {warnings.map((warning) => (
                <li key={warning.warningCode}>
                  {t('disaster.item', {
                    title: warning.title,
                    level: warning.levelName,
                    from: warning.validFrom,
                    until: warning.validUntil,
                  })}
                </li>
              ))}
            </ul>
          </>
        }
        closable={{
          'aria-label': t('disaster.dismiss'),
          onClose: () => {
            writeStorage('session', DISMISSED_KEY, codes);
            setDismissed(codes);
          },
        }}
      />
    </section>
  );
}
