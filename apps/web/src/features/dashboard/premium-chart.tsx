import type { PremiumTrend } from '@cargo/domain';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { groupDigits } from '../../ui/format.ts';
import styles from './dashboard.module.css';

// Only what the bar chart needs: this module is its own lazy chunk (the login page never loads it).
use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface PremiumChartProps {
  trend: PremiumTrend;
  seriesName: string;
}

const optionOf = (trend: PremiumTrend, seriesName: string) => ({
  grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
  tooltip: {
    trigger: 'axis' as const,
    axisPointer: { type: 'shadow' as const },
    // The exact decimal string of the server, not the float the bar is drawn with.
    formatter: (params: unknown) => {
      const [first] = params as { dataIndex: number }[];
      const point = first === undefined ? undefined : trend.points[first.dataIndex];
      return point ? `${point.label}<br/>${seriesName}: ${groupDigits(point.premium)}` : '';
    },
  },
  xAxis: {
    type: 'category' as const,
    data: trend.points.map((point) => point.label),
    axisTick: { alignWithLabel: true },
    // Every period is named; many of them are slanted to fit.
    axisLabel: { color: '#6b7a90', interval: 0, rotate: trend.points.length > 6 ? 35 : 0 },
  },
  yAxis: {
    type: 'value' as const,
    axisLabel: { color: '#6b7a90' },
    splitLine: { lineStyle: { color: '#eef1f6' } },
  },
  series: [
    {
      name: seriesName,
      type: 'bar' as const,
      barMaxWidth: 36,
      itemStyle: { color: '#1658d8', borderRadius: [4, 4, 0, 0] },
      data: trend.points.map((point) => Number(point.premium)),
    },
  ],
});

/** The premium trend as bars (ECharts from `echarts/core`, tree-shaken). */
export default function PremiumChart({ trend, seriesName }: PremiumChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);

  useEffect(() => {
    if (element.current === null) return;
    const target = element.current;
    const instance = init(target);
    chart.current = instance;
    // Tells a reader (and the e2e screenshots) when the bars have finished drawing.
    instance.on('finished', () => {
      target.dataset.rendered = 'true';
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (element.current) element.current.dataset.rendered = 'false';
    chart.current?.setOption(optionOf(trend, seriesName), true);
  }, [trend, seriesName]);

  return (
    <div
      ref={element}
      className={styles.chart}
      role="img"
      aria-label={trend.points.map((point) => `${point.label} ${point.premium}`).join('; ')}
      data-testid="premium-trend-chart"
      data-granularity={trend.granularity}
      data-points={trend.points.length}
    />
  );
}
