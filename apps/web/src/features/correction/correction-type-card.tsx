import {
  CANCELLATION_FEE_PERCENT,
  CORRECTION_REASON_MAX,
  type Correctability,
  CUSTOMER_CORRECTION_TYPES,
  type Language,
  SURRENDER_CORRECTION,
  ZCorrectionRequest,
} from '@cargo/domain';
import { Alert, Card, Checkbox, Form, Input, Radio, Typography } from 'antd';
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
  const offered = CUSTOMER_CORRECTION_TYPES.filter((type) => able.allowedTypes.includes(type));
  const type = Form.useWatch('correctionType') as string | undefined;
  const isSurrender = type === SURRENDER_CORRECTION;
  return (
    <Card
      variant="borderless"
      title={t('correctionWeb.section.application')}
      style={{ marginBottom: 16 }}
      data-testid="correction-application"
    >
      <Form.Item name="correctionType" label={t('field.correctionType')} required>
        <Radio.Group data-testid="correction-type">
          {offered.map((offer) => (
            <Radio key={offer} value={offer} data-testid={`type-${offer}`}>
              {t(`correction.type.${offer}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <UnavailableTypes able={able} />
      {isSurrender && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('correctionWeb.type.surrenderTitle')}
            description={t('correctionWeb.type.surrenderHelp', { percent: CANCELLATION_FEE_PERCENT })}
            data-testid="surrender-help"
          />
          <Form.Item name="goodsNotShipped" valuePropName="checked">
            <Checkbox data-testid="goods-not-shipped">{t('correctionWeb.type.goodsNotShipped')}</Checkbox>
          </Form.Item>
        </>
      )}
      {isCancellation && !isSurrender && (
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

/** The types this policy does not allow now, each with the server's reason. */
function UnavailableTypes({ able }: { able: Correctability }) {
  const { t } = useTranslation();
  return able.unavailableTypes.map((unavailable) => (
    <Typography.Paragraph
      key={unavailable.type}
      type="secondary"
      style={{ marginTop: -12, fontSize: 13 }}
      data-testid={`unavailable-${unavailable.type}`}
    >
      {t(`correction.type.${unavailable.type}`)}: {unavailable.reason}
    </Typography.Paragraph>
  ));
}
