import { Descriptions, type DescriptionsProps } from 'antd';
import type { CSSProperties } from 'react';

/** Facts one under another, each label beside its value (what a check or a result says). */
export function FactList({ items, style }: { items: DescriptionsProps['items']; style?: CSSProperties }) {
  return <Descriptions size="small" column={1} bordered style={style} items={items} />;
}
