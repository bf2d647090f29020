import type { Language } from '@cargo/domain';
import { Segmented } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';

/** 中文 / English (SPEC §1): the choice goes to the `lang` cookie and local storage. */
export function LanguageSwitch({ className, style }: { className?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Segmented<Language>
      className={className}
      style={style}
      size="small"
      data-testid="language-switch"
      aria-label={t('shell.language.label')}
      value={language}
      onChange={(next) => void setLanguage(next)}
      options={[
        {
          value: 'zh-CN',
          label: (
            <span data-testid="lang-zh" lang="zh-CN">
              {t('shell.language.zh')}
            </span>
          ),
        },
        {
          value: 'en-US',
          label: (
            <span data-testid="lang-en" lang="en">
              {t('shell.language.en')}
            </span>
          ),
        },
      ]}
    />
  );
}
