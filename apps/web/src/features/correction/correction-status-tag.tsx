import { Tag } from 'antd';
import { statusColorOf } from './correction-status-colors.ts';

/** A correction application's status by its name (E1 pending review … E4 withdrawn). */
export function CorrectionStatusTag({ code, name }: { code: string; name: string }) {
  return (
    <Tag color={statusColorOf(code)} data-testid={`correction-status-${code}`}>
      {name}
    </Tag>
  );
}
