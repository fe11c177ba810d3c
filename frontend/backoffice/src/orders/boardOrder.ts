/**
 * What a board card reads at a glance: the order's age (or due time for appointments), its items in
 * one line each, and the boards' order (as soon as possible first, oldest first; then appointments by
 * their time). Plain functions of an order and `now`, no React.
 */
import { formatDate, formatTime } from '@bestellwerk/common/format';
import { partLines } from '@bestellwerk/common/orderParts';
import { orderMessages as m } from '../i18n/orders';
import type { Order, OrderItem } from './orderState';
import { dueTime } from './orderState';
import { amountText } from './orderText';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const MINUTE = 60_000;

/** Boards: orders without a time first, the oldest on top; then appointments, the earliest on top. */
export function sortForBoard<T extends Pick<Order, 'id' | 'appointment' | 'appointmentDate' | 'createdAt'>>(
  orders: readonly T[],
): T[] {
  const key = (order: T): [number, number] => {
    const due = dueTime(order);
    return due ? [1, Date.parse(due)] : [0, Date.parse(order.createdAt ?? '')];
  };
  return [...orders].sort((a, b) => {
    const [groupA, timeA] = key(a);
    const [groupB, timeB] = key(b);
    return groupA - groupB || timeA - timeB || a.id - b.id;
  });
}

/** 'gerade eingegangen', 'vor 7 Min.', 'vor 1 Std. 5 Min.' since the order came in. */
export function ageText(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / MINUTE));
  if (minutes < 1) return m.card.justNow;
  if (minutes < 60) return fill(m.card.ageMinutes, { minutes });
  return fill(m.card.ageHours, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The card's time: 'fällig 12:30' (another day: 'fällig 26.11.2026 12:30') for appointments, else the age. */
export function timeLabel(order: Pick<Order, 'appointment' | 'appointmentDate' | 'createdAt'>, now: Date): string {
  const due = dueTime(order);
  if (!due) return ageText(order.createdAt ?? now.toISOString(), now);
  const date = formatDate(due);
  const time = date === formatDate(now) ? formatTime(due) : `${date} ${formatTime(due)}`;
  return fill(m.card.due, { time });
}

/** '2 × Wiener Schnitzel' (pieces) or '50 dag Bergkäse', with the chosen options short: '(Pommes, Preiselbeeren)'. */
export function itemLine(item: Pick<OrderItem, 'amount' | 'unit' | 'name' | 'parts'>): string {
  const amount = item.unit === 'piece' ? `${String(item.amount).replace('.', ',')} ×` : amountText(item);
  const options = partLines({ parts: (item.parts ?? []).map((part) => ({ ...part, name: undefined })) });
  return `${amount} ${item.name}${options.length ? ` (${options.join(', ')})` : ''}`;
}

/** 'Voraussichtlich fertig um 12:45 Uhr' style label for staff: 'fertig um 12:45'. */
export function readyByText(readyBy: string | null | undefined): string {
  return readyBy ? fill(m.card.readyBy, { time: formatTime(readyBy) }) : '';
}
