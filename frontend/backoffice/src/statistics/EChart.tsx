import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ChartOption, ECharts } from './echarts';

type EChartsModule = typeof import('./echarts');
let loading: Promise<EChartsModule> | null = null;

/** Apache ECharts, fetched once with the first chart: the page's figures and tables do not wait for it. */
function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts');
  return loading;
}

interface EChartProps {
  option: ChartOption;
  /** what the chart shows, for screen readers (its values are in the widget's table) */
  label: string;
  height?: number;
}

/**
 * One ECharts chart, redrawn when the option changes and resized with its box. It is created once
 * the box has a size (ECharts cannot draw into a box of width 0, e.g. before layout) and ECharts has
 * arrived (its own chunk, loaded after the page: the page's first load stays light).
 */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    let echarts: EChartsModule | null = null;
    let gone = false;
    const draw = () => {
      if (chart.current) {
        chart.current.resize();
      } else if (echarts && box.clientWidth > 0 && box.clientHeight > 0) {
        chart.current = echarts.createChart(box);
        chart.current.setOption(latest.current, true);
      }
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(box);
    loadECharts().then(
      (module) => {
        if (gone) return;
        echarts = module;
        draw();
      },
      () => {
        // the chunk did not arrive (offline, a new deployment): the widget's table still shows the values, and the
        // next chart tries again
        loading = null;
      },
    );
    return () => {
      gone = true;
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
