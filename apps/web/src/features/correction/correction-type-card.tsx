import {
  CANCELLATION_CORRECTION,
  CANCELLATION_FEE_PERCENT,
  CORRECTION_REASON_MAX,
  type Correctability,
  type Language,
  WHOLE_POLICY_CORRECTION,
  ZCorrectionRequest,
} from '@cargo/domain';
import { Alert, Card, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../ui/zod-form.ts';

/**
 * What the customer asks for and why: a whole-policy correction, or (before cover starts, when the server
 * allows it) the cancellation of the policy less the handling fee.
 */
export function CorrectionTypeCard({
  able,
  language,
  isCancellation,
}: {
  able: Correctability;
  language: Language;
  isCancellation: boolean;
}) {
  const { t } = useTranslation();
  const canCancel = able.allowedTypes.includes(CANCELLATION_CORRECTION);
  return (
    <Card
      variant="borderless"
      title={t('correctionWeb.section.application')}
      style={{ marginBottom: 16 }}
      data-testid="correction-application"
    >
      <Form.Item name="correctionType" label={t('field.correctionType')} required>
        <Radio.Group data-testid="correction-type">
          <Radio value={WHOLE_POLICY_CORRECTION} data-testid="type-90001">
            {t('correction.type.90001')}
          </Radio>
          {canCancel && (
            <Radio value={CANCELLATION_CORRECTION} data-testid="type-00017">
              {t('correction.type.00017')}
            </Radio>
          )}
        </Radio.Group>
      </Form.Item>
      {!canCancel && able.isAfterDeparture && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -12, fontSize: 13 }}>
          {t('correctionWeb.type.noCancellationAfterDeparture')}
        </Typography.Paragraph>
      )}
      {isCancellation && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('correctionWeb.type.cancellationTitle')}
          description={t('correctionWeb.type.cancellationHelp', { percent: CANCELLATION_FEE_PERCENT })}
          data-testid="cancellation-help"
        />
      )}
      <Form.Item
        name="reason"
        label={t('field.reason')}
        required
        rules={[zodRule(ZCorrectionRequest.shape.reason, 'reason', language)]}
        extra={t('correctionWeb.form.reasonHelp')}
      >
        <Input.TextArea
          rows={3}
          maxLength={CORRECTION_REASON_MAX}
          showCount
          placeholder={t('correctionWeb.form.reasonPlaceholder')}
          data-testid="correction-reason"
        />
      </Form.Item>
    </Card>
  );
}
