/**
 * The parts of Apache ECharts the dashboard draws with, registered once (tree-shaken: line and bar
 * charts, grid, tooltip, legend, the SVG renderer). Imported only by the lazily loaded statistics page.
 */
import { init, use as register } from 'echarts/core';
import type { ComposeOption, ECharts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

register([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export function createChart(element: HTMLElement): ECharts {
  return init(element, null, { renderer: 'svg' });
}

export type { ECharts };
