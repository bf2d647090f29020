import { InputNumber, type InputNumberProps } from 'antd';
import { groupDigits } from './format.ts';

/**
 * An amount typed as an exact decimal string (never a float), shown with thousands separators and the
 * currency's ISO code in front.
 */
export function AmountInput({
  currency,
  style,
  ...props
}: Omit<InputNumberProps<string>, 'stringMode' | 'formatter' | 'parser' | 'prefix'> & { currency: string }) {
  return (
    <InputNumber<string>
      stringMode
      controls={false}
      min="0"
      style={{ width: '100%', ...style }}
      prefix={currency}
      formatter={(text) => groupDigits(text)}
      parser={(text) => (text ?? '').replace(/,/g, '')}
      {...props}
    />
  );
}
