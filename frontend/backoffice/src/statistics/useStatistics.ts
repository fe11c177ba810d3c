import { useCallback } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { fetchStatistic } from './api';
import type { Statistic, StatisticKind, StatisticQuery } from './api';

export interface StatisticsState {
  /** every statistic, once all have arrived */
  data: Statistic[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** loads the failed ones again */
  retry: () => void;
}

/**
 * Several statistics for one query; shared with every other widget asking for the same (one request
 * each). The combined result keeps its identity until a query changes (so charts are not redrawn on
 * every render).
 */
export function useStatistics(kinds: readonly StatisticKind[], query: StatisticQuery | undefined): StatisticsState {
  const combine = useCallback(
    (results: UseQueryResult<Statistic>[]): StatisticsState => ({
      data: results.every((result) => result.data !== undefined)
        ? results.map((result) => result.data as Statistic)
        : undefined,
      isPending: query !== undefined && results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
    [query],
  );
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['statistics', kind, query?.from, query?.to, query?.branch ?? null],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStatistic(kind, query as StatisticQuery, signal),
      enabled: query !== undefined,
      retry: false,
      staleTime: 60_000,
    })),
    combine,
  });
}
