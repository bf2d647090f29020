import { describe, expect, it } from 'vitest';
import { maskMobile, resolveAccountTab } from './account.api.ts';

describe('resolveAccountTab', () => {
  it('follows a valid activeKey', () => {
    expect(resolveAccountTab('1', 'Y')).toBe('1');
    expect(resolveAccountTab('0', 'N')).toBe('0');
    expect(resolveAccountTab('2', 'Y')).toBe('2');
    expect(resolveAccountTab('3', 'Y')).toBe('3');
  });

  it('starts an initial-password user on the password tab, others on the company tab', () => {
    expect(resolveAccountTab(null, 'N')).toBe('2');
    expect(resolveAccountTab('9', 'N')).toBe('2');
    expect(resolveAccountTab(null, 'Y')).toBe('0');
    expect(resolveAccountTab('', 'Y')).toBe('0');
  });
});

describe('maskMobile', () => {
  it('hides the middle four digits of a mobile', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('')).toBe('');
  });
});
