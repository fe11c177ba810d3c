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

/**
 * One ECharts chart, redrawn when the option changes and resized with its box. It is created once
 * the box has a size (ECharts cannot draw into a box of width 0, e.g. before layout).
 */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    const draw = () => {
      if (chart.current) {
        chart.current.resize();
      } else if (box.clientWidth > 0 && box.clientHeight > 0) {
        chart.current = createChart(box);
        chart.current.setOption(latest.current, true);
      }
    };
    draw();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, true);
  }, [option]);

  return <Box ref={element} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
