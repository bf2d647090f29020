import { describe, expect, it } from 'vitest';
import { isRepeatedOrSequential } from './sequence.ts';

describe('isRepeatedOrSequential', () => {
  it('detects one repeated character', () => {
    expect(isRepeatedOrSequential('888888')).toBe(true);
    expect(isRepeatedOrSequential('AAAAAAA')).toBe(true);
  });

  it('detects ascending and descending digit runs, wrapping around 9/0', () => {
    expect(isRepeatedOrSequential('123456')).toBe(true);
    expect(isRepeatedOrSequential('789012345')).toBe(true);
    expect(isRepeatedOrSequential('654321')).toBe(true);
    expect(isRepeatedOrSequential('210987')).toBe(true);
  });

  it('accepts other strings and strings shorter than the minimum', () => {
    expect(isRepeatedOrSequential('123457')).toBe(false);
    expect(isRepeatedOrSequential('E12345678')).toBe(false);
    expect(isRepeatedOrSequential('ABCDEF')).toBe(false);
    expect(isRepeatedOrSequential('12345')).toBe(false);
    expect(isRepeatedOrSequential('1234567', 8)).toBe(false);
    expect(isRepeatedOrSequential('')).toBe(false);
  });
});
