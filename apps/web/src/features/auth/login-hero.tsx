import { CheckCircleFilled } from '@ant-design/icons';
import { Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyFigures } from '../public/company-figures';

const HERO_POINTS = ['insure', 'declare', 'claim'] as const;

/** Decoration of the hero: shipping lanes over a dotted grid. */
export function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.35 }}
    >
      <defs>
        <pattern id="login-hero-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="rgba(255,255,255,0.35)" />
        </pattern>
      </defs>
      <rect width="1200" height="520" fill="url(#login-hero-dots)" />
      <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.5" strokeDasharray="6 8">
        <path d="M-20 420 C 220 260, 420 300, 620 200 S 980 60, 1220 120" />
        <path d="M-20 300 C 180 200, 360 240, 560 140 S 900 20, 1220 40" />
        <path d="M80 540 C 320 400, 640 460, 860 340 S 1120 260, 1240 300" />
      </g>
      <g fill="#fff">
        <circle cx="620" cy="200" r="4" />
        <circle cx="560" cy="140" r="4" />
        <circle cx="860" cy="340" r="4" />
      </g>
    </svg>
  );
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
