import { type deriveBirthdayAndSex, labelOf, SEXES } from '@cargo/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

/** A person's birthday and sex read from an ID number that holds them; "pending" while the number is not whole. */
export function DerivedBirth({
  derived,
  testId,
}: {
  derived: ReturnType<typeof deriveBirthdayAndSex>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Typography.Text data-testid={testId}>
      {derived
        ? `${derived.birthday} · ${labelOf(SEXES, derived.sex, language)}`
        : t('insuringWeb.client.derivedPending')}
    </Typography.Text>
  );
}
