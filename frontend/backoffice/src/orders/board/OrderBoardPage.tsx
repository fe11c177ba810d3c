import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetList, useLogoutIfAccessDenied, useStore, useTranslate } from 'react-admin';
import type { Branch } from '../../api/types';
import { sortForBoard } from '../boardOrder';
import { useNow } from '../useNow';
import { isAwaitingPayment } from '@bestellwerk/common/onlinePayment';
import { notify, playChime } from '../alerts';
import type { BoardColumn, Order } from '../orderState';
import { boardColumn, deliveryType, isFinal, statusOf } from '../orderState';
import { useOrderPolling } from '../useOrderPolling';
import { LoadError } from '../../components/LoadError';
import { AlertControls } from './AlertControls';
import { BranchSelect } from '../components/BranchSelect';
import { LocalSettingsToggles, useLocalSettings } from '../components/LocalSettingsToggles';
import { OrderCard } from './OrderCard';

const T = 'resources.orders.board';
const COLUMNS: BoardColumn[] = ['new', 'inProgress', 'ready'];
/** Read out by screen readers, not shown (sizes in px: MUI reads a bare 1 as 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The counter's first screen: current orders by state, refreshed every 4 s, new ones announced. */
export default function OrderBoardPage() {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [branch, setBranch] = useStore<number | ''>('orders.board.branch', '');
  const [settings, changeSetting] = useLocalSettings();
  const now = useNow();
  // the branch names the cards carry when more than one branch is in view
  const { data: branches } = useGetList<Branch>('branches', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const branchNames = new Map((branches ?? []).map((entry) => [entry.id, entry.name]));
  const manyBranches = branch === '' && branchNames.size > 1;

  const url = `/api/orders/current${branch === '' ? '' : `?branch=${branch}`}`;
  const { orders, error, newIds, replace, reload } = useOrderPolling<Order>(url, {
    // an online order is announced once its payment has arrived
    isAnnounced: (order) => !isAwaitingPayment(order),
    onNew: (arrived) => {
      playChime();
      for (const order of arrived) {
        notify(
          translate(`${T}.notificationTitle`),
          translate(`${T}.notificationBody`, {
            number: order.ticketNumber,
            type: translate(`resources.orders.deliveryTypes.${deliveryType(order)}`),
          }),
          `order-${order.id}`,
        );
      }
    },
    onError: (failure) => {
      if (failure.status === 401) logoutIfAccessDenied(failure);
    },
  });

  const onChanged = (order: Order) => replace(order, !isFinal(statusOf(order)));
  const byColumn = (column: BoardColumn) =>
    sortForBoard((orders ?? []).filter((order) => boardColumn(order) === column));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={`${T}.title`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {translate(`${T}.title`)}
        </Typography>
        <BranchSelect value={branch} onChange={setBranch} />
        <AlertControls />
        <Button component={RouterLink} to="/missed-orders">
          {translate('resources.orders.missed.title')}
        </Button>
      </Box>
      <LocalSettingsToggles settings={settings} onChange={changeSetting} />
      <Box role="status" sx={visuallyHidden}>
        {newIds.size > 0 ? translate(`${T}.newOrders`, { smart_count: newIds.size }) : ''}
      </Box>
      {error ? (
        error.status === 0 && orders ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate(`${T}.offline`)}
          </Alert>
        ) : (
          <LoadError message={translate('resources.orders.messages.loadFailed')} onRetry={reload} />
        )
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          // the new orders carry most actions: their column gets twice the room
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {COLUMNS.map((column) => {
          const list = byColumn(column);
          return (
            <Paper
              key={column}
              component="section"
              variant="outlined"
              aria-labelledby={`order-column-${column}`}
              sx={{ p: 1, bgcolor: 'background.default' }}
            >
              <Typography id={`order-column-${column}`} variant="h6" component="h2" sx={{ px: 1, pb: 1 }}>
                {`${translate(`${T}.columns.${column}`)} (${orders ? list.length : '…'})`}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1 }}>
                {orders && list.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 1 }}>
                    {translate(`${T}.empty`)}
                  </Typography>
                ) : null}
                {list.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    settings={settings}
                    isNew={newIds.has(order.id)}
                    onChanged={onChanged}
                    now={now}
                    branchName={manyBranches ? branchNames.get(order.branch as number) : undefined}
                  />
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
