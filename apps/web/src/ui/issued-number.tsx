import { Typography } from 'antd';
import { MONO } from './copyable-number.ts';

/** A number the server has just issued (a report, a correction): large, copyable, read digit by digit. */
export function IssuedNumber({ value, testId }: { value: string; testId: string }) {
  return (
    <Typography.Text copyable strong style={{ fontFamily: MONO, fontSize: 16 }} data-testid={testId}>
      {value}
    </Typography.Text>
  );
}
