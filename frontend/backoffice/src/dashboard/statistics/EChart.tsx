import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { createChart } from './echarts';
import type { ChartOption, ECharts } from './echarts';

interface EChartProps {
  option: ChartOption;
  /** what the chart shows, for screen readers (its values are in the widget's table) */
  label: string;
  height?: number;
}

/** One ECharts chart, redrawn when the option changes and resized with its box. */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    const instance = createChart(box);
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <Box ref={element} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
