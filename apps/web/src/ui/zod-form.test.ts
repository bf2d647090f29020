import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../api/request.ts';
import { namePathOf, placeServerIssues, showServerIssues } from './zod-form.ts';

const registered = [
  ['basic', 'insuranceBeginDate'],
  ['transport', 'departurePort'],
  ['insurance', 'riders'],
  ['attachments'],
];

describe('server field issues on the form', () => {
  it('turns a server path into a name path without the request prefix', () => {
    expect(namePathOf(['form', 'insurance', 'riders', '0', 'riderSumInsured'], ['form'])).toEqual([
      'insurance',
      'riders',
      0,
      'riderSumInsured',
    ]);
    expect(namePathOf(['goodsDescription'])).toEqual(['goodsDescription']);
    expect(namePathOf(['other'], ['form'])).toEqual(['other']);
  });

  it('puts each issue on the deepest field holding its path, in page order, and lists the rest', () => {
    const result = placeServerIssues(
      [
        { path: ['form', 'attachments', '1'], message: '附件：每种单证类型只能上传一个文件' },
        { path: ['form', 'insurance', 'riders', '0', 'riderSumInsured'], message: '附加险：超过主险保额' },
        { path: ['form', 'transport', 'departurePort'], message: '起运港：港口代码不存在' },
        { path: ['form', 'transport', 'departurePort'], message: '起运港：港口代码不存在' },
        { path: ['form', 'productCode'], message: '产品：该产品不在您的账户可投保范围内' },
      ],
      registered,
      ['form'],
    );
    expect(result.placed).toEqual([
      { name: ['transport', 'departurePort'], errors: ['起运港：港口代码不存在'] },
      { name: ['insurance', 'riders'], errors: ['附加险：超过主险保额'] },
      { name: ['attachments'], errors: ['附件：每种单证类型只能上传一个文件'] },
    ]);
    expect(result.unplaced).toEqual(['产品：该产品不在您的账户可投保范围内']);
  });

  it('sets the issues of a GatewayError on the form and scrolls to the first', () => {
    const setFields = vi.fn();
    const scrollToField = vi.fn();
    const form = {
      getFieldsError: () => registered.map((name) => ({ name, errors: [], warnings: [] })),
      setFields,
      scrollToField,
    } as unknown as FormInstance;
    const error = new GatewayError({
      message: 'x',
      code: '400000',
      traceId: 't',
      httpStatus: 400,
      data: { issues: [{ path: ['form', 'basic', 'insuranceBeginDate'], message: '保险起期：不能为空' }] },
    });
    expect(showServerIssues(form, error, { prefix: ['form'] })?.unplaced).toEqual([]);
    expect(setFields).toHaveBeenCalledWith([
      { name: ['basic', 'insuranceBeginDate'], errors: ['保险起期：不能为空'] },
    ]);
    expect(scrollToField).toHaveBeenCalledWith(['basic', 'insuranceBeginDate'], expect.anything());
    // An error without field issues is left to the caller.
    const plain = new GatewayError({ message: 'x', code: '500000', traceId: 't', httpStatus: 500 });
    expect(showServerIssues(form, plain)).toBeUndefined();
    expect(showServerIssues(form, new Error('x'))).toBeUndefined();
  });
});
