import { useState } from 'react';
import Button from '@mui/material/Button';
import PaymentsIcon from '@mui/icons-material/Payments';
import { isOnlineMethod } from '@bestellwerk/common/onlinePayment';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../orderState';
import { checkPaymentStatus } from '../api';

/** 'Zahlungsstatus prüfen': asks the provider about an online order's payment (update-payment-status). */
export function CheckPaymentButton({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!isOnlineMethod(order.paymentMethod)) return null;

  const check = async () => {
    setBusy(true);
    try {
      const checked = await checkPaymentStatus(order.id);
      notify('resources.orders.actions.paymentChecked', { type: 'success' });
      onChanged(checked);
    } catch (error) {
      notify((error as Error).message || 'resources.orders.messages.paymentFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<PaymentsIcon />} disabled={busy} onClick={check}>
      {translate('resources.orders.actions.checkPayment')}
    </Button>
  );
}
