import Chip from '@mui/material/Chip';
import { isAwaitingPayment, type PaymentFlags } from '@bestellwerk/common/onlinePayment';
import { useTranslate } from 'react-admin';

/** 'Zahlung ausstehend' on an online order whose payment has not arrived (list, board card, detail). */
export function PaymentBadge({ order }: { order: PaymentFlags }) {
  const translate = useTranslate();
  if (!isAwaitingPayment(order)) return null;
  // black on light orange: readable at any size (white on MUI's warning orange is not)
  return (
    <Chip
      size="small"
      sx={{ bgcolor: 'warning.light', color: 'common.black', fontWeight: 600 }}
      label={translate('resources.orders.payment.pending')}
    />
  );
}
