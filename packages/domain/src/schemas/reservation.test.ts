import { describe, expect, it } from 'vitest';
import { describeIssue } from '../issues.ts';
import { ZReservationRequest } from './reservation.ts';

const valid = {
  requestKey: '7d0c4a43-3c1e-4b8e-9a52-0f3f1d2c5b6a',
  name: ' 张三 ',
  mobile: '+86 138-0013-8000',
  companyName: '上海某某国际贸易有限公司',
  address: '上海市浦东新区世纪大道 100 号',
  creditCode: '91350100m000100y43',
  branch: '310000',
  intention: '02',
};

describe('ZReservationRequest', () => {
  it('normalises the mobile and the credit code', () => {
    const parsed = ZReservationRequest.parse(valid);
    expect(parsed).toMatchObject({ name: '张三', mobile: '13800138000', creditCode: '91350100M000100Y43' });
  });

  it('refuses a bad mobile, a bad credit code check character and a missing request key', () => {
    const result = ZReservationRequest.safeParse({
      ...valid,
      mobile: '12800138000',
      creditCode: '91350100M000100Y44',
      requestKey: undefined,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'creditCode',
      'mobile',
      'requestKey',
    ]);
  });

  it('requires the detail when the intention is "other"', () => {
    const result = ZReservationRequest.safeParse({ ...valid, intention: '04', detail: '  ' });
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    expect(issue.path).toEqual(['detail']);
    expect(describeIssue('en-US', issue)).toBe('Details: required when the business intention is Other');
    expect(
      ZReservationRequest.safeParse({ ...valid, intention: '04', detail: '冷链药品公路运输' }).success,
    ).toBe(true);
  });

  it('says a missing intention is required', () => {
    const result = ZReservationRequest.shape.intention.safeParse(undefined);
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    expect(describeIssue('zh-CN', { ...issue, path: ['intention'] })).toBe('业务意向：不能为空');
  });

  it('limits the detail to 500 characters', () => {
    expect(ZReservationRequest.safeParse({ ...valid, detail: '货'.repeat(500) }).success).toBe(true);
    expect(ZReservationRequest.safeParse({ ...valid, detail: '货'.repeat(501) }).success).toBe(false);
  });
});
