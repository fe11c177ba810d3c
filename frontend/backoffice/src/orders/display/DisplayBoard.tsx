import { type ReactNode, useEffect, useState } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { orderMessages as m } from '../../i18n/orders';
import { playChime, soundSupported } from '../alerts';
import { readLocalSettings } from '../localSettings';
import type { BoardColumn, Order, OrderItem } from '../orderState';
import { boardColumn, deliveryType } from '../orderState';
import { customerName, deliveryAddressLines, paymentText, totalText } from '../orderText';
import { itemLine, readyByText, sortForBoard, timeLabel } from '../boardOrder';
import { useNow } from '../useNow';
import { useOrderPolling } from '../useOrderPolling';
import { useSound } from '../useSound';
import { markItemDone } from './kitchen';
import { OfflinePrinters } from './OfflinePrinters';
import type { BoardAddress, BoardKind } from '../../api/boardUrl';
import { boardApiUrl } from '../../api/boardUrl';

const COLUMNS: Record<BoardKind, BoardColumn[]> = {
  frontdesk: ['new', 'inProgress', 'ready'],
  backoffice: ['new', 'inProgress'],
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export function InvalidLink() {
  return (
    <main className="board-invalid" role="alert">
      <h1>{m.display.invalidLink}</h1>
      <p>{m.display.invalidLinkHint}</p>
    </main>
  );
}

interface TicketProps {
  order: Order;
  kind: BoardKind;
  isNew: boolean;
  now: Date;
  /** The kitchen ticks items off; undefined on the front desk. */
  onTick?: (order: Order, item: OrderItem) => void;
  /** Below the ticket: the counter tablet's actions. */
  children?: ReactNode;
}

/** One order as the display screens show it (shared by the counter tablet's board). */
export function Ticket({ order, kind, isNew, now, onTick, children }: TicketProps) {
  const settings = readLocalSettings();
  const type = m.deliveryTypes[deliveryType(order)];
  const ticket = fill(m.card.ticket, { number: order.ticketNumber });
  const showItems = settings.showProductData && (kind === 'backoffice' || order.items.length > 0);
  const address = order.isDelivery && settings.showCustomerData ? deliveryAddressLines(order) : [];
  return (
    <article className={`board-ticket${isNew ? ' board-ticket--new' : ''}`} aria-label={ticket}>
      <header>
        <span className="board-number">{order.ticketNumber}</span>
        <span className="board-due">{timeLabel(order, now)}</span>
      </header>
      <p className="board-meta">
        {type}
        {order.tableIdentifier ? ` · ${fill(m.card.table, { table: order.tableIdentifier })}` : ''}
        {order.readyBy ? ` · ${readyByText(order.readyBy)}` : ''}
      </p>
      {settings.showCustomerData && customerName(order) ? (
        <p className="board-customer">{customerName(order)}</p>
      ) : null}
      {address.length ? <p className="board-address">{address.join(' · ')}</p> : null}
      {showItems ? (
        <ul className="board-items">
          {order.items.map((item) =>
            onTick ? (
              <li key={item.index}>
                <button
                  type="button"
                  className={`board-item${item.isDone ? ' board-item--done' : ''}`}
                  aria-pressed={item.isDone}
                  onClick={() => onTick(order, item)}
                >
                  <span className="board-check" aria-hidden="true">
                    {item.isDone ? '✓' : ''}
                  </span>
                  <span>{itemLine(item)}</span>
                  <span className="board-item-state">{item.isDone ? m.actions.itemDone : m.actions.itemOpen}</span>
                </button>
              </li>
            ) : (
              <li key={item.index} className={item.isDone ? 'board-item--done' : undefined}>
                {itemLine(item)}
              </li>
            ),
          )}
        </ul>
      ) : null}
      {order.comment ? <p className="board-comment">{order.comment}</p> : null}
      {kind === 'frontdesk' ? (
        <p className="board-total">
          <span>{totalText(order)}</span> <span>{paymentText(order)}</span>
        </p>
      ) : null}
      {children}
    </article>
  );
}

/** A full-screen order board for a counter tablet (frontdesk) or the kitchen (backoffice). */
export function DisplayBoard({ address }: { address: BoardAddress | null }) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [sound, toggleSound] = useSound();
  const [tickError, setTickError] = useState('');
  const now = useNow();
  const url = address ? boardApiUrl(address) : '';
  const { orders, error, newIds, replace, meta } = useOrderPolling<Order>(url, {
    onNew: () => playChime(),
    onPolled: () => setUpdatedAt(new Date()),
  });
  const title = address?.kind === 'frontdesk' ? m.display.frontdesk : m.display.backoffice;
  useEffect(() => {
    if (address) document.title = title;
  }, [address, title]);
  if (!address || error?.status === 404) return <InvalidLink />;
  const kind = address.kind;
  const tick = async (order: Order, item: OrderItem) => {
    try {
      replace(await markItemDone(url, order.id, item.index, !item.isDone), true);
      setTickError('');
    } catch (failure) {
      setTickError((failure as Error).message || m.messages.statusFailed);
    }
  };

  return (
    <main className={`board board--${kind}`}>
      <header className="board-header">
        <h1>{title}</h1>
        {error ? (
          <p className="board-offline" role="status">
            {m.board.offline}
          </p>
        ) : null}
        {updatedAt ? <p className="board-updated">{fill(m.display.updated, { time: formatTime(updatedAt) })}</p> : null}
        {soundSupported() ? (
          <button
            type="button"
            className="board-sound"
            aria-pressed={sound}
            title={m.board.soundLabel}
            onClick={toggleSound}
          >
            {sound ? m.board.soundOn : m.board.soundOff}
          </button>
        ) : null}
        {tickError ? (
          <p className="board-offline" role="alert">
            {tickError}
          </p>
        ) : null}
      </header>
      <OfflinePrinters meta={meta} />
      <div className="board-columns" style={{ gridTemplateColumns: `repeat(${COLUMNS[kind].length}, minmax(0, 1fr))` }}>
        {COLUMNS[kind].map((column) => {
          const list = sortForBoard((orders ?? []).filter((order) => boardColumn(order) === column));
          return (
            <section key={column} aria-labelledby={`column-${column}`}>
              <h2 id={`column-${column}`}>{`${m.board.columns[column]} (${list.length})`}</h2>
              {orders && list.length === 0 ? <p className="board-empty">{m.board.empty}</p> : null}
              {list.map((order) => (
                <Ticket
                  key={order.id}
                  order={order}
                  kind={kind}
                  isNew={newIds.has(order.id)}
                  now={now}
                  onTick={kind === 'backoffice' ? tick : undefined}
                />
              ))}
            </section>
          );
        })}
      </div>
    </main>
  );
}
