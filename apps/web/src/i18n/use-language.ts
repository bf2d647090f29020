import type { Language } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguageOf, loadLanguage } from './i18n.ts';

export interface LanguageState {
  language: Language;
  /** Switches the UI, antd, dayjs, `<html lang>`, the `lang` cookie (server messages) and refetches queries. */
  setLanguage: (language: Language) => Promise<void>;
}

export const useLanguage = (): LanguageState => {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = currentLanguageOf(i18n.resolvedLanguage ?? i18n.language);

  const setLanguage = useCallback(
    async (next: Language) => {
      if (next === currentLanguageOf(i18n.language)) return;
      // Only the UI language is loaded at startup: fetch the other one's messages and antd/dayjs texts first.
      await loadLanguage(next);
      await i18n.changeLanguage(next);
      // Server answers (menu names, messages) follow the cookie: fetch them again in the new language.
      await queryClient.invalidateQueries({ predicate: (query) => query.meta?.languageNeutral !== true });
    },
    [i18n, queryClient],
  );

  return { language, setLanguage };
};
