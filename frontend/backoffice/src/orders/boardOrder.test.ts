import { describe, expect, it } from 'vitest';
import { ageText, itemLine, readyByText, sortForBoard, timeLabel } from './boardOrder';
import { makeOrder } from './testOrders';

// Wednesday 25 November 2026, 12:15 in Vienna (UTC+1)
const NOW = new Date('2026-11-25T11:15:00Z');

describe('board order: as soon as possible first (oldest on top), then appointments by time', () => {
  it('sorts a rush exactly', () => {
    const orders = [
      makeOrder({ id: 1, createdAt: '2026-11-25T11:10:00Z' }),
      makeOrder({ id: 2, createdAt: '2026-11-25T10:00:00Z', appointmentDate: '2026-11-25T12:30:00Z' }),
      makeOrder({ id: 3, createdAt: '2026-11-25T11:02:00Z' }),
      makeOrder({ id: 4, createdAt: '2026-11-25T10:30:00Z', appointmentDate: '2026-11-25T11:45:00Z' }),
      makeOrder({ id: 5, createdAt: '2026-11-25T11:14:00Z' }),
      // an accepted counter appointment counts, not the wish
      makeOrder({
        id: 6,
        createdAt: '2026-11-25T09:00:00Z',
        appointmentDate: '2026-11-25T11:30:00Z',
        appointment: '2026-11-25T13:00:00Z',
      }),
      makeOrder({ id: 7, createdAt: '2026-11-25T11:02:00Z' }),
    ];
    expect(sortForBoard(orders).map((order) => order.id)).toEqual([3, 7, 1, 5, 4, 2, 6]);
    // the input is left as it was
    expect(orders.map((order) => order.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('age and due labels', () => {
  it.each([
    ['2026-11-25T11:14:31Z', 'gerade eingegangen'],
    ['2026-11-25T11:14:00Z', 'vor 1 Min.'],
    ['2026-11-25T11:07:59Z', 'vor 7 Min.'],
    ['2026-11-25T10:15:00Z', 'vor 1 Std. 0 Min.'],
    ['2026-11-25T09:10:00Z', 'vor 2 Std. 5 Min.'],
    ['2026-11-25T11:16:00Z', 'gerade eingegangen'],
  ])('placed at %s reads %j', (createdAt, label) => {
    expect(ageText(createdAt, NOW)).toBe(label);
  });

  it("reads 'fällig 12:30' for an appointment today and names another day", () => {
    expect(timeLabel(makeOrder({ appointmentDate: '2026-11-25T11:30:00Z' }), NOW)).toBe('fällig 12:30');
    expect(timeLabel(makeOrder({ appointmentDate: '2026-11-26T10:00:00Z' }), NOW)).toBe('fällig 26.11.2026 11:00');
    expect(timeLabel(makeOrder({ createdAt: '2026-11-25T11:03:00Z' }), NOW)).toBe('vor 12 Min.');
  });

  it("reads the ready-by time as 'fertig um 12:45'", () => {
    expect(readyByText('2026-11-25T11:45:00Z')).toBe('fertig um 12:45');
    expect(readyByText(null)).toBe('');
  });
});

describe('items at a glance', () => {
  it('reads pieces as a count with the chosen options short', () => {
    expect(
      itemLine({
        amount: '2',
        unit: 'piece',
        name: 'Wiener Schnitzel vom Kalb',
        parts: [
          { name: 'Beilage', type: 'select', options: [0], names: ['Pommes'] },
          { name: 'Extras', type: 'multiselect', options: [0, 1], names: ['Preiselbeeren', 'Gurkensalat'] },
        ],
      }),
    ).toBe('2 × Wiener Schnitzel vom Kalb (Pommes, Preiselbeeren, Gurkensalat)');
  });

  it('reads other units with their short name, and texts as written', () => {
    expect(itemLine({ amount: '1.5', unit: 'kilogram', name: 'Bergkäse', parts: [] })).toBe('1,5 kg Bergkäse');
    expect(
      itemLine({
        amount: '1',
        unit: 'piece',
        name: 'Torte',
        parts: [{ name: 'Aufschrift', type: 'text', text: 'Alles Gute' }],
      }),
    ).toBe('1 × Torte (Alles Gute)');
  });
});
