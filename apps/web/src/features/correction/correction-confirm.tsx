import type { CorrectionPreview } from '@cargo/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../ui/format.ts';
import { isDue } from './correction-preview-panel.tsx';

/** What the confirmation says before a correction is sent: the policy, what changes, what it costs. */
export function CorrectionConfirmContent({
  policyNo,
  preview,
  changedCount,
}: {
  policyNo: string;
  /** The preview of exactly what is sent, when there is one. */
  preview: CorrectionPreview | undefined;
  /** Fields changed (a whole-policy correction). */
  changedCount: number | undefined;
}) {
  const { t } = useTranslation();
  const lines: string[] = [
    changedCount === undefined
      ? t('correctionWeb.confirm.cancelPolicy', { policyNo })
      : t('correctionWeb.confirm.changes', { policyNo, count: changedCount }),
  ];
  if (preview) {
    const { pricing } = preview;
    const amount = (value: string) => money(pricing.currencyCode, value);
    if (isDue(pricing.cancellationFee))
      lines.push(t('correctionWeb.confirm.fee', { amount: amount(pricing.cancellationFee) }));
    if (isDue(pricing.additionalPremium))
      lines.push(t('correctionWeb.confirm.additional', { amount: amount(pricing.additionalPremium) }));
    if (isDue(pricing.returnPremium))
      lines.push(t('correctionWeb.confirm.return', { amount: amount(pricing.returnPremium) }));
    lines.push(t(`correctionWeb.confirm.outcome.${preview.outcome}`));
  } else {
    lines.push(t('correctionWeb.confirm.priceOnSubmit'));
  }
  return (
    <div data-testid="correction-confirm">
      {lines.map((line) => (
        <Typography.Paragraph key={line} style={{ marginBottom: 6 }}>
          {line}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
