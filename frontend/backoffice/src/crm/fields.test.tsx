import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { MomentField, MoneyField } from './fields';

function shown(element: React.ReactNode, record: Record<string, unknown>) {
  const { container } = render(<RecordContextProvider value={record}>{element}</RecordContextProvider>);
  return container.textContent;
}

describe('the crm fields', () => {
  it.each([
    ['24.95', '24,95 EUR'],
    ['1234.5', '1.234,50 EUR'],
    ['0.00', '0,00 EUR'],
    ['', ''],
    [undefined, ''],
  ])('show the money %s as %s', (totalGross, text) => {
    expect(shown(<MoneyField source="totalGross" />, { id: 1, totalGross })).toBe(text);
  });

  it.each([
    // winter: UTC+1; summer: UTC+2; a late evening in UTC is the next day in Vienna
    ['2026-11-24T11:30:00Z', '24.11.2026 12:30'],
    ['2026-07-01T22:15:00Z', '02.07.2026 00:15'],
    [null, ''],
    [undefined, ''],
  ])('show the moment %s in Vienna as %s', (lastOrderAt, text) => {
    expect(shown(<MomentField source="lastOrderAt" />, { id: 1, lastOrderAt })).toBe(text);
  });

  it('read the field they are given', () => {
    const record = { id: 1, lastOrderAt: '2026-11-24T11:30:00Z', createdAt: '2026-01-02T08:00:00Z' };
    expect(shown(<MomentField source="createdAt" />, record)).toBe('02.01.2026 09:00');
  });
});
