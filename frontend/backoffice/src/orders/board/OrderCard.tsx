import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LocalSettings } from '../localSettings';
import type { Order } from '../orderState';
import { deliveryType } from '../orderState';
import { customerName, dueText, paymentText, totalText } from '../orderText';
import { OrderItems } from '../components/OrderItems';
import { StatusActions } from '../components/StatusActions';
import { PaymentBadge } from '../payment/PaymentBadge';

interface OrderCardProps {
  order: Order;
  settings: LocalSettings;
  isNew: boolean;
  onChanged: (order: Order) => void;
}

/** One order on the board: ticket, time, type, table, customer, items, total, payment, actions. */
export function OrderCard({ order, settings, isNew, onChanged }: OrderCardProps) {
  const translate = useTranslate();
  const type = deliveryType(order);
  const ticket = translate('resources.orders.card.ticket', { number: order.ticketNumber });
  const proposed = order.counterAppointmentState === 'proposed' && order.counterAppointment;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={ticket}
      sx={{ borderColor: isNew ? 'warning.main' : undefined, borderWidth: isNew ? 2 : 1 }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ whiteSpace: 'nowrap' }}>
            <Link component={RouterLink} to={`/orders/${order.id}/show`} underline="hover" color="inherit">
              {ticket}
            </Link>
          </Typography>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
            {dueText(order)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          <PaymentBadge order={order} />
          <Chip size="small" label={translate(`resources.orders.deliveryTypes.${type}`)} />
          {order.tableIdentifier ? (
            <Chip size="small" label={translate('resources.orders.card.table', { table: order.tableIdentifier })} />
          ) : null}
          {order.isQuotation ? <Chip size="small" color="info" label={translate('resources.orders.card.quotation')} /> : null}
        </Box>
        {proposed ? (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            {translate('resources.orders.card.proposed', {
              time: dueText({ ...order, appointment: order.counterAppointment ?? null }),
            })}
          </Typography>
        ) : null}
        {settings.showCustomerData ? (
          <Box sx={{ mb: 1 }}>
            <Typography variant="body2">{customerName(order)}</Typography>
            {order.phone ? (
              <Typography variant="body2" color="text.secondary">
                {order.phone}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {settings.showProductData ? <OrderItems order={order} /> : null}
        {order.comment ? (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
            {order.comment}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {totalText(order)}
          </Typography>
          <Typography variant="body2" color={order.isPaid ? 'success.main' : 'text.secondary'}>
            {paymentText(order)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <StatusActions order={order} onChanged={onChanged} />
      </CardActions>
    </Card>
  );
}
