import { type ScreeningItem, ZScreeningDecision } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { GatewayError } from '../../../api/gateway-error.ts';
import { COMPLIANCE_KEY, decideScreening } from './compliance.api.ts';

/** A compliance officer's decision on one screening: clear it (a reason is required) or confirm the hit. */
export function ScreeningDecisionForm({ item }: { item: ScreeningItem }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const decide = useMutation({
    mutationFn: (decision: 'clear' | 'confirm') => {
      const parsed = ZScreeningDecision.safeParse({ decision, reason });
      // The schema's one refusal: clearing without a reason.
      if (!parsed.success) throw new Error(t('sanctions.error.reasonRequired'));
      return decideScreening(item.id, parsed.data);
    },
    onSuccess: (result) => {
      message.success(result.statusName);
      setFailure(undefined);
    },
    onError: (error) => setFailure(error instanceof Error ? error.message : t('staff.review.failed')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
  });
  const isGatewayError = decide.error instanceof GatewayError;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('sanctions.queue.reason')}
        placeholder={t('sanctions.queue.reasonHint')}
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        data-testid={`screening-reason-${item.id}`}
      />
      {failure && <Alert type={isGatewayError ? 'warning' : 'error'} showIcon message={failure} />}
      <Space>
        <Button
          type="primary"
          loading={decide.isPending}
          onClick={() => decide.mutate('clear')}
          data-testid={`screening-clear-${item.id}`}
        >
          {t('sanctions.queue.clear')}
        </Button>
        <Button
          danger
          loading={decide.isPending}
          onClick={() => decide.mutate('confirm')}
          data-testid={`screening-confirm-${item.id}`}
        >
          {t('sanctions.queue.confirm')}
        </Button>
      </Space>
    </Space>
  );
}
