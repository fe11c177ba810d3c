import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useStore, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { missedOrders } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { LocalSettingsToggles, useLocalSettings } from '../components/LocalSettingsToggles';
import { OrderCard } from './OrderCard';
import { useNow } from '../useNow';

/** Orders still new 15 minutes after they were due (GET /api/orders/missed), refreshed every 30 s. */
export default function MissedOrdersPage() {
  const translate = useTranslate();
  const now = useNow();
  const queryClient = useQueryClient();
  const [branch, setBranch] = useStore<number | ''>('orders.board.branch', '');
  const [settings, changeSetting] = useLocalSettings();
  const queryKey = ['orders', 'missed', branch];
  const missed = useQuery({
    queryKey,
    queryFn: () => missedOrders(branch === '' ? undefined : branch),
    refetchInterval: 30_000,
    retry: false, // it asks again every 30 s anyway; a failure shows at once with its retry
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="resources.orders.missed.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {translate('resources.orders.missed.title')}
        </Typography>
        <BranchSelect value={branch} onChange={setBranch} />
      </Box>
      <LocalSettingsToggles settings={settings} onChange={changeSetting} />
      {missed.isError ? <LoadError message={missed.error.message} onRetry={() => missed.refetch()} /> : null}
      {missed.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('resources.orders.missed.empty')}
        </Typography>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}
      >
        {missed.data?.map((order) => (
          <OrderCard
            now={now}
            key={order.id}
            order={order}
            settings={settings}
            isNew={false}
            onChanged={() => queryClient.invalidateQueries({ queryKey })}
          />
        ))}
      </Box>
    </Box>
  );
}
