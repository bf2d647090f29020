import type { Correctability } from '@cargo/domain';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { currencyName, money } from '../../ui/format.ts';
import { MONO } from './correction-paths.ts';

/** The policy being corrected, as it stands. */
export function CorrectionPolicyFacts({ able }: { able: Correctability }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card
      variant="borderless"
      style={{ marginBottom: 16 }}
      title={t('correctionWeb.facts.title')}
      extra={
        <Tag color={able.isAfterDeparture ? 'gold' : 'blue'} data-testid="facts-departure">
          {t(
            able.isAfterDeparture
              ? 'correctionWeb.facts.afterDeparture'
              : 'correctionWeb.facts.beforeDeparture',
          )}
        </Tag>
      }
      data-testid="correction-facts"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'policyNo',
            label: t('field.policyNo'),
            children: (
              <Typography.Text copyable style={{ fontFamily: MONO }} data-testid="facts-policy-no">
                {able.policyNo}
              </Typography.Text>
            ),
          },
          { key: 'product', label: t('field.productCode'), children: able.productName },
          { key: 'insured', label: t('field.insuredName'), children: able.insuredName },
          {
            key: 'period',
            label: t('correctionWeb.facts.period'),
            children: `${able.insuranceBeginDate} ~ ${able.insuranceEndDate}`,
          },
          {
            key: 'currency',
            label: t('field.currencyCode'),
            children: currencyName(able.currencyCode, language),
          },
          {
            key: 'insuredAmount',
            label: t('field.insuredAmount'),
            children: money(able.currencyCode, able.insuredAmount),
          },
          {
            key: 'premium',
            label: t('field.premium'),
            children: <span data-testid="facts-premium">{money(able.currencyCode, able.premium)}</span>,
          },
        ]}
      />
    </Card>
  );
}
