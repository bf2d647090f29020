import { describe, expect, it } from 'vitest';
import { BUBBLE_WIDTH, bubblePlacement } from './guide-placement.ts';

describe('bubblePlacement', () => {
  it("puts the arrow under the middle of the group's entry", () => {
    const { left, arrow } = bubblePlacement({ left: 400, width: 100 }, 1440);
    expect(left + arrow).toBe(450);
  });

  it('keeps the bubble inside the strip at both ends', () => {
    const first = bubblePlacement({ left: 0, width: 40 }, 1280);
    expect(first.left).toBe(16);
    expect(first.arrow).toBe(20);
    const last = bubblePlacement({ left: 1240, width: 40 }, 1280);
    expect(last.left + BUBBLE_WIDTH).toBe(1280 - 16);
    expect(last.arrow).toBe(BUBBLE_WIDTH - 20);
  });
});
