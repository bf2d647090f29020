import type { AutoInsureRule } from '@cargo/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupAmount } from '../../ui/format.ts';
import { useRuleOptions } from './use-rule-options.ts';

/** A rule's conditions as short tags ("Sum insured: USD 0.00 to 200,000.00", "Departure countries: China"). */
export function RuleConditions({
  rule,
  currencyCode,
  currencyIso,
}: {
  rule: AutoInsureRule;
  currencyCode: string;
  currencyIso: string;
}) {
  const { t } = useTranslation();
  const options = useRuleOptions();
  const { conditions } = rule;
  const money = (text: string) => `${currencyIso} ${groupAmount(text, currencyCode)}`;
  const parts: { key: string; label: string; text: string }[] = [];
  const { insuredMin: min, insuredMax: max } = conditions;
  if (min !== '' || max !== '') {
    const text =
      min !== '' && max !== ''
        ? t('autoInsureWeb.condition.range', { min: money(min), max: money(max) })
        : min !== ''
          ? t('autoInsureWeb.condition.atLeast', { min: money(min) })
          : t('autoInsureWeb.condition.atMost', { max: money(max) });
    parts.push({ key: 'value', label: t('field.insuredAmount'), text });
  }
  const list = (key: keyof typeof conditions, values: readonly string[], name = (code: string) => code) => {
    if (values.length > 0) parts.push({ key, label: t(`field.${key}`), text: values.map(name).join(', ') });
  };
  list('goodsCategories', conditions.goodsCategories, options.goodsCategoryName);
  list('departureCountries', conditions.departureCountries, options.countryName);
  list('destinationCountries', conditions.destinationCountries, options.countryName);
  list('loadingPorts', conditions.loadingPorts);
  list('dischargePorts', conditions.dischargePorts);
  list('transportModes', conditions.transportModes, options.transportModeName);
  if (conditions.departureWithinDays !== null) {
    parts.push({
      key: 'within',
      label: '',
      text: t('autoInsureWeb.condition.within', { days: conditions.departureWithinDays }),
    });
  }
  if (conditions.departureNotPast) {
    parts.push({ key: 'notPast', label: '', text: t('autoInsureWeb.condition.notPast') });
  }
  if (parts.length === 0) return <span>{t('autoInsureWeb.anyShipment')}</span>;
  return (
    <div>
      {parts.map((part) => (
        <Tag
          key={part.key}
          variant="filled"
          style={{ marginBottom: 4, marginInlineEnd: 4, whiteSpace: 'normal' }}
        >
          {part.label ? `${part.label}: ${part.text}` : part.text}
        </Tag>
      ))}
    </div>
  );
}
