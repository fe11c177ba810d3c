import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { isRefundable } from '@bestellwerk/common/onlinePayment';
import { wallTimeString } from '@bestellwerk/common/time';
import { fromDateTimeLocal } from '../../components/businessTime';
import type { Order, OrderAction } from '../orderState';
import { allowedActions } from '../orderState';
import type { ActionInput } from '../api';
import { actionFailure, runOrderAction } from '../api';
import { RefundConfirm } from '../payment/RefundButton';

const T = 'resources.orders.actions';
/** The next step forward is the prominent button. */
const CONTAINED = new Set<OrderAction>(['confirm', 'inDelivery', 'delivered', 'completed']);

function actionLabel(action: OrderAction, order: Order): string {
  if (action === 'inDelivery') return order.isDelivery ? `${T}.inDelivery` : `${T}.ready`;
  return `${T}.${action}`;
}

/** The counter appointment first offered: half an hour from now, as a datetime-local value. */
const inHalfAnHour = () => wallTimeString(new Date(Date.now() + 30 * 60_000));

/** Quick ready-by times offered beside 'Bestätigen' (minutes from now). */
export const READY_IN_MINUTES = [10, 15, 20, 30] as const;

/** In `minutes` from now, as an ISO instant (whole minutes). */
const readyIn = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  at.setSeconds(0, 0);
  return at.toISOString();
};

/** A 'Fertig um' time input (HH:MM, business time zone, today) as an ISO instant. */
const todayAt = (time: string) => fromDateTimeLocal(`${wallTimeString(new Date()).slice(0, 10)}T${time}`);

/** Touch targets of at least 44 px (WCAG 2.5.5) for the counter tablet. */
const TOUCH = { minHeight: 44, minWidth: 44 } as const;

interface StatusActionsProps {
  order: Order;
  /** Called with the reloaded order after a successful action. */
  onChanged: (order: Order) => void;
  size?: 'small' | 'medium';
}

/**
 * One button per action the state machine allows; reject, counter appointment and cancel ask first.
 * A rejected or cancelled order paid online then offers its refund; the change is reported once that
 * is decided (a board removes the card of a final order).
 */
