import Alert from '@mui/material/Alert';
import { isAwaitingPayment, type PaymentFlags } from '@bestellwerk/common/onlinePayment';
import { useTranslate } from 'react-admin';

/** On the detail page of an online order whose payment has not arrived: not to be started yet. */
export function PaymentPendingNotice({ order }: { order: PaymentFlags }) {
  const translate = useTranslate();
  if (!isAwaitingPayment(order)) return null;
  return (
    <Alert severity="warning" role="status">
      <strong>{translate('resources.orders.payment.pending')}</strong> –{' '}
      {translate('resources.orders.payment.pendingHint')}
    </Alert>
  );
}
