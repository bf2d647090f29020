/** The value axis of a bar chart: round ticks from a round minimum to a round maximum, zero always inside. */
export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** A step of 1, 2, 5 or 10 times a power of ten near `raw` (the steps a reader counts in). */
const roundStep = (raw: number) => {
  const power = 10 ** Math.floor(Math.log10(raw));
  const mantissa = raw / power;
  const factor = mantissa >= 7.5 ? 10 : mantissa >= 3.5 ? 5 : mantissa >= 1.5 ? 2 : 1;
  return factor * power;
};

/** About `count` intervals over the values (refunds can make a period negative). */
export const valueAxisOf = (values: readonly number[], count = 5): ValueAxis => {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const step = roundStep((high - low) / count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Each tick from its index (not by adding steps), so 0.1 + 0.2 never shows as 0.30000000000000004.
  for (let index = 0; min + index * step <= max + step / 2; index += 1) {
    ticks.push(Number((min + index * step).toPrecision(12)));
  }
  return { min, max, ticks };
};
