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
import { customerName, deliveryAddressLines, dueText, paymentText, totalText } from '../orderText';
import { itemLine, readyByText, timeLabel } from '../boardOrder';
import { StatusActions } from '../components/StatusActions';
import { PaymentBadge } from '../payment/PaymentBadge';

interface OrderCardProps {
  order: Order;
  settings: LocalSettings;
  isNew: boolean;
  onChanged: (order: Order) => void;
  now: Date;
  /** The branch's name, given when more than one branch is in view. */
  branchName?: string;
}

/** One order on the board: ticket, age or due time, branch, type, table, customer, items at a glance, total, payment, actions. */
export function OrderCard({ order, settings, isNew, onChanged, now, branchName }: OrderCardProps) {
  const translate = useTranslate();
  const type = deliveryType(order);
  const ticket = translate('resources.orders.card.ticket', { number: order.ticketNumber });
  const proposed = order.counterAppointmentState === 'proposed' && order.counterAppointment;
  const address = order.isDelivery ? deliveryAddressLines(order) : [];
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
          <Typography
            variant="subtitle1"
            component="span"
            data-testid="order-time"
            sx={{ fontWeight: 600, textAlign: 'right' }}
          >
            {timeLabel(order, now)}
          </Typography>
        </Box>
        {branchName ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="order-branch">
            {branchName}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          <PaymentBadge order={order} />
          <Chip size="small" label={translate(`resources.orders.deliveryTypes.${type}`)} />
          {order.tableIdentifier ? (
            <Chip size="small" label={translate('resources.orders.card.table', { table: order.tableIdentifier })} />
          ) : null}
          {order.isQuotation ? (
            <Chip size="small" color="info" label={translate('resources.orders.card.quotation')} />
          ) : null}
          {order.readyBy ? (
            <Chip size="small" color="success" variant="outlined" label={readyByText(order.readyBy)} />
          ) : null}
        </Box>
        {proposed ? (
          <Typography variant="body2" color="warning.dark" sx={{ mb: 1 }}>
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
                {order.phoneDisplay || order.phone}
              </Typography>
            ) : null}
            {address.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
        ) : null}
        {settings.showProductData ? (
          <Box
            component="ul"
            aria-label={translate('resources.orders.fields.items')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {order.items.map((item) => (
              <Typography
                component="li"
                variant="body2"
                key={item.index}
                sx={{ py: 0.25, textDecoration: item.isDone ? 'line-through' : undefined }}
              >
                {itemLine(item)}
              </Typography>
            ))}
          </Box>
        ) : null}
        {order.comment ? (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
            {order.comment}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {totalText(order)}
          </Typography>
          <Typography variant="body2" color={order.isPaid ? 'success.dark' : 'text.secondary'}>
            {paymentText(order)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <StatusActions order={order} onChanged={onChanged} size="medium" />
      </CardActions>
    </Card>
  );
}
