import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { createElement, type ReactElement } from 'react';

const renderNode = (node: AbstractNode, key?: number): ReactElement =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map(renderNode));

/**
 * One of antd's icons drawn from its bare definition (`@ant-design/icons-svg`), for pages that render without
 * antd (the login page): the same picture as `<UserOutlined />`, without antd's icon components.
 */
export function SvgIcon({ definition, className }: { definition: IconDefinition; className?: string }) {
  const { icon } = definition;
  // Only the two-tone icons are functions (of their colours); the login page draws none of them.
  if (typeof icon === 'function') return null;
  return (
    <span className={className ? `anticon ${className}` : 'anticon'} aria-hidden="true">
      {createElement(
        'svg',
        { ...icon.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        icon.children?.map(renderNode),
      )}
    </span>
  );
}
