/**
 * The client of GET /api/statistics/{kind} (docs/api.md, 'Statistics'). Every failure, whatever the
 * server said, is reported as 'Statistik konnte nicht geladen werden.' (spec §8).
 */
import type { components } from '@bestellwerk/common/api/schema.gen';
import { request } from '../api/http';
import { statisticsMessages } from '../i18n/statistics';
import type { DateRange } from './dateRange';

type Schemas = components['schemas'];

/** The answer of GET /api/statistics/{kind} (generated from openapi.yaml). */
export type Statistic = Schemas['Statistic'];
export type Unit = Schemas['UnitEnum'];
export type Shape = Schemas['ShapeEnum'];
export type SeriesPoint = Schemas['SeriesPoint'];
export type RankingRow = Schemas['RankingRow'];
export type FlowStep = Schemas['FlowStep'];

/** The kinds the dashboard shows (the API has more: docs/api.md). */
export type StatisticKind =
  | 'unique-visitors'
  | 'unique-new-visitors'
  | 'unique-recurring-visitors'
  | 'page-views'
  | 'orders'
  | 'shop-orders'
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
  | 'referrers'
  | 'working-activities'
  | 'working-schedules';

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
