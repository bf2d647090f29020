import type { FestivalImage } from '@cargo/domain';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import midAutumn from '../../assets/festival/mid-autumn.svg';
import springFestival from '../../assets/festival/spring-festival.svg';
import styles from './shell-extras.module.css';

const IMAGES: Record<FestivalImage, string> = { 'spring-festival': springFestival, 'mid-autumn': midAutumn };

/**
 * SPEC §2: a festival image at a corner while the holiday flag is Y (shell-extras.tsx); clicking it shows the
 * festival greeting.
 */
export function FestivalCorner({ image }: { image: FestivalImage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.festival}
        onClick={() => setOpen(true)}
        aria-label={t('festival.open')}
        title={t('festival.open')}
        data-testid="festival-image"
      >
        <img src={IMAGES[image]} alt="" width={72} height={72} />
      </button>
      <Modal
        open={open}
        title={t(`festival.title.${image}`)}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)} data-testid="festival-close">
            {t('festival.close')}
          </Button>
        }
        centered
        width={420}
      >
        <div className={styles.greeting} data-testid="festival-greeting">
          <img src={IMAGES[image]} alt="" width={96} height={96} />
          <p>{t(`festival.greeting.${image}`)}</p>
        </div>
      </Modal>
    </>
  );
}
