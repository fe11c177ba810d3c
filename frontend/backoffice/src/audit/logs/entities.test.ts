import { describe, expect, it } from 'vitest';
import { changedFieldKey, entityChoices, entityLabel } from './entities';

describe('log entity names', () => {
  it.each([
    ['order', 'Bestellung'],
    ['product', 'Produkt'],
    ['category', 'Kategorie'],
    ['branch', 'Filiale'],
    ['user', 'Benutzer'],
    ['config', 'Konfiguration'],
    ['formsubmission', 'Anfrage'],
  ])('names %s as %s', (entity, label) => {
    expect(entityLabel(entity)).toBe(label);
  });

  it('keeps an unknown model name and shows nothing for none', () => {
    expect(entityLabel('somethingnew')).toBe('somethingnew');
    expect(entityLabel(undefined)).toBe('');
  });

  it('offers the filter choices in German, sorted', () => {
    expect(entityChoices.slice(0, 3)).toEqual([
      { id: 'department', name: 'Abteilung' },
      { id: 'workingactivity', name: 'Aktivität' },
      { id: 'formsubmission', name: 'Anfrage' },
    ]);
  });

  it("finds a changed field's label key in the entity's resource", () => {
    expect(changedFieldKey('order', 'ticket_number')).toBe('resources.orders.fields.ticketNumber');
    expect(changedFieldKey('orderitem', 'quantity')).toBeNull();
  });
});
