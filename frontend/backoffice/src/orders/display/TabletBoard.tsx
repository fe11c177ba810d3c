/**
 * The counter tablet's board (docs/devices.md 'Counter tablet'): the front-desk board of the paired tablet's branch,
 * acting on its orders (confirm with minutes, ready, done, reject with a message) through what the device page lends
 * (/api/device-agent/orders...). Browsers start sound only after a touch: until then the board says so in large type
 * with one button 'Ton einschalten'; whether the sound is on is reported (the device's heartbeat). A printer of the
 * branch that is offline is named ('Drucker offline: …', from the answer's meta.printers).
 */
import { useEffect, useId, useState } from 'react';
import { ApiError } from '@bestellwerk/common/api/client';
import { formatTime } from '@bestellwerk/common/format';
import { devicePageMessages as d, fill } from '../../i18n/devicePage';
import { orderMessages as m } from '../../i18n/orders';
import { chooseSound, playChime, soundEnabled, soundSupported } from '../alerts';
import { sortForBoard } from '../boardOrder';
import type { BoardColumn, Order } from '../orderState';
import { allowedActions, boardColumn, isFinal, statusOf } from '../orderState';
import { useNow } from '../useNow';
import { useOrderPolling } from '../useOrderPolling';
import { Ticket } from './DisplayBoard';
import { OfflinePrinters } from './OfflinePrinters';

/** Minutes offered to confirm an order with ('fertig in … Minuten'). */
export const CONFIRM_MINUTES = [10, 15, 20, 30] as const;
/** The tablet asks for its orders this often. */
export const TABLET_POLL_MS = 3000;

const COLUMNS: BoardColumn[] = ['new', 'inProgress', 'ready'];

export interface TabletActions {
  confirm: (orderId: number, minutes: number) => Promise<Order>;
  ready: (orderId: number) => Promise<Order>;
  done: (orderId: number) => Promise<Order>;
  reject: (orderId: number, message: string) => Promise<Order>;
}

/** Where the tablet reads its orders (with the device's Authorization) and how it acts on them. */
export interface TabletSource extends TabletActions {
  url: string;
  headers: Record<string, string>;
}

