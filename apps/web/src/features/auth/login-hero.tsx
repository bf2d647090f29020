import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloudDownloadOutlined from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../ui/svg-icon.tsx';
import { COMPANY_FIGURES, PORTAL_SERVICES } from '../public/index.ts';
import styles from './login-page.module.css';

const HERO_POINTS = ['insure', 'declare', 'claim'] as const;

const SERVICE_ICONS = {
  insure: FileProtectOutlined,
  declaration: ContainerOutlined,
  claim: AuditOutlined,
  document: CloudDownloadOutlined,
} as const;

/** The hero's text: what the portal offers, and the company's figures. */
export function HeroIntro() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.heroTitle}>{t('auth.hero.title')}</h1>
      <p className={styles.heroText}>{t('auth.hero.subtitle')}</p>
      <ul className={styles.heroPoints}>
        {HERO_POINTS.map((point) => (
          <li key={point}>
            <SvgIcon definition={CheckCircleFilled} className={styles.heroPointIcon} />
            <span>{t(`auth.hero.point.${point}`)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        {COMPANY_FIGURES.map((figure) => (
          <div key={figure.key}>
            <dt>{t(`public.figure.${figure.key}`)}</dt>
            <dd>
              {figure.value.toLocaleString('en-US')}
              <span className={styles.figureUnit}>{t(`public.figure.${figure.key}.unit`)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The four self-service capabilities of the portal (SPEC §1). */
export function ServiceHighlights() {
  const { t } = useTranslation();
  return (
    <section className={styles.services} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.servicesTitle}>
        {t('auth.services.title')}
      </h2>
      <p className={`${styles.servicesText} ${styles.secondary}`}>{t('auth.services.subtitle')}</p>
      <div className={styles.serviceGrid}>
        {PORTAL_SERVICES.map((service) => (
          <div key={service} className={styles.service}>
            <div className={styles.serviceIcon}>
              <SvgIcon definition={SERVICE_ICONS[service]} />
            </div>
            <h3 className={styles.serviceTitle}>{t(`public.service.${service}.title`)}</h3>
            <p className={styles.secondary}>{t(`public.service.${service}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
