import { CORRECTION_STATUSES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { STATUS_COLORS, statusColorOf } from './correction-status-colors.ts';

describe('correction status colours', () => {
  it('colour exactly the statuses of the domain list', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual(CORRECTION_STATUSES.map((status) => status.key).sort());
  });

  it('read each code through the list, and show an unknown code plain', () => {
    for (const status of CORRECTION_STATUSES)
      expect(statusColorOf(status.code)).toBe(STATUS_COLORS[status.key]);
    expect(statusColorOf('E9')).toBe('default');
  });
});
