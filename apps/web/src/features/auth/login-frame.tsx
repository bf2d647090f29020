import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import type { Language } from '@cargo/domain';
import { USAGE_GUIDE_URL } from '@cargo/domain/api/usage-guide';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguageOf, loadLanguage } from '../../i18n/i18n.ts';
import { BrandMark } from '../../ui/shell/brand.tsx';
import { SvgIcon } from '../../ui/svg-icon.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PUBLIC_HEADER_TABS, PUBLIC_PATHS, PublicFooter } from '../public/index.ts';
import styles from './login-frame.module.css';

// The public pages' header, footer and toolbar as the login page draws them without antd (the other public
// pages use features/public/public-page.tsx). Links load the portal at their address.

const LANGUAGES: readonly {
  value: Language;
  labelKey: 'shell.language.zh' | 'shell.language.en';
  testId: string;
  lang: string;
}[] = [
  { value: 'zh-CN', labelKey: 'shell.language.zh', testId: 'lang-zh', lang: 'zh-CN' },
  { value: 'en-US', labelKey: 'shell.language.en', testId: 'lang-en', lang: 'en' },
];

/** 中文 / English (SPEC §1): the choice goes to the `lang` cookie and local storage (i18n.ts). */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = currentLanguageOf(i18n.language);
  const hydrated = useHydrated();
  const choose = async (next: Language) => {
    if (next === language) return;
    await loadLanguage(next);
    await i18n.changeLanguage(next);
  };
  return (
    <fieldset
      aria-label={t('shell.language.label')}
      className={styles.languages}
      data-testid="language-switch"
      disabled={!hydrated}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === language}
          className={styles.language}
          lang={option.lang}
          data-testid={option.testId}
          onClick={() => void choose(option.value)}
        >
          {t(option.labelKey)}
        </button>
      ))}
    </fieldset>
  );
}

export function LoginHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href={PUBLIC_PATHS.home} className={styles.brandLink}>
          <BrandMark />
        </a>
        <nav aria-label={t('public.header.navigation')} className={styles.nav}>
          {PUBLIC_HEADER_TABS.map((tab) => {
            const current = tab.path === PUBLIC_PATHS.home;
            return (
              <a
                key={tab.path}
                href={tab.path}
                data-testid={tab.testId}
                aria-current={current ? 'page' : undefined}
                className={current ? `${styles.navLink} ${styles.navLinkCurrent}` : styles.navLink}
              >
                {t(tab.labelKey)}
              </a>
            );
          })}
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}

/** The public footer with plain links: each loads the portal at its address. */
export function LoginFooter() {
  return (
    <PublicFooter
      link={(path, label) => (
        <a key={path} href={path}>
          {label}
        </a>
      )}
    />
  );
}

/** Whether the page has scrolled far enough to offer "back to top" (as antd's BackTop, 240 px). */
const useScrolledDown = () => {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY > 240);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return down;
};

/** The floating toolbar (SPEC §2): the usage guide (a PDF in the reader's language), feedback, back to top. */
export function LoginToolbar() {
  const { t } = useTranslation();
  const scrolledDown = useScrolledDown();
  const backToTop = () =>
    window.scrollTo({
      top: 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  return (
    <div className={styles.toolbar} data-testid="toolbar">
      <a
        className={styles.toolButton}
        href={USAGE_GUIDE_URL}
        target="_blank"
        rel="noopener"
        title={t('shell.toolbar.guide')}
        aria-label={t('shell.toolbar.guide')}
        data-testid="toolbar-guide"
      >
        <SvgIcon definition={FileTextOutlined} />
      </a>
      <a
        className={styles.toolButton}
        href={PUBLIC_PATHS.feedback}
        title={t('shell.toolbar.feedback')}
        aria-label={t('shell.toolbar.feedback')}
        data-testid="toolbar-feedback"
      >
        <SvgIcon definition={MessageOutlined} />
      </a>
      {scrolledDown && (
        <button
          type="button"
          className={styles.toolButton}
          onClick={backToTop}
          title={t('shell.toolbar.backTop')}
          aria-label={t('shell.toolbar.backTop')}
          data-testid="toolbar-back-top"
        >
          <SvgIcon definition={VerticalAlignTopOutlined} />
        </button>
      )}
    </div>
  );
}
