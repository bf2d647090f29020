import { CLAIM_CASE_STATUSES, CLAIM_STATUS } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS_COLORS, claimProgress, claimStatusColorOf, claimStepOf } from './claim-status.ts';

describe('claim status colours', () => {
  it('has a colour for every status of the domain list, and plain for an unknown code', () => {
    for (const status of CLAIM_CASE_STATUSES) expect(CLAIM_STATUS_COLORS[status.key]).toBeTruthy();
    expect(claimStatusColorOf(CLAIM_STATUS.reported)).toBe('blue');
    expect(claimStatusColorOf('zz')).toBe('default');
  });

  it('places a status in the lifecycle, an unknown one at the start', () => {
    expect(claimStepOf(CLAIM_STATUS.reported)).toBe(0);
    expect(claimStepOf(CLAIM_STATUS.archived)).toBe(3);
    expect(claimStepOf('zz')).toBe(0);
  });
});

describe('claimProgress', () => {
  const reported = { status: CLAIM_STATUS.reported, at: '2026-11-20 09:00:00' };
  const requested = { status: CLAIM_STATUS.reported, at: '2026-11-21 09:00:00' };
  const settled = { status: CLAIM_STATUS.settlementCalculated, at: '2026-11-22 10:00:00' };
  const resettled = { status: CLAIM_STATUS.settlementCalculated, at: '2026-11-23 10:00:00' };
  const closed = { status: CLAIM_STATUS.closed, at: '2026-11-24 11:00:00' };

  it('marks the steps passed, the current one and those ahead, with the time each was first reached', () => {
    const steps = claimProgress(
      CLAIM_STATUS.settlementCalculated,
      [resettled, requested, settled, reported],
      true,
    );
    expect(steps.map((step) => [step.code, step.state, step.at, step.skipped])).toEqual([
      ['01', 'finish', '2026-11-20 09:00:00', false],
      ['02', 'process', '2026-11-22 10:00:00', false],
      ['03', 'wait', undefined, false],
      ['04', 'wait', undefined, false],
    ]);
  });

  it('shows the settlement step as skipped for a claim closed without a settlement', () => {
    const steps = claimProgress(CLAIM_STATUS.closed, [reported, closed], false);
    expect(steps.map((step) => [step.state, step.skipped])).toEqual([
      ['finish', false],
      ['finish', true],
      ['process', false],
      ['wait', false],
    ]);
  });

  it('starts a just-reported claim at the first step', () => {
    const steps = claimProgress(CLAIM_STATUS.reported, [reported], false);
    expect(steps.map((step) => step.state)).toEqual(['process', 'wait', 'wait', 'wait']);
  });
});
