import { CheckCircleFilled } from '@ant-design/icons';
import { Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyFigures } from '../public/index.ts';
import styles from './login-hero.module.css';

const HERO_POINTS = ['insure', 'declare', 'claim'] as const;

/** Decoration of the hero (shipping lanes over a dotted grid): a CSS background, so it costs no JavaScript. */
export function HeroBackdrop() {
  return <div aria-hidden="true" className={styles.backdrop} />;
}

/** The hero's text: what the portal offers, and the company's figures. */
export function HeroIntro() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <>
      <Typography.Title
        level={1}
        style={{
          color: '#fff',
          fontSize: screens.md === false ? 28 : 38,
          lineHeight: 1.3,
          marginTop: 0,
        }}
      >
        {t('auth.hero.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(255, 255, 255, 0.85)', fontSize: 17, maxWidth: 560 }}>
        {t('auth.hero.subtitle')}
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: '24px 0 40px' }}>
        {HERO_POINTS.map((point) => (
          <li key={point} style={{ display: 'flex', gap: 10, marginBottom: 12, color: '#fff', fontSize: 15 }}>
            <CheckCircleFilled style={{ color: '#69b1ff', marginTop: 4 }} />
            <span>{t(`auth.hero.point.${point}`)}</span>
          </li>
        ))}
      </ul>
      <CompanyFigures variant="inverse" />
    </>
  );
}
