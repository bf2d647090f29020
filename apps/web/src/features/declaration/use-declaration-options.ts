import {
  type BaseOption,
  type CodeItem,
  DECLARATION_STATUSES,
  type Language,
  LETTER_OF_CREDIT,
  PAPER_TYPES,
  PRINT_LANGUAGES,
  SEAL_TYPES,
  toOptions,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { baseDataQuery } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export interface LabelledOption {
  value: string;
  label: string;
}

/** A base-data option's name in the UI language (the Chinese name when there is no English one). */
export const baseOptionName = (option: BaseOption, language: Language): string =>
  language === 'zh-CN' ? option.valueChineseName : option.valueEnglishName || option.valueChineseName;

const codeOptions = (list: readonly CodeItem[], language: Language): LabelledOption[] =>
  toOptions(list, language);

/**
 * The option lists of the declaration screens: code lists of the domain and the base data the shell
 * loaded at startup (countries, date print formats), labelled in the UI language.
 */
export const useDeclarationOptions = () => {
  const { language } = useLanguage();
  const baseData = useQuery(baseDataQuery());

  return useMemo(() => {
    const countries = baseData.data?.portCountry ?? [];
    const formats = baseData.data?.datePrintFormat ?? [];
    const countryNames = new Map(
      countries.map((country) => [country.valueCode, baseOptionName(country, language)]),
    );
    return {
      isLoading: baseData.isPending,
      isError: baseData.isError,
      countries: countries.map((country) => ({
        value: country.valueCode,
        label: `${baseOptionName(country, language)} (${country.valueCode})`,
      })),
      countryName: (code: string) => countryNames.get(code) ?? code,
      // The names carry an example ("YYYY-MM-DD (2025-01-31)").
      datePrintFormats: formats.map((format) => ({
        value: format.valueCode,
        label: baseOptionName(format, language),
      })),
      letterOfCredit: codeOptions(LETTER_OF_CREDIT, language),
      printLanguages: codeOptions(PRINT_LANGUAGES, language),
      paperTypes: codeOptions(PAPER_TYPES, language),
      sealTypes: codeOptions(SEAL_TYPES, language),
      statuses: codeOptions(DECLARATION_STATUSES, language),
    };
  }, [baseData.data, baseData.isPending, baseData.isError, language]);
};
