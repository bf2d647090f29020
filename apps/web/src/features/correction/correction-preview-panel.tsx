import { AuditOutlined, CalculatorOutlined, CheckCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { CorrectionChange, CorrectionPreview, CorrectionPricing } from '@cargo/domain';
import { Alert, Card, Descriptions, type DescriptionsProps, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../ui/format.ts';
import { NoteList } from '../../ui/notes-alert.tsx';
import { takesNoDetails } from './correction-form-model.ts';

/** Why there is no preview yet. */
export type PreviewWait = 'changes' | 'invalid';

export interface PreviewPanelProps {
  preview: CorrectionPreview | undefined;
  wait: PreviewWait | undefined;
  isFetching: boolean;
  /** The preview shown is for an earlier state of the form. */
  isOutdated: boolean;
  /** The server refused to price what the form holds: its message. */
  error: string | undefined;
}

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** An amount of the pricing is due (not zero): the strings are exact decimals. */
export const isDue = (amount: string) => Number(amount) !== 0;

/** What the correction would do, as the server previews it: changes, premium, outcome, notices. */
export function CorrectionPreviewPanel({ preview, wait, isFetching, isOutdated, error }: PreviewPanelProps) {
  const { t } = useTranslation();
  const title = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CalculatorOutlined />
      {t('correctionWeb.preview.title')}
      {isFetching && (
        <Tag icon={<LoadingOutlined />} color="processing" data-testid="preview-calculating">
          {t('correctionWeb.preview.calculating')}
        </Tag>
      )}
    </span>
  );
  const shown = wait ? undefined : preview;
  return (
    <Card title={title} variant="borderless" data-testid="correction-preview" aria-live="polite">
      {error && !isFetching && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} data-testid="preview-error" />
      )}
      {shown ? (
        <div style={{ opacity: isOutdated ? 0.55 : 1, transition: 'opacity 0.2s' }}>
          <OutcomeNote preview={shown} />
          <ChangeList changes={shown.changes} />
          <PricingList pricing={shown.pricing} isCancellation={takesNoDetails(shown.correctionType)} />
          {shown.notices.length > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 12 }}
              data-testid="preview-notices"
              title={<NoteList lines={shown.notices} />}
            />
          )}
        </div>
      ) : (
        !error && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(`correctionWeb.preview.wait.${wait ?? 'changes'}`)}
            data-testid="preview-empty"
          />
        )
      )}
    </Card>
  );
}

function OutcomeNote({ preview }: { preview: CorrectionPreview }) {
  const { t } = useTranslation();
  if (preview.outcome === 'effective') {
    return (
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleOutlined />}
        style={{ marginBottom: 12 }}
        title={t('correctionWeb.preview.outcome.effective')}
        data-testid="preview-outcome"
        data-outcome="effective"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      icon={<AuditOutlined />}
      style={{ marginBottom: 12 }}
      title={t('correctionWeb.preview.outcome.pendingReview')}
      description={
        preview.referrals.length > 0 && (
          <NoteList
            lines={preview.referrals.map((referral) => ({ key: referral.key, text: referral.message }))}
          />
        )
      }
      data-testid="preview-outcome"
      data-outcome="pendingReview"
    />
  );
}

/** The changed fields, before → after, as the server words them. */
export function ChangeList({ changes }: { changes: readonly CorrectionChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <div style={{ marginBottom: 12 }} data-testid="preview-changes">
      <Typography.Text strong>{t('correctionWeb.preview.changes')}</Typography.Text>
      <dl style={{ margin: '6px 0 0', display: 'grid', gap: 6 }}>
        {changes.map((change) => (
          <div key={`${change.section}.${change.field}`} data-testid={`change-${change.field}`}>
            <dt style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{change.label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <Typography.Text delete type="secondary">
                {change.before || t('correctionWeb.preview.blank')}
              </Typography.Text>
              <span aria-hidden style={{ margin: '0 6px' }}>
                →
              </span>
              <span style={VISUALLY_HIDDEN}>{t('correctionWeb.preview.becomes')}</span>
              <Typography.Text strong>{change.after || t('correctionWeb.preview.blank')}</Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Old and new premium, what is owed either way, and the cancellation fee. */
export function PricingList({
  pricing,
  isCancellation,
}: {
  pricing: CorrectionPricing;
  isCancellation: boolean;
}) {
  const { t } = useTranslation();
  const amount = (value: string) => money(pricing.currencyCode, value);
  const items: DescriptionsProps['items'] = [
    { key: 'oldPremium', label: t('correctionWeb.pricing.oldPremium'), children: amount(pricing.oldPremium) },
  ];
  // A cancelled policy has no premium after; what is kept is the fee below.
  if (!isCancellation) {
    items.push({
      key: 'newPremium',
      label: t('correctionWeb.pricing.newPremium'),
      children: <span data-testid="preview-new-premium">{amount(pricing.newPremium)}</span>,
    });
  }
  if (!isCancellation && pricing.newInsuredAmount !== pricing.oldInsuredAmount) {
    items.push({
      key: 'insured',
      label: t('field.insuredAmount'),
      children: `${amount(pricing.oldInsuredAmount)} → ${amount(pricing.newInsuredAmount)}`,
    });
  }
  if (isDue(pricing.cancellationFee)) {
    items.push({
      key: 'fee',
      label: t('correctionWeb.pricing.cancellationFee'),
      children: <span data-testid="preview-fee">{amount(pricing.cancellationFee)}</span>,
    });
  }
  if (isDue(pricing.additionalPremium)) {
    items.push({
      key: 'additional',
      label: t('correctionWeb.pricing.additionalPremium'),
      children: (
        <Typography.Text strong type="danger" data-testid="preview-additional">
          {amount(pricing.additionalPremium)}
        </Typography.Text>
      ),
    });
  }
  if (isDue(pricing.returnPremium)) {
    items.push({
      key: 'return',
      label: t('correctionWeb.pricing.returnPremium'),
      children: (
        <Typography.Text strong type="success" data-testid="preview-return">
          {amount(pricing.returnPremium)}
        </Typography.Text>
      ),
    });
  }
  if (!isDue(pricing.additionalPremium) && !isDue(pricing.returnPremium)) {
    items.push({
      key: 'none',
      label: t('correctionWeb.pricing.difference'),
      children: t('correctionWeb.pricing.noDifference'),
    });
  }
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={items}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="preview-pricing"
    />
  );
}
