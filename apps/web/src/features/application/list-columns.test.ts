import { translate } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { sumInsuredTitleKey } from './list-columns.tsx';

describe("the title of a list's sum-insured column", () => {
  it('says 万 in Chinese, where the list counts in 万', () => {
    expect(translate('zh-CN', sumInsuredTitleKey('zh-CN'))).toContain('万');
  });

  it('names no unit of 10,000 in English, where the list shows full amounts', () => {
    expect(translate('en-US', sumInsuredTitleKey('en-US'))).not.toMatch(/10,000|万/);
  });
});
