import { CORRECTION_STATUS } from '@cargo/domain';
import { Tag } from 'antd';

const STATUS_COLORS: Record<string, string> = {
  [CORRECTION_STATUS.pendingReview]: 'gold',
  [CORRECTION_STATUS.effective]: 'green',
  [CORRECTION_STATUS.rejected]: 'red',
  [CORRECTION_STATUS.withdrawn]: 'default',
};

/** A correction application's status by its name (E1 pending review … E4 withdrawn). */
export function CorrectionStatusTag({ code, name }: { code: string; name: string }) {
  return (
    <Tag color={STATUS_COLORS[code] ?? 'default'} data-testid={`correction-status-${code}`}>
      {name}
    </Tag>
  );
}
