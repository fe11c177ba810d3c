import { describe, expect, it } from 'vitest';
import { csvNumber, csvText, toCsv } from './csv';
import { ORDER_ORIGINS, ORDERS, POPULAR_ITEMS, PREVIOUS_ORDERS, REVENUE, REVENUE_ORIGINS } from './fixtures/statistics';
import {
  csvFileName,
  hourInterval,
  isEmpty,
  rankingChart,
  rankingTable,
  seriesChart,
  seriesTable,
  tableCsv,
} from './model';
import type { Statistic } from './api';

const BOM = '\uFEFF';

const minutes = (kind: string, from: string, values: number[]): Statistic => ({
  kind,
  from,
  to: from.replace(/\d{2}$/, (day) => String(Number(day) + values.length - 1).padStart(2, '0')),
  shape: 'series',
  unit: 'count',
  total: values.reduce((sum, value) => sum + value, 0),
  series: values.map((value, index) => ({
    date: from.replace(/\d{2}$/, (day) => String(Number(day) + index).padStart(2, '0')),
    value,
  })),
});

describe('working time in hours and minutes', () => {
  const worked = minutes('working-activities', '2026-11-23', [490, 0, 550]);
  const planned = minutes('working-schedules', '2026-11-23', [510, 510, 510]);
  const before = minutes('working-activities', '2026-11-20', [490, 0, 0]);

  it('shows hours and minutes with the sums as the last row; the CSV keeps the minutes', () => {
    const table = seriesTable(
      [
        { name: 'Gearbeitet', statistic: worked },
        { name: 'Geplant', statistic: planned },
      ],
      { name: 'Vorperiode', statistic: before },
      { minutes: true },
    );

    expect(table.columns).toEqual(['Datum', 'Gearbeitet', 'Geplant', 'Vorperiode']);
    expect(table.rows.map((row) => row.map((cell) => cell.display))).toEqual([
      ['23.11.2026', '8:10 h', '8:30 h', '8:10 h'],
      ['24.11.2026', '0:00 h', '8:30 h', '0:00 h'],
      ['25.11.2026', '9:10 h', '8:30 h', '0:00 h'],
      ['Summe', '17:20 h', '25:30 h', '8:10 h'],
    ]);
    expect(tableCsv(table)).toBe(
      `${BOM}Datum;Gearbeitet (Minuten);Geplant (Minuten);Vorperiode (Minuten)\r\n` +
        '23.11.2026;490;510;490\r\n24.11.2026;0;510;0\r\n25.11.2026;550;510;0\r\nSumme;1040;1530;490\r\n',
    );
  });

  it('labels the chart axis and tooltip in hours and minutes, on whole hours at least', () => {
    const chart = seriesChart([{ name: 'Gearbeitet', statistic: worked }], undefined, { minutes: true });
    const axis = chart.yAxis as { minInterval: number; axisLabel: { formatter: (value: number) => string } };
    const tooltip = chart.tooltip as { valueFormatter: (value: number) => string };

    expect(axis.minInterval).toBe(60);
    // 550 minutes at most: a tick every 2 hours, the top on the tick above (10:00 h), not at 9:10 h
    expect(axis as unknown as { interval: number; max: number }).toMatchObject({ interval: 120, max: 600 });
    expect([hourInterval(0), hourInterval(360), hourInterval(361), hourInterval(1890), hourInterval(40000)]).toEqual([
      60, 60, 120, 360, 7200,
    ]);
    expect(axis.axisLabel.formatter(120)).toBe('2:00 h');
    expect(tooltip.valueFormatter(550)).toBe('9:10 h');
  });
});

