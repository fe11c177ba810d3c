/**
 * From loaded statistics to what a widget shows: the table (also its CSV) and the chart option.
 * Pure functions, so the exact cells and CSV lines are tested without a browser.
 */
import type { RankingRow, Statistic, Unit } from './api';
import { csvNumber, csvText, toCsv } from './csv';
import type { CsvCell } from './csv';
import { formatGermanDate, formatShortDate } from './dateRange';
import { formatCount, formatMinutes, formatPercent, formatValue } from './format';
import type { ChartOption } from './echarts';
import { statisticsMessages as T } from '../i18n/statistics';

export interface TableCell {
  display: string;
  csv: CsvCell;
}

export interface TableModel {
  columns: string[];
  /** the CSV's header when it differs from the columns ('Anteil (%)' for 'Anteil') */
  csvColumns?: string[];
  /** right-aligned number columns */
  numeric: boolean[];
  rows: TableCell[][];
}

/** One statistic under the name a table column or chart series shows. */
export interface Named {
  name: string;
  statistic: Statistic;
}

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const valueCell = (value: number | string, unit: Unit, currency?: string): TableCell => ({
  display: formatValue(value, unit, currency),
  csv: csvNumber(unit === 'money' ? String(value) : value),
});

/**
 * How a series widget shows its values. `minutes`: the values are minutes of working time (the kinds
 * working-activities and working-schedules, unit 'count'): table, chart axis and tooltip show hours and
 * minutes ('7:30 h'); the CSV keeps the exact whole minutes under headers marked '(Minuten)', so Excel
 * sums them without rounding. The table ends with the period's sums ('Summe').
 */
export interface SeriesOptions {
  minutes?: boolean;
}

const minutesCell = (value: number | string): TableCell => ({
  display: formatMinutes(value),
  csv: csvNumber(Number(value)),
});

const textCell = (text: string): TableCell => ({ display: text, csv: csvText(text) });

/** Whether nothing at all happened (every total zero). */
export function isEmpty(statistics: readonly Statistic[]): boolean {
  return statistics.every((statistic) => Number(statistic.total) === 0);
}

/** Datum | one column per statistic | Vorperiode (the previous period's day at the same position). */
export function seriesTable(columns: readonly Named[], previous?: Named, options: SeriesOptions = {}): TableModel {
  const [first] = columns;
  const days = first?.statistic.series ?? [];
  const previousDays = previous?.statistic.series ?? [];
  const cell = (value: number | string, statistic: Statistic) =>
    options.minutes ? minutesCell(value) : valueCell(value, statistic.unit, statistic.currency);
  const names = [...columns.map((column) => column.name), ...(previous ? [previous.name] : [])];
  return {
    columns: [T.columns.date, ...names],
    csvColumns: options.minutes
      ? [T.columns.date, ...names.map((name) => fill(T.columns.minutes, { name }))]
      : undefined,
    numeric: [false, ...columns.map(() => true), ...(previous ? [true] : [])],
    rows: [
      ...days.map((point, index) => [
        { display: formatGermanDate(point.date), csv: csvText(formatGermanDate(point.date)) },
        ...columns.map(({ statistic }) => cell(statistic.series?.[index]?.value ?? 0, statistic)),
        ...(previous ? [cell(previousDays[index]?.value ?? 0, previous.statistic)] : []),
      ]),
      // working time: the period's sums as the last row ('Summe')
      ...(options.minutes
        ? [
            [
              textCell(T.columns.total),
              ...columns.map(({ statistic }) => cell(statistic.total, statistic)),
              ...(previous ? [cell(previous.statistic.total, previous.statistic)] : []),
            ],
          ]
        : []),
    ],
  };
}

export interface RankingOptions {
  /** keys are hours '0'..'23': shown as '8 Uhr' */
  hours?: boolean;
  /** how many rows (all when unset) */
  limit?: number;
}

export const hourLabel = (key: string) => fill(T.hourLabel, { hour: key });

/** The label of a ranking row ('8 Uhr' for hours, else the server's label or key). */
export function rowLabel(row: RankingRow, options: RankingOptions = {}): string {
  return options.hours ? hourLabel(row.key) : row.label || row.key;
}

/** Merges rankings by key, in the first ranking's order (keys only the others have come after). */
function mergedKeys(columns: readonly Named[]): { key: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const { statistic } of columns) {
    for (const row of statistic.ranking ?? []) if (!seen.has(row.key)) seen.set(row.key, row.label);
  }
  return [...seen].map(([key, label]) => ({ key, label }));
}

/** Rang | Name | one column per statistic | Anteil (%) of the first. */
export function rankingTable(columns: readonly Named[], nameColumn: string, options: RankingOptions = {}): TableModel {
  const keys = mergedKeys(columns);
  const shown = options.limit ? keys.slice(0, options.limit) : keys;
  const first = columns[0]?.statistic;
  const firstRows = new Map((first?.ranking ?? []).map((row) => [row.key, row]));
  const names = [...(options.hours ? [] : [T.columns.rank]), nameColumn, ...columns.map((column) => column.name)];
  return {
    columns: [...names, T.columns.share],
    csvColumns: [...names, T.columns.sharePercent],
    numeric: [...(options.hours ? [] : [true]), false, ...columns.map(() => true), true],
    rows: shown.map(({ key, label }, index) => {
      const share = firstRows.get(key)?.share ?? 0;
      return [
        ...(options.hours ? [] : [{ display: formatCount(index + 1), csv: csvNumber(index + 1) }]),
        textCell(rowLabel({ key, label, value: 0, share: 0 }, options)),
        ...columns.map(({ statistic }) => {
          const row = statistic.ranking?.find((candidate) => candidate.key === key);
          return valueCell(row?.value ?? 0, statistic.unit, statistic.currency);
        }),
        { display: formatPercent(share), csv: csvNumber((share * 100).toFixed(2)) },
      ];
    }),
  };
}

