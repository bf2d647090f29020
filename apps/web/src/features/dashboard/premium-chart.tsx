import type { PremiumTrend } from '@cargo/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { groupDigits } from '../../ui/format.ts';
import { valueAxisOf } from './bar-scale.ts';
import styles from './dashboard.module.css';

interface PremiumChartProps {
  trend: PremiumTrend;
  seriesName: string;
}

const HEIGHT = 320;
const TOP = 24;
const RIGHT = 16;
/** Approximate width of a 12 px axis character: enough room for the labels without measuring text. */
const CHARACTER = 7;
const BAR_MAX_WIDTH = 36;
const SLANT = 35;

/** The container's width, followed as the card resizes (0 until measured, before the first paint). */
const useWidth = () => {
  const element = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (target === null) return;
    setWidth(target.clientWidth);
    const observer = new ResizeObserver(() => setWidth(target.clientWidth));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return { element, width };
};

/** A bar's path: rounded at its far end (the top of a premium, the bottom of a refund). */
const barPath = (x: number, width: number, from: number, to: number) => {
  const radius = Math.min(4, width / 2, Math.abs(to - from));
  const sign = to < from ? 1 : -1;
  const end = to + sign * radius;
  return [
    `M${x},${from}V${end}`,
    `Q${x},${to} ${x + radius},${to}`,
    `H${x + width - radius}`,
    `Q${x + width},${to} ${x + width},${end}`,
    `V${from}Z`,
  ].join('');
};

/** Where everything goes for a chart `width` wide: room for the axis labels, one band per period. */
const layoutOf = (trend: PremiumTrend, width: number) => {
  const values = trend.points.map((point) => Number(point.premium));
  const axis = valueAxisOf(values);
  const slanted = trend.points.length > 6;
  const longestLabel = Math.max(0, ...trend.points.map((point) => point.label.length));
  const left = 12 + CHARACTER * Math.max(...axis.ticks.map((tick) => groupDigits(tick).length));
  const bottom = slanted ? 20 + longestLabel * CHARACTER * Math.sin((SLANT * Math.PI) / 180) : 28;
  const plotWidth = Math.max(0, width - left - RIGHT);
  const plotHeight = HEIGHT - TOP - bottom;
  const band = trend.points.length === 0 ? 0 : plotWidth / trend.points.length;
  return {
    values,
    axis,
    slanted,
    left,
    plotWidth,
    plotHeight,
    band,
    barWidth: Math.min(BAR_MAX_WIDTH, band * 0.6),
    y: (value: number) => TOP + plotHeight * (1 - (value - axis.min) / (axis.max - axis.min)),
  };
};

/**
 * The premium trend as bars, drawn as SVG: one bar chart does not need a charting library's 150 KB
 * (issue 14). The tooltip shows the server's exact decimal string, not the float a bar is drawn with.
 */
export function PremiumChart({ trend, seriesName }: PremiumChartProps) {
  const { element, width } = useWidth();
  const [hovered, setHovered] = useState<number | undefined>(undefined);
  const { values, axis, slanted, left, plotWidth, plotHeight, band, barWidth, y } = layoutOf(trend, width);
  const point = hovered === undefined ? undefined : trend.points[hovered];

  return (
    <div
      ref={element}
      className={styles.chart}
      role="img"
      aria-label={trend.points.map((entry) => `${entry.label} ${entry.premium}`).join('; ')}
      data-testid="premium-trend-chart"
      data-granularity={trend.granularity}
      data-points={trend.points.length}
      data-rendered={width > 0 ? 'true' : 'false'}
      onMouseLeave={() => setHovered(undefined)}
    >
      {width > 0 && (
        <svg width={width} height={HEIGHT} className={styles.chartSvg} aria-hidden="true">
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
              <text x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {groupDigits(tick)}
              </text>
            </g>
          ))}
          {trend.points.map((entry, index) => {
            const centre = left + band * (index + 0.5);
            const value = values[index] ?? 0;
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: the tooltip repeats the chart's label, for the pointer only.
              <g key={entry.key} onMouseEnter={() => setHovered(index)}>
                <rect
                  x={centre - band / 2}
                  y={TOP}
                  width={band}
                  height={plotHeight}
                  className={index === hovered ? styles.bandHovered : styles.band}
                />
                {value !== 0 && (
                  <path d={barPath(centre - barWidth / 2, barWidth, y(0), y(value))} className={styles.bar} />
                )}
                <text
                  x={centre}
                  y={TOP + plotHeight + 16}
                  textAnchor={slanted ? 'end' : 'middle'}
                  transform={slanted ? `rotate(-${SLANT} ${centre} ${TOP + plotHeight + 16})` : undefined}
                >
                  {entry.label}
                </text>
              </g>
            );
          })}
          <line x1={left} x2={left + plotWidth} y1={y(0)} y2={y(0)} className={styles.axisLine} />
        </svg>
      )}
      {point !== undefined && hovered !== undefined && (
        <div
          className={styles.chartTooltip}
          style={{ left: Math.min(left + band * (hovered + 0.5) + 12, Math.max(0, width - 220)), top: TOP }}
          aria-hidden="true"
        >
          <div>{point.label}</div>
          <div>
            <span className={styles.chartDot} />
            {seriesName}: <strong>{groupDigits(point.premium)}</strong>
          </div>
        </div>
      )}
    </div>
  );
}
