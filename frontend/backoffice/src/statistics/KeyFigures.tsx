import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Statistic, StatisticKind, StatisticQuery } from './api';
import { conversionRate, formatChange, formatPercent, formatValue } from './format';
import { fill } from './model';
import { useStatistics } from './useStatistics';
import { VISUALLY_HIDDEN } from './visuallyHidden';
import { statisticsMessages as T } from '../i18n/statistics';
import { LoadError } from '../components/LoadError';

// the last one is not shown itself: the orders a shop visit placed (no phone orders), the conversion rate's orders
const KINDS: readonly StatisticKind[] = ['unique-visitors', 'page-views', 'orders', 'revenue', 'shop-orders'];
const LABELS: string[] = [T.figures.visitors, T.figures.pageViews, T.figures.orders, T.figures.revenue];

interface Figure {
  label: string;
  value: string;
  change: string | null;
  /** the previous period's value, shown when no change can be computed (nothing before) */
  previousValue?: string;
  hint?: string;
}

function figures(current: Statistic[], previous: Statistic[] | undefined): Figure[] {
  const shown: Figure[] = current.slice(0, LABELS.length).map((statistic, index) => ({
    label: LABELS[index],
    value: formatValue(statistic.total, statistic.unit, statistic.currency),
    change: previous ? formatChange(statistic.total, previous[index].total) : null,
    previousValue: previous ? formatValue(previous[index].total, statistic.unit, statistic.currency) : undefined,
  }));
  // visitors → orders of the shop: a phone order had no visit
  const [visitors, , , , shopOrders] = current;
  const rate = conversionRate(shopOrders.total, visitors.total);
  const previousRate = previous ? conversionRate(previous[4].total, previous[0].total) : null;
  shown.push({
    label: T.figures.conversion,
    value: rate === null ? '–' : formatPercent(rate),
    change: rate !== null && previousRate !== null ? formatChange(rate, previousRate) : null,
    previousValue: previousRate === null ? '–' : formatPercent(previousRate),
    hint: T.figures.conversionHint,
  });
  return shown;
}

/** Besucher, Seitenaufrufe, Bestellungen, Umsatz, Konversionsrate; each with its change to the previous period. */
export function KeyFigures({ query, previous }: { query: StatisticQuery; previous?: StatisticQuery }) {
  const current = useStatistics(KINDS, query);
  const before = useStatistics(previous ? KINDS : [], previous);
  const failed = current.isError || before.isError;
  const shown =
    current.data && (!previous || before.data) ? figures(current.data, previous ? before.data : undefined) : undefined;
  return (
    <Box component="section" aria-label={T.keyFigures} sx={{ mb: 2 }}>
      {failed ? (
        <LoadError
          message={T.loadError}
          onRetry={() => {
            current.retry();
            before.retry();
          }}
          sx={{ mb: 1 }}
        />
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {(shown ?? LABELS.concat(T.figures.conversion).map((label) => ({ label, value: '', change: null }))).map(
          (figure: Figure) => (
            <Card key={figure.label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" title={figure.hint}>
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {shown ? (
                  figure.value
                ) : failed ? (
                  '–'
                ) : (
                  <>
                    <Skeleton width="60%" aria-hidden="true" />
                    <span style={VISUALLY_HIDDEN}>{T.loading}</span>
                  </>
                )}
              </Typography>
              {previous && shown ? (
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {figure.change
                    ? fill(T.changeToPrevious, { change: figure.change })
                    : fill(T.previousValue, { value: figure.previousValue ?? '–' })}
                </Typography>
              ) : null}
            </Card>
          ),
        )}
      </Box>
    </Box>
  );
}
