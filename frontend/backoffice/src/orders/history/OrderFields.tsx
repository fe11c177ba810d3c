/** Small record fields of an order for lists and the detail page. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../orderState';
import { deliveryType, statusOf } from '../orderState';
import { customerName, dueText, paymentText, totalText } from '../orderText';
import { PaymentBadge } from '../payment/PaymentBadge';

export function OrderStatusField() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const status = statusOf(order);
  const color = status === 'rejected' || status === 'canceled' || status === 'failed' ? 'error' : 'default';
  // 'Neu' stands out in black on light orange (white on MUI's warning orange is too faint to read)
  const sx = status === 'new' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color={color} sx={sx} label={translate(`resources.orders.statuses.${status}`)} />
      <PaymentBadge order={order} />
    </Box>
  );
}

export function DeliveryTypeField() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const type = translate(`resources.orders.deliveryTypes.${deliveryType(order)}`);
  return (
    <span>
      {order.tableIdentifier
        ? `${type} · ${translate('resources.orders.card.table', { table: order.tableIdentifier })}`
        : type}
    </span>
  );
}

export function CustomerField() {
  const order = useRecordContext<Order>();
  return order ? <span>{customerName(order)}</span> : null;
}

export function DueField() {
  const order = useRecordContext<Order>();
  return order ? <span>{dueText(order)}</span> : null;
}

export function TotalField() {
  const order = useRecordContext<Order>();
  return order ? <span style={{ whiteSpace: 'nowrap' }}>{totalText(order)}</span> : null;
}

export function PaymentField() {
  const order = useRecordContext<Order>();
  return order ? <span>{paymentText(order)}</span> : null;
}