function RejectDialog({
  ticket,
  busy,
  onReject,
  onClose,
}: {
  ticket: string;
  busy: boolean;
  onReject: (message: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  return (
    <div className="tablet-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <form
        className="tablet-dialog-box"
        onSubmit={(event) => {
          event.preventDefault();
          onReject(message);
        }}
      >
        <h2 id={`${id}-title`}>{`${d.tablet.rejectTitle} – ${ticket}`}</h2>
        <label htmlFor={`${id}-message`}>{d.tablet.rejectMessage}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={2000}
          value={message}
          autoFocus
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="tablet-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            {d.tablet.abort}
          </button>
          <button type="submit" className="tablet-danger" disabled={busy}>
            {d.tablet.rejectSend}
          </button>
        </div>
      </form>
    </div>
  );
}

function TicketActions({
  order,
  actions,
  onChanged,
  onFailed,
}: {
  order: Order;
  actions: TabletActions;
  onChanged: (order: Order) => void;
  onFailed: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const allowed = allowedActions(order);
  const ticket = fill(m.card.ticket, { number: order.ticketNumber });
  const run = async (action: () => Promise<Order>) => {
    setBusy(true);
    try {
      const changed = await action();
      setRejecting(false);
      onChanged(changed);
    } catch (error) {
      onFailed((error instanceof ApiError && error.serverErrors[0]?.message) || d.tablet.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  const ready = order.isDelivery ? d.tablet.inDelivery : d.tablet.ready;
  return (
    <div className="tablet-actions">
      {allowed.includes('confirm')
        ? CONFIRM_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="tablet-primary"
              disabled={busy}
              aria-label={`${fill(d.tablet.confirmMinutes, { minutes })} (${fill(d.tablet.confirmMinutesLabel, { minutes })}): ${ticket}`}
              onClick={() => run(() => actions.confirm(order.id, minutes))}
            >
              {fill(d.tablet.confirmMinutes, { minutes })}
            </button>
          ))
        : null}
      {allowed.includes('inDelivery') ? (
        <button
          type="button"
          className="tablet-primary"
          disabled={busy}
          aria-label={`${ready}: ${ticket}`}
          onClick={() => run(() => actions.ready(order.id))}
        >
          {ready}
        </button>
      ) : null}
      {allowed.includes('completed') ? (
        <button
          type="button"
          disabled={busy}
          aria-label={`${d.tablet.done}: ${ticket}`}
          onClick={() => run(() => actions.done(order.id))}
        >
          {d.tablet.done}
        </button>
      ) : null}
      {allowed.includes('reject') ? (
        <button
          type="button"
          className="tablet-danger"
          disabled={busy}
          aria-label={`${d.tablet.reject}: ${ticket}`}
          onClick={() => setRejecting(true)}
        >
          {d.tablet.reject}
        </button>
      ) : null}
      {rejecting ? (
        <RejectDialog
          ticket={ticket}
          busy={busy}
          onClose={() => setRejecting(false)}
          onReject={(message) => run(() => actions.reject(order.id, message))}
        />
      ) : null}
    </div>
  );
}

export function TabletBoard({
  source,
  name,
  onSound,
}: {
  source: TabletSource;
  /** The tablet's name ('Theke Mariahilf'). */
  name: string;
  onSound: (enabled: boolean) => void;
}) {
  const [sound, setSound] = useState(soundEnabled);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [failure, setFailure] = useState('');
  const now = useNow();
  const { orders, error, newIds, replace, meta } = useOrderPolling<Order>(source.url, {
    headers: source.headers,
    intervalMs: TABLET_POLL_MS,
    onNew: () => playChime(),
    onPolled: () => setUpdatedAt(new Date()),
  });

  useEffect(() => {
    document.title = `${m.display.frontdesk} – ${name}`;
  }, [name]);
  useEffect(() => {
    onSound(sound);
  }, [sound, onSound]);

  const switchOn = async () => {
    await chooseSound(true);
    setSound(soundEnabled());
  };

  return (
    <main className="board board--frontdesk tablet">
      <header className="board-header">
        <h1>{m.display.frontdesk}</h1>
        <p className="board-updated">{name}</p>
        {updatedAt ? <p className="board-updated">{fill(m.display.updated, { time: formatTime(updatedAt) })}</p> : null}
        {error ? (
          <p className="board-offline" role="status">
            {m.board.offline}
          </p>
        ) : null}
        {sound ? <p className="board-updated">{d.tablet.soundActive}</p> : null}
      </header>
      <OfflinePrinters meta={meta} />
      {!sound && soundSupported() ? (
        <section className="tablet-sound" aria-labelledby="tablet-sound-title">
          <h2 id="tablet-sound-title">{d.tablet.soundOff}</h2>
          <p>{d.tablet.soundOffHint}</p>
          <button type="button" onClick={() => void switchOn()}>
            {d.tablet.soundOn}
          </button>
        </section>
      ) : null}
      {failure ? (
        <p className="board-offline" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="board-columns" style={{ gridTemplateColumns: `repeat(${COLUMNS.length}, minmax(0, 1fr))` }}>
        {COLUMNS.map((column) => {
          const list = sortForBoard((orders ?? []).filter((order) => boardColumn(order) === column));
          return (
            <section key={column} aria-labelledby={`column-${column}`}>
              <h2 id={`column-${column}`}>{`${m.board.columns[column]} (${list.length})`}</h2>
              {orders && list.length === 0 ? <p className="board-empty">{m.board.empty}</p> : null}
              {list.map((order) => (
                <Ticket key={order.id} order={order} kind="frontdesk" isNew={newIds.has(order.id)} now={now}>
                  <TicketActions
                    order={order}
                    actions={source}
                    onChanged={(changed) => {
                      setFailure('');
                      replace(changed, !isFinal(statusOf(changed)));
                    }}
                    onFailed={setFailure}
                  />
                </Ticket>
              ))}
            </section>
          );
        })}
      </div>
    </main>
  );
}
