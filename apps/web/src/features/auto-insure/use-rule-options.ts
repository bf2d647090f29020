import {
  AUTO_INSURE_ACTIONS,
  AUTO_INSURE_TRANSPORT_MODES,
  GOODS_CATEGORIES,
  labelOf,
  toOptions,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { baseDataQuery } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The option lists of the rules screen, the same as the declaration form's: countries from the base data the
 * shell loaded, goods categories, modes of transport and actions from the domain's code lists.
 */
export const useRuleOptions = () => {
  const { language } = useLanguage();
  const baseData = useQuery(baseDataQuery());
  return useMemo(() => {
    const countries = baseData.data?.portCountry ?? [];
    const nameOf = (code: string) => {
      const country = countries.find((item) => item.valueCode === code);
      if (!country) return code;
      return language === 'zh-CN'
        ? country.valueChineseName
        : country.valueEnglishName || country.valueChineseName;
    };
    return {
      countriesLoading: baseData.isPending,
      countries: countries.map((country) => ({
        value: country.valueCode,
        label: `${nameOf(country.valueCode)} (${country.valueCode})`,
      })),
      countryName: nameOf,
      goodsCategories: toOptions(GOODS_CATEGORIES, language),
      goodsCategoryName: (code: string) => labelOf(GOODS_CATEGORIES, code, language),
      transportModes: toOptions(AUTO_INSURE_TRANSPORT_MODES, language),
      transportModeName: (code: string) => labelOf(AUTO_INSURE_TRANSPORT_MODES, code, language),
      actions: toOptions(AUTO_INSURE_ACTIONS, language),
    };
  }, [baseData.data, baseData.isPending, language]);
};
