/** The dashboard's widgets: series by day (with the previous period) and rankings (chart or ranked table). */
import { useMemo } from 'react';
import type { StatisticKind, StatisticQuery } from './api';
import { csvFileName, isEmpty, rankingChart, rankingTable, seriesChart, seriesTable } from './model';
import type { Named, RankingOptions, SeriesOptions } from './model';
import { useStatistics } from './useStatistics';
import { Widget } from './Widget';
import type { WidgetContent } from './Widget';
import { statisticsMessages as T } from '../i18n/statistics';

export interface KindName {
  kind: StatisticKind;
  name: string;
}

interface SeriesWidgetProps extends SeriesOptions {
  title: string;
  lines: readonly KindName[];
  emptyText: string;
  query: StatisticQuery;
  /** the previous period: the first line again, dashed */
  previous?: StatisticQuery;
}

export function SeriesWidget({ title, lines, emptyText, query, previous, minutes }: SeriesWidgetProps) {
  const current = useStatistics(
    lines.map((line) => line.kind),
    query,
  );
  const before = useStatistics(previous ? [lines[0].kind] : [], previous);
  const content = useMemo<WidgetContent | undefined>(() => {
    if (!current.data || (previous && !before.data)) return undefined;
    const named: Named[] = current.data.map((statistic, index) => ({ name: lines[index].name, statistic }));
    const previousNamed = previous && before.data ? { name: T.previous, statistic: before.data[0] } : undefined;
    return {
      table: seriesTable(named, previousNamed, { minutes }),
      chart: seriesChart(named, previousNamed, { minutes }),
      empty: isEmpty(current.data),
    };
  }, [current.data, before.data, previous, lines, minutes]);
  return (
    <Widget
      title={title}
      csvName={csvFileName(lines[0].kind, query.from, query.to)}
      isPending={current.isPending || before.isPending}
      isError={current.isError || before.isError}
      onRetry={() => {
        current.retry();
        before.retry();
      }}
      emptyText={emptyText}
      content={content}
    />
  );
}

interface RankingWidgetProps extends RankingOptions {
  title: string;
  bars: readonly KindName[];
  /** the label column's heading */
  nameColumn: string;
  emptyText: string;
  query: StatisticQuery;
  /** false: a ranked table without chart */
  chart?: boolean;
  /** rows of the chart (the table shows all) */
  chartLimit?: number;
}

export function RankingWidget({
  title,
  bars,
  nameColumn,
  emptyText,
  query,
  chart = true,
  chartLimit,
  hours,
}: RankingWidgetProps) {
  const state = useStatistics(
    bars.map((bar) => bar.kind),
    query,
  );
  const content = useMemo<WidgetContent | undefined>(() => {
    if (!state.data) return undefined;
    const named: Named[] = state.data.map((statistic, index) => ({ name: bars[index].name, statistic }));
    return {
      table: rankingTable(named, nameColumn, { hours }),
      chart: chart ? rankingChart(named, { hours, limit: chartLimit }) : undefined,
      empty: isEmpty(state.data),
    };
  }, [state.data, bars, nameColumn, hours, chart, chartLimit]);
  return (
    <Widget
      title={title}
      csvName={csvFileName(bars[0].kind, query.from, query.to)}
      isPending={state.isPending}
      isError={state.isError}
      onRetry={state.retry}
      emptyText={emptyText}
      content={content}
    />
  );
}
