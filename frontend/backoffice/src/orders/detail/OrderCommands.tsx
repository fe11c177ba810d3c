import { useState } from 'react';
import Button from '@mui/material/Button';
import EmailIcon from '@mui/icons-material/Email';
import PaymentsIcon from '@mui/icons-material/Payments';
import SmsIcon from '@mui/icons-material/Sms';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../orderState';
import { checkPaymentStatus, resendConfirmation } from '../api';

interface OrderCommandsProps {
  order: Order;
  onChanged: () => void;
}

/** 'Zahlungsstatus überprüfen' and resending the confirmation by e-mail or SMS. */
export function OrderCommands({ order, onChanged }: OrderCommandsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await call();
      notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify((error as Error).message || failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        startIcon={<PaymentsIcon />}
        disabled={busy}
        onClick={() =>
          run(() => checkPaymentStatus(order.id), 'resources.orders.actions.paymentChecked', 'resources.orders.messages.paymentFailed')
        }
      >
        {translate('resources.orders.actions.checkPayment')}
      </Button>
      <Button
        startIcon={<EmailIcon />}
        disabled={busy || !order.email}
        onClick={() =>
          run(() => resendConfirmation(order.id, 'email'), 'resources.orders.actions.resent', 'resources.orders.messages.resendFailed')
        }
      >
        {translate('resources.orders.actions.resendEmail')}
      </Button>
      <Button
        startIcon={<SmsIcon />}
        disabled={busy || !order.phone}
        onClick={() =>
          run(() => resendConfirmation(order.id, 'sms'), 'resources.orders.actions.resent', 'resources.orders.messages.resendFailed')
        }
      >
        {translate('resources.orders.actions.resendSms')}
      </Button>
    </>
  );
}
