import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SvgIcon } from './svg-icon.tsx';

describe('SvgIcon', () => {
  it("draws antd's icon from its definition, hidden from screen readers and sized by the text", () => {
    const markup = renderToStaticMarkup(<SvgIcon definition={UserOutlined} className="extra" />);
    expect(markup).toMatch(/^<span class="anticon extra" aria-hidden="true"><svg viewBox="64 64 896 896"/);
    expect(markup).toContain('width="1em" height="1em" fill="currentColor"');
    expect(markup).toContain('<path d="M858.5 763.6');
  });
});