describe('CSV for Excel in German', () => {
  it('separates by semicolons, writes decimal commas, quotes what needs it, ends lines with CRLF after a BOM', () => {
    expect(
      toCsv(
        ['Name', 'Wert'],
        [
          [csvText('Semmel; klein'), csvNumber('12.50')],
          [csvText('Kaiser "groß"'), csvNumber(3)],
          [csvText('+43 1 234'), csvNumber(0.5)],
        ],
      ),
    ).toBe(`${BOM}Name;Wert\r\n"Semmel; klein";12,50\r\n"Kaiser ""groß""";3\r\n+43 1 234;0,5\r\n`);
  });

  it('exports a series with the previous period as one row per day', () => {
    const table = seriesTable([{ name: 'Bestellungen', statistic: ORDERS }], {
      name: 'Vorperiode',
      statistic: PREVIOUS_ORDERS,
    });
    expect(tableCsv(table)).toBe(
      `${BOM}Datum;Bestellungen;Vorperiode\r\n23.11.2026;2;1\r\n24.11.2026;0;3\r\n25.11.2026;5;0\r\n`,
    );
    expect(table.rows[2].map((cell) => cell.display)).toEqual(['25.11.2026', '5', '0']);
  });

  it('exports money as decimal numbers and shows it in euros', () => {
    const table = seriesTable([{ name: 'Umsatz', statistic: REVENUE }]);
    expect(tableCsv(table)).toBe(`${BOM}Datum;Umsatz\r\n23.11.2026;34,50\r\n24.11.2026;0,00\r\n25.11.2026;1200,00\r\n`);
    expect(table.rows.map((row) => row[1].display)).toEqual(['34,50 EUR', '0,00 EUR', '1.200,00 EUR']);
  });

  it('exports a ranking with rank, name, value and share in percent; formula-like names stay text', () => {
    const table = rankingTable([{ name: 'Menge', statistic: POPULAR_ITEMS }], 'Name');
    expect(tableCsv(table)).toBe(
      `${BOM}Rang;Name;Menge;Anteil (%)\r\n` +
        `1;"Wiener Schnitzel; groß";9;75,00\r\n` +
        `2;"Semmel ""hausgemacht""";2;16,67\r\n` +
        `3;'=Kernöl;1;8,33\r\n`,
    );
    expect(table.columns).toEqual(['Rang', 'Name', 'Menge', 'Anteil']);
    expect(table.rows[1].map((cell) => cell.display)).toEqual(['2', 'Semmel "hausgemacht"', '2', '16,7 %']);
  });

  it('puts orders and revenue by origin side by side, in the order of the first ranking', () => {
    const table = rankingTable(
      [
        { name: 'Bestellungen', statistic: ORDER_ORIGINS },
        { name: 'Umsatz', statistic: REVENUE_ORIGINS },
      ],
      'Name',
    );
    expect(tableCsv(table)).toBe(
      `${BOM}Rang;Name;Bestellungen;Umsatz;Anteil (%)\r\n1;Takeaway;5;234,50;71,43\r\n2;Lieferung;2;1000,00;28,57\r\n`,
    );
  });

  it('names hours as times of day and keeps all 24 in order', () => {
    const hours = {
      ...ORDERS,
      kind: 'order-times',
      shape: 'ranking' as const,
      ranking: Array.from({ length: 24 }, (_, hour) => ({
        key: String(hour),
        label: String(hour),
        value: hour === 12 ? 7 : 0,
        share: hour === 12 ? 1 : 0,
      })),
    };
    const table = rankingTable([{ name: 'Bestellungen', statistic: hours }], 'Uhrzeit', { hours: true });
    expect(table.columns).toEqual(['Uhrzeit', 'Bestellungen', 'Anteil']);
    expect(table.rows).toHaveLength(24);
    expect(table.rows[12].map((cell) => cell.display)).toEqual(['12 Uhr', '7', '100,0 %']);
  });

  it('names the file after kind and range', () => {
    expect(csvFileName('orders', '2026-11-01', '2026-11-25')).toBe('statistik-orders-2026-11-01-2026-11-25.csv');
  });
});

describe('charts and empty states', () => {
  it('draws the top rows only and does not put revenue on the orders axis', () => {
    const option = rankingChart(
      [
        { name: 'Bestellungen', statistic: ORDER_ORIGINS },
        { name: 'Umsatz', statistic: REVENUE_ORIGINS },
      ],
      {},
    );
    expect(option.series).toEqual([{ type: 'bar', name: 'Bestellungen', data: [2, 5] }]);
    const top = rankingChart([{ name: 'Menge', statistic: POPULAR_ITEMS }], { limit: 2 });
    expect((top.yAxis as { data: string[] }).data).toEqual(['Semmel "hausgemacht"', 'Wiener Schnitzel; groß']);
  });

  it('is empty only when every total is zero', () => {
    expect(isEmpty([ORDERS])).toBe(false);
    expect(
      isEmpty([
        { ...REVENUE, total: '0.00' },
        { ...ORDERS, total: 0 },
      ]),
    ).toBe(true);
  });
});
