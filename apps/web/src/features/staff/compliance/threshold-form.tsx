import { ZMatchThresholdBody } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { EMBARGO_KEY, setMatchThreshold } from './embargo.api.ts';

/** The name-match threshold of screening, 0.80–1.00: set by operations, read by the others. */
export function ThresholdForm({ threshold, canEdit }: { threshold: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(threshold);
  const [failure, setFailure] = useState<string>();
  const save = useMutation({
    mutationFn: () => {
      const parsed = ZMatchThresholdBody.safeParse({ threshold: value });
      if (!parsed.success) throw new Error(t('embargo.error.threshold'));
      return setMatchThreshold(parsed.data.threshold);
    },
    onSuccess: (result) => {
      message.success(t('embargo.threshold.done', { value: result.threshold.toFixed(2) }));
      setFailure(undefined);
      void queryClient.invalidateQueries({ queryKey: EMBARGO_KEY });
    },
    onError: (error) => setFailure(error.message),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('embargo.threshold.hint')}</Typography.Paragraph>
      <Space wrap>
        <InputNumber<number>
          aria-label={t('embargo.threshold.title')}
          min={0.8}
          max={1}
          step={0.01}
          precision={2}
          value={value}
          disabled={!canEdit}
          onChange={setValue}
          data-testid="embargo-threshold"
        />
        {canEdit && (
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="embargo-threshold-save">
            {t('embargo.threshold.save')}
          </Button>
        )}
      </Space>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Space>
  );
}
