import { useEffect, useState } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { orderMessages as m } from '../../i18n/orders';
import { enableSound, playChime, soundEnabled, soundSupported } from '../alerts';
import { readLocalSettings } from '../localSettings';
import type { BoardColumn, Order } from '../orderState';
import { boardColumn, deliveryType } from '../orderState';
import { partLines } from '@bestellwerk/common/orderParts';
import { amountText, customerName, dueText, paymentText, totalText } from '../orderText';
import { useOrderPolling } from '../useOrderPolling';
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

function Ticket({ order, kind, isNew }: { order: Order; kind: BoardKind; isNew: boolean }) {
  const settings = readLocalSettings();
  const type = m.deliveryTypes[deliveryType(order)];
  const showItems = settings.showProductData && (kind === 'backoffice' || order.items.length > 0);
  return (
    <article className={`board-ticket${isNew ? ' board-ticket--new' : ''}`} aria-label={fill(m.card.ticket, { number: order.ticketNumber })}>
      <header>
        <span className="board-number">{order.ticketNumber}</span>
        <span className="board-due">{dueText(order)}</span>
      </header>
      <p className="board-meta">
        {type}
        {order.tableIdentifier ? ` · ${fill(m.card.table, { table: order.tableIdentifier })}` : ''}
      </p>
      {settings.showCustomerData && customerName(order) ? <p className="board-customer">{customerName(order)}</p> : null}
      {showItems ? (
        <ul className="board-items">
          {order.items.map((item) => (
            <li key={item.index}>
              <strong>{amountText(item)}</strong> {item.name}
              {partLines(item).map((line) => (
                <span key={line} className="board-part">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {order.comment ? <p className="board-comment">{order.comment}</p> : null}
      {kind === 'frontdesk' ? (
        <p className="board-total">
          <span>{totalText(order)}</span> <span>{paymentText(order)}</span>
        </p>
      ) : null}
    </article>
  );
}

/** A full-screen order board for a counter tablet (frontdesk) or the kitchen (backoffice). */
export function DisplayBoard({ address }: { address: BoardAddress | null }) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [sound, setSound] = useState(soundEnabled);
  const { orders, error, newIds } = useOrderPolling<Order>(address ? boardApiUrl(address) : '', {
    onNew: () => playChime(),
    onPolled: () => setUpdatedAt(new Date()),
  });
  const title = address?.kind === 'frontdesk' ? m.display.frontdesk : m.display.backoffice;
  useEffect(() => {
    if (address) document.title = title;
  }, [address, title]);
  if (!address || error?.status === 404) return <InvalidLink />;
  const kind = address.kind;

  return (
    <main className={`board board--${kind}`}>
      <header className="board-header">
        <h1>{title}</h1>
        {error ? <p className="board-offline" role="status">{m.board.offline}</p> : null}
        {updatedAt ? <p className="board-updated">{fill(m.display.updated, { time: formatTime(updatedAt) })}</p> : null}
        {soundSupported() && !sound ? (
          <button type="button" onClick={async () => setSound(await enableSound())}>
            {m.board.soundOn}
          </button>
        ) : null}
      </header>
      <div className="board-columns" style={{ gridTemplateColumns: `repeat(${COLUMNS[kind].length}, minmax(0, 1fr))` }}>
        {COLUMNS[kind].map((column) => {
          const list = (orders ?? []).filter((order) => boardColumn(order) === column);
          return (
            <section key={column} aria-labelledby={`column-${column}`}>
              <h2 id={`column-${column}`}>{`${m.board.columns[column]} (${list.length})`}</h2>
              {orders && list.length === 0 ? <p className="board-empty">{m.board.empty}</p> : null}
              {list.map((order) => (
                <Ticket key={order.id} order={order} kind={kind} isNew={newIds.has(order.id)} />
              ))}
            </section>
          );
        })}
      </div>
    </main>
  );
}
