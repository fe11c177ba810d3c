/**
 * 'Statistiken' (/backend#/dashboard): key figures and charts of visitors and sales for a date range,
 * a branch and against the previous period. Loaded lazily, and ECharts after it with the first chart
 * (EChart.tsx); nothing of either is in the back office's first load.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import { isAdmin } from '../api/authProvider';
import type { Branch } from '../api/types';
import { statisticsMessages as T } from '../i18n/statistics';
import type { StatisticQuery } from './api';
import { formatRange, presetRange, previousPeriod } from './dateRange';
import type { DateRange, Preset } from './dateRange';
import { Filters } from './Filters';
import type { BranchOption } from './Filters';
import { KeyFigures } from './KeyFigures';
import { fill } from './model';
import { RankingWidget, SeriesWidget } from './widgets';
import type { KindName } from './widgets';

const W = T.widgets;
const VISITORS: KindName[] = [
  { kind: 'unique-visitors', name: W.uniqueVisitors },
  { kind: 'unique-new-visitors', name: W.newVisitors },
  { kind: 'unique-recurring-visitors', name: W.recurringVisitors },
];
const PAGE_VIEWS: KindName[] = [{ kind: 'page-views', name: W.pageViews }];
const ORDERS: KindName[] = [{ kind: 'orders', name: W.orders }];
const REVENUE: KindName[] = [{ kind: 'revenue', name: W.revenue }];
const POPULAR: KindName[] = [{ kind: 'popular-items', name: W.quantity }];
const TIMES: KindName[] = [
  { kind: 'visitor-times', name: W.visitorTimes },
  { kind: 'order-times', name: W.orderTimes },
];
const ORIGINS: KindName[] = [
  { kind: 'order-origins', name: W.orderOrigins },
  { kind: 'revenue-origins', name: W.revenueOrigins },
];
// time tracking (minutes per day): every member of staff may read them, narrowed to the branches in their
// reach like the order kinds (GET /api/statistics/{kind}: IsStaff and organisation.selectors.branch_reach,
// the same reach as the working activities and schedules themselves), so the widget is shown to everyone
// who reaches this page
const WORKING_TIME: KindName[] = [
  { kind: 'working-activities', name: W.worked },
  { kind: 'working-schedules', name: W.planned },
];
const QR_TARGETS: KindName[] = [{ kind: 'qr-code-targets', name: W.scans }];
const QR_ORIGINS: KindName[] = [{ kind: 'qr-code-origins', name: W.scans }];
const RANKED_TABLES: { title: string; kind: KindName[] }[] = [
  { title: W.browsers, kind: [{ kind: 'browsers', name: W.visits }] },
  { title: W.operatingSystems, kind: [{ kind: 'operating-systems', name: W.visits }] },
  { title: W.resolutions, kind: [{ kind: 'resolutions', name: W.visits }] },
  { title: W.referrers, kind: [{ kind: 'referrers', name: W.visits }] },
];

function useBranchOptions(admin: boolean): BranchOption[] {
  const identity = useGetIdentity();
  const { data: all } = useGetList<Branch>(
    'branches',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: admin },
  );
  if (admin) return (all ?? []).map(({ id, name }) => ({ id: Number(id), name }));
  const own = (identity.data?.branches ?? []) as BranchOption[];
  return [...own].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export default function StatisticsPage({ now = () => new Date() }: { now?: () => Date }) {
  const { permissions } = usePermissions();
  const admin = isAdmin(permissions);
  const branches = useBranchOptions(admin);
  const [preset, setPreset] = useState<Preset>('month');
  const [range, setRange] = useState<DateRange>(() => presetRange('month', now()) as DateRange);
  const [branch, setBranch] = useState<number | undefined>(undefined);
  const [compare, setCompare] = useState(true);

  const query = useMemo<StatisticQuery>(() => ({ ...range, branch }), [range, branch]);
  const previous = useMemo<StatisticQuery | undefined>(
    () => (compare ? { ...previousPeriod(range), branch } : undefined),
    [compare, range, branch],
  );

  const choosePreset = (chosen: Preset) => {
    setPreset(chosen);
    const next = presetRange(chosen, now());
    if (next) setRange(next);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1600 }}>
      <Title title={T.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {T.title}
      </Typography>
      <Filters
        preset={preset}
        range={range}
        onPreset={choosePreset}
        onCustomRange={setRange}
        branches={branches}
        allBranchesLabel={admin ? T.allBranches : T.allMyBranches}
        branch={branch}
        onBranch={setBranch}
        compare={compare}
        onCompare={setCompare}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {fill(T.period, { range: formatRange(range) })}
        {previous ? `, ${fill(T.comparedWith, { range: formatRange(previous) })}` : ''}
      </Typography>
      <KeyFigures query={query} previous={previous} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SeriesWidget
          title={W.visitors}
          lines={VISITORS}
          emptyText={T.empty.visitors}
          query={query}
          previous={previous}
        />
        <SeriesWidget
          title={W.pageViews}
          lines={PAGE_VIEWS}
          emptyText={T.empty.visitors}
          query={query}
          previous={previous}
        />
        <SeriesWidget title={W.orders} lines={ORDERS} emptyText={T.empty.orders} query={query} previous={previous} />
        <SeriesWidget title={W.revenue} lines={REVENUE} emptyText={T.empty.orders} query={query} previous={previous} />
        <SeriesWidget
          title={admin ? W.workingTime : W.myWorkingTime}
          lines={WORKING_TIME}
          emptyText={admin ? T.empty.workingTime : T.empty.myWorkingTime}
          query={query}
          previous={previous}
          minutes
        />
        <RankingWidget
          title={W.popularItems}
          bars={POPULAR}
          nameColumn={T.columns.name}
          emptyText={T.empty.items}
          query={query}
          chartLimit={10}
        />
        <RankingWidget
          title={W.times}
          bars={TIMES}
          nameColumn={T.columns.hour}
          emptyText={T.empty.orders}
          query={query}
          hours
        />
        <RankingWidget
          title={W.origins}
          bars={ORIGINS}
          nameColumn={T.columns.name}
          emptyText={T.empty.orders}
          query={query}
        />
        <RankingWidget
          title={W.qrTargets}
          bars={QR_TARGETS}
          nameColumn={T.columns.name}
          emptyText={T.empty.qr}
          query={query}
          chartLimit={10}
        />
        <RankingWidget
          title={W.qrOrigins}
          bars={QR_ORIGINS}
          nameColumn={T.columns.name}
          emptyText={T.empty.qr}
          query={query}
          chartLimit={10}
        />
        {RANKED_TABLES.map(({ title, kind }) => (
          <RankingWidget
            key={title}
            title={title}
            bars={kind}
            nameColumn={T.columns.name}
            emptyText={T.empty.devices}
            query={query}
            chart={false}
          />
        ))}
      </Box>
    </Box>
  );
}
