import { useState } from 'react';
import Button from '@mui/material/Button';
import UndoIcon from '@mui/icons-material/Undo';
import { isRefundable } from '@bestellwerk/common/onlinePayment';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Order } from '../orderState';
import { refundOrder } from '../api';
import { refundText } from './refund';

const P = 'resources.orders.payment';

interface RefundConfirmProps {
  order: Order;
  isOpen: boolean;
  /** Nothing refunded: the dialog was closed or 'Nicht erstatten' chosen. */
  onClose: () => void;
  /** Called with the order as stored after the refund (instead of onClose). */
  onRefunded: (order: Order) => void;
}

/** 'Betrag von 24,50 EUR über Mollie zurückerstatten?': the full amount back through the provider. */
export function RefundConfirm({ order, isOpen, onClose, onRefunded }: RefundConfirmProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const refund = async () => {
    setBusy(true);
    try {
      const refunded = await refundOrder(order.id);
      notify(`${P}.refundDone`, { type: 'success' });
      onRefunded(refunded);
    } catch (error) {
      notify((error as Error).message || 'resources.orders.messages.refundFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Confirm
      isOpen={isOpen}
      loading={busy}
      title={`${P}.refundTitle`}
      content={`${P}.refundQuestion`}
      contentTranslateOptions={{ ...refundText(order) }}
      confirm={`${P}.refund`}
      cancel={`${P}.refundKeep`}
      onConfirm={refund}
      onClose={() => (busy ? undefined : onClose())}
    />
  );
}

/** 'Rückerstatten' on a paid online order whose amount has not gone back, with confirmation. */
export function RefundButton({ order, onRefunded }: { order: Order; onRefunded: (order: Order) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!isRefundable(order)) return null;
  return (
    <>
      <Button startIcon={<UndoIcon />} color="error" onClick={() => setOpen(true)}>
        {translate(`${P}.refund`)}
      </Button>
      <RefundConfirm
        order={order}
        isOpen={open}
        onClose={() => setOpen(false)}
        onRefunded={(refunded) => {
          setOpen(false);
          onRefunded(refunded);
        }}
      />
    </>
  );
}