export function tableCsv(table: TableModel): string {
  return toCsv(
    table.csvColumns ?? table.columns,
    table.rows.map((row) => row.map((cell) => cell.csv)),
  );
}

/** 'statistik-orders-2026-11-01-2026-11-25.csv' */
export function csvFileName(name: string, from: string, to: string): string {
  return `statistik-${name}-${from}-${to}.csv`;
}

// ---------------------------------------------------------------- charts

export const PALETTE = ['#1f5fa8', '#b35900', '#2e7d32', '#8e24aa', '#00838f'];
const PREVIOUS_COLOUR = '#6b6b6b';

function axisValue(unit: Unit, currency?: string) {
  return (value: number) => (unit === 'money' ? formatValue(value, unit, currency) : formatCount(value));
}

const maxValue = (named: readonly Named[]) =>
  Math.max(0, ...named.flatMap(({ statistic }) => (statistic.series ?? []).map((point) => Number(point.value))));

const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 96, 120, 240, 480, 960];

/** Ticks of a minutes axis on whole hours ('2:00 h', '4:00 h', …), at most about six of them up to `max` minutes. */
export function hourInterval(max: number): number {
  const hours = HOUR_STEPS.find((step) => max / (step * 60) <= 6) ?? Math.ceil(max / 360 / 60);
  return hours * 60;
}

/** A minutes axis: ticks on whole hours and its top on a tick too (not on the largest value, '11:40 h'). */
function minutesAxis(named: readonly Named[]) {
  const top = maxValue(named);
  const interval = hourInterval(top);
  return { interval, max: Math.max(interval, Math.ceil(top / interval) * interval) };
}

/** Lines by day; the previous period as a dashed grey line on the same days. */
export function seriesChart(lines: readonly Named[], previous?: Named, options: SeriesOptions = {}): ChartOption {
  const first = lines[0]?.statistic;
  const unit = first?.unit ?? 'count';
  const currency = first?.currency;
  const format = options.minutes ? formatMinutes : axisValue(unit, currency);
  const days = first?.series ?? [];
  const single = days.length === 1;
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'plain' },
    tooltip: { trigger: 'axis', valueFormatter: (value) => format(Number(value)) },
    xAxis: { type: 'category', data: days.map((point) => formatShortDate(point.date)), boundaryGap: single },
    // minutes: ticks on whole hours
    yAxis: {
      type: 'value',
      minInterval: options.minutes ? 60 : unit === 'count' ? 1 : 0,
      ...(options.minutes ? minutesAxis([...lines, ...(previous ? [previous] : [])]) : {}),
      axisLabel: { formatter: format },
    },
    series: [
      ...lines.map(({ name, statistic }) => ({
        type: single ? ('bar' as const) : ('line' as const),
        name,
        showSymbol: days.length <= 31,
        data: (statistic.series ?? []).map((point) => Number(point.value)),
      })),
      ...(previous
        ? [
            {
              type: single ? ('bar' as const) : ('line' as const),
              name: previous.name,
              showSymbol: false,
              color: PREVIOUS_COLOUR,
              lineStyle: { type: 'dashed' as const, color: PREVIOUS_COLOUR },
              itemStyle: { color: PREVIOUS_COLOUR, opacity: single ? 0.5 : 1 },
              data: (previous.statistic.series ?? []).map((point) => Number(point.value)),
            },
          ]
        : []),
    ],
  };
}

/** Bars per ranking key: vertical for hours (all 24), horizontal (top first) otherwise. */
export function rankingChart(all: readonly Named[], options: RankingOptions = {}): ChartOption {
  // one value axis: only the statistics of the first one's unit (orders, not revenue next to them)
  const bars = all.filter(({ statistic }) => statistic.unit === all[0]?.statistic.unit);
  const keys = mergedKeys(bars);
  const shown = options.limit ? keys.slice(0, options.limit) : keys;
  const first = bars[0]?.statistic;
  const format = axisValue(first?.unit ?? 'count', first?.currency);
  const categories = shown.map(({ key, label }) => rowLabel({ key, label, value: 0, share: 0 }, options));
  const data = (statistic: Statistic) =>
    shown.map(({ key }) => Number(statistic.ranking?.find((row) => row.key === key)?.value ?? 0));
  const horizontal = !options.hours;
  const categoryAxis = {
    type: 'category' as const,
    data: horizontal ? [...categories].reverse() : categories,
    axisLabel: horizontal ? { width: 120, overflow: 'truncate' as const } : undefined,
  };
  const valueAxis = { type: 'value' as const, minInterval: 1, axisLabel: { formatter: format } };
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 8, right: 16, top: bars.length > 1 ? 40 : 16, bottom: 8, containLabel: true },
    legend: bars.length > 1 ? { top: 0 } : undefined,
    tooltip: { trigger: 'axis', valueFormatter: (value) => format(Number(value)) },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: bars.map(({ name, statistic }) => ({
      type: 'bar' as const,
      name,
      data: horizontal ? data(statistic).reverse() : data(statistic),
    })),
  };
}