export function StatusActions({ order, onChanged, size = 'small' }: StatusActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OrderAction | null>(null);
  const [readyDialog, setReadyDialog] = useState(false);
  const [rejectionMessage, setRejectionMessage] = useState('');
  const [counterAppointment, setCounterAppointment] = useState('');
  const [readyAt, setReadyAt] = useState('');
  const [readyAtError, setReadyAtError] = useState('');
  const [refundOffer, setRefundOffer] = useState<Order | null>(null);

  const run = async (action: OrderAction, input: ActionInput = {}) => {
    setBusy(true);
    try {
      const changed = await runOrderAction(order.id, action, input);
      notify(`${T}.done`, { type: 'success' });
      setDialog(null);
      setReadyDialog(false);
      if ((action === 'cancel' || action === 'reject') && isRefundable(changed)) setRefundOffer(changed);
      else onChanged(changed);
    } catch (error) {
      notify((error as Error).message || actionFailure(action), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const open = (action: OrderAction) => {
    if (action === 'reject') setRejectionMessage('');
    if (action === 'counterAppointment') setCounterAppointment(inHalfAnHour());
    setDialog(action);
  };

  const openReadyAt = () => {
    setReadyAt(wallTimeString(new Date(Date.now() + 20 * 60_000)).slice(11, 16));
    setReadyAtError('');
    setReadyDialog(true);
  };

  const asks = (action: OrderAction) => action === 'reject' || action === 'counterAppointment' || action === 'cancel';
  const close = () => (busy ? undefined : setDialog(null));
  const closeReady = () => (busy ? undefined : setReadyDialog(false));
  const ticket = translate('resources.orders.card.ticket', { number: order.ticketNumber });
  // quick ready-by times beside 'Bestätigen'
  const readyButtons = (
    <Box
      role="group"
      aria-label={`${translate(`${T}.readyAtTitle`)}: ${ticket}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {READY_IN_MINUTES.map((minutes) => (
        <Button
          key={minutes}
          size={size}
          variant="outlined"
          disabled={busy}
          onClick={() => run('confirm', { readyBy: readyIn(minutes) })}
          // the visible text first (WCAG 2.5.3), then what it does
          aria-label={`${translate(`${T}.confirmIn`, { minutes })} (${translate(`${T}.confirmInLabel`, { minutes })}): ${ticket}`}
          sx={TOUCH}
        >
          {translate(`${T}.confirmIn`, { minutes })}
        </Button>
      ))}
      <Button
        size={size}
        variant="outlined"
        disabled={busy}
        onClick={openReadyAt}
        aria-label={`${translate(`${T}.readyAt`)}: ${ticket}`}
        sx={TOUCH}
      >
        {translate(`${T}.readyAt`)}
      </Button>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {allowedActions(order).map((action) => (
        <Fragment key={action}>
          <Button
            size={size}
            variant={CONTAINED.has(action) ? 'contained' : 'outlined'}
            color={action === 'reject' || action === 'cancel' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (asks(action) ? open(action) : run(action))}
            aria-label={`${translate(actionLabel(action, order))}: ${ticket}`}
            sx={TOUCH}
          >
            {translate(actionLabel(action, order))}
          </Button>
          {action === 'confirm' ? readyButtons : null}
        </Fragment>
      ))}

      <Dialog open={readyDialog} onClose={closeReady} fullWidth maxWidth="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const instant = todayAt(readyAt);
            if (!instant || Date.parse(instant) <= Date.now()) {
              setReadyAtError(translate(`${T}.readyAtPast`));
              return;
            }
            run('confirm', { readyBy: instant });
          }}
        >
          <DialogTitle>{`${translate(`${T}.readyAtTitle`)} – ${ticket}`}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              required
              margin="dense"
              type="time"
              label={translate(`${T}.readyAtLabel`)}
              value={readyAt}
              error={Boolean(readyAtError)}
              helperText={readyAtError || undefined}
              onChange={(event) => setReadyAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={closeReady} disabled={busy} sx={TOUCH}>
              {translate(`${T}.abort`)}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} sx={TOUCH}>
              {translate(`${T}.confirm`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'reject'} onClose={close} fullWidth maxWidth="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run('reject', { rejectionMessage });
          }}
        >
          <DialogTitle>{`${translate(`${T}.rejectTitle`)} – ${ticket}`}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={translate(`${T}.rejectMessageLabel`)}
              value={rejectionMessage}
              onChange={(event) => setRejectionMessage(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {translate(`${T}.abort`)}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {translate(`${T}.reject`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'counterAppointment'} onClose={close} fullWidth maxWidth="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const instant = fromDateTimeLocal(counterAppointment);
            if (instant) run('counterAppointment', { counterAppointment: instant });
          }}
        >
          <DialogTitle>{`${translate(`${T}.counterTitle`)} – ${ticket}`}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              required
              margin="dense"
              type="datetime-local"
              label={translate(`${T}.counterLabel`)}
              value={counterAppointment}
              onChange={(event) => setCounterAppointment(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {translate(`${T}.abort`)}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(`${T}.send`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Confirm
        isOpen={dialog === 'cancel'}
        loading={busy}
        title={`${translate(`${T}.cancelTitle`)} – ${ticket}`}
        content={`${T}.cancelContent`}
        confirm={`${T}.cancel`}
        cancel={`${T}.abort`}
        onConfirm={() => run('cancel')}
        onClose={close}
      />

      {refundOffer ? (
        <RefundConfirm
          order={refundOffer}
          isOpen
          onClose={() => {
            setRefundOffer(null);
            onChanged(refundOffer);
          }}
          onRefunded={(refunded) => {
            setRefundOffer(null);
            onChanged(refunded);
          }}
        />
      ) : null}
    </Box>
  );
}
