import { useState } from 'react';
import Button from '@mui/material/Button';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isAwaitingPayment } from '@bestellwerk/common/onlinePayment';
import type { BestellwerkDataProvider } from '../../api/dataProvider';
import { CONFIG_QUERY_KEY } from '../../api/configQuery';
import type { Order } from '../orderState';
import { resendConfirmation } from '../api';
import { CheckPaymentButton } from '../payment/CheckPaymentButton';
import { RefundButton } from '../payment/RefundButton';

interface OrderCommandsProps {
  order: Order;
  onChanged: () => void;
}

/**
 * 'Zahlungsstatus prüfen' and 'Rückerstatten' of an online order, and resending the confirmation by e-mail or SMS:
 * not for an online order whose payment has not arrived or failed (the server refuses: 'ist eingegangen' would be wrong).
 */
export function OrderCommands({ order, onChanged }: OrderCommandsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BestellwerkDataProvider>();
  const config = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: () => dataProvider.getConfig(), retry: false });
  const smsEnabled = config.data?.enablePluginSMS === true;
  const [busy, setBusy] = useState(false);
  const confirmable = !isAwaitingPayment(order) && order.status !== 'failed';

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
      <CheckPaymentButton order={order} onChanged={onChanged} />
      <RefundButton order={order} onRefunded={onChanged} />
      {confirmable ? (
        <Button
          startIcon={<EmailIcon />}
          disabled={busy || !order.email}
          sx={{ minHeight: 44 }}
          onClick={() =>
            run(
              () => resendConfirmation(order.id, 'email'),
              'resources.orders.actions.resent',
              'resources.orders.messages.resendFailed',
            )
          }
        >
          {translate('resources.orders.actions.resendEmail')}
        </Button>
      ) : null}
      {confirmable && smsEnabled ? (
        <Button
          startIcon={<SmsIcon />}
          disabled={busy || !order.phone}
          sx={{ minHeight: 44 }}
          onClick={() =>
            run(
              () => resendConfirmation(order.id, 'sms'),
              'resources.orders.actions.resent',
              'resources.orders.messages.resendFailed',
            )
          }
        >
          {translate('resources.orders.actions.resendSms')}
        </Button>
      ) : null}
    </>
  );
}
