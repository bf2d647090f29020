/** The guide's bubble: its width, and the least room it keeps from the strip's edges. */
export const BUBBLE_WIDTH = 360;
const EDGE = 16;
/** The arrow's least distance from the bubble's sides (its rounded corners). */
const ARROW_INSET = 20;

export interface BubblePlacement {
  /** The bubble's start, from the strip's start. */
  left: number;
  /** The arrow's centre, from the bubble's start. */
  arrow: number;
}

/**
 * Where the guide's bubble sits in its strip under the header: its arrow under the middle of the menu group it
 * describes (`target`, measured from the strip's start), the bubble kept inside the strip.
 */
export const bubblePlacement = (
  target: { left: number; width: number },
  stripWidth: number,
): BubblePlacement => {
  const centre = target.left + target.width / 2;
  const rightmost = Math.max(EDGE, stripWidth - BUBBLE_WIDTH - EDGE);
  const left = Math.min(Math.max(centre - BUBBLE_WIDTH / 4, EDGE), rightmost);
  const arrow = Math.min(Math.max(centre - left, ARROW_INSET), BUBBLE_WIDTH - ARROW_INSET);
  return { left, arrow };
};
