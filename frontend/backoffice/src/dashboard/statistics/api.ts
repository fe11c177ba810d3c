/**
 * The client of GET /api/statistics/{kind} (docs/api.md, 'Statistics'). Every failure, whatever the
 * server said, is reported as 'Statistik konnte nicht geladen werden.' (spec §8).
 */
import { request } from '../../api/http';
import { statisticsMessages } from '../../i18n/statistics';
import type { DateRange } from './dateRange';

export type Unit = 'count' | 'money';
export type Shape = 'series' | 'ranking' | 'flow';

export interface SeriesPoint {
  /** 'YYYY-MM-DD', every day of the range (zeros included) */
  date: string;
  value: number | string;
}

export interface RankingRow {
  key: string;
  label: string;
  value: number | string;
  /** value / total, 0..1 */
  share: number;
}

export interface FlowRow {
  from: string;
  to: string;
  value: number;
}

export interface Statistic {
  kind: string;
  from: string;
  to: string;
  shape: Shape;
  unit: Unit;
  currency?: string;
  /** money: decimal string ('12.50') */
  total: number | string;
  series?: SeriesPoint[];
  ranking?: RankingRow[];
  flow?: FlowRow[];
}

export type StatisticKind =
  | 'unique-visitors'
  | 'unique-new-visitors'
  | 'unique-recurring-visitors'
  | 'page-views'
  | 'orders'
  | 'revenue'
  | 'popular-items'
  | 'visitor-times'
  | 'order-times'
  | 'order-origins'
  | 'revenue-origins'
  | 'qr-code-targets'
  | 'qr-code-origins'
  | 'browsers'
  | 'operating-systems'
  | 'resolutions'
  | 'referrers';

export interface StatisticQuery extends DateRange {
  /** a branch id; without it the statistic covers every branch the user reaches */
  branch?: number;
}

export async function fetchStatistic(
  kind: StatisticKind,
  query: StatisticQuery,
  signal?: AbortSignal,
): Promise<Statistic> {
  const response = await request<Statistic>(
    `/statistics/${kind}`,
    { fallback: statisticsMessages.loadError },
    { query: { from: query.from, to: query.to, branch: query.branch }, signal },
  );
  return response.data;
}
