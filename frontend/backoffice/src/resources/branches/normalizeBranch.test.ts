import { describe, expect, it } from 'vitest';
import { normalizeBranch, normalizeDecimal, normalizeRule } from './normalizeBranch';

describe('normalizeRule', () => {
  it('keeps the date of a one-off rule and drops it from others', () => {
    expect(normalizeRule({ type: 'once', date: '2026-12-24', isClosed: true, from: '', to: '' })).toEqual({
      type: 'once',
      date: '2026-12-24',
      isClosed: true,
      from: null,
      to: null,
    });
    expect(normalizeRule({ type: 'monday', date: '2026-12-24', from: '08:00', to: '24:00' })).toEqual({
      type: 'monday',
      date: null,
      isClosed: false,
      from: '08:00',
      to: '24:00',
    });
  });

  it('defaults a new row to a daily rule', () => {
    expect(normalizeRule({})).toEqual({ type: 'daily', date: null, isClosed: false, from: null, to: null });
  });
});

describe('normalizeBranch', () => {
  it('turns German decimal commas into points and blanks into null', () => {
    const result = normalizeBranch({
      name: 'Graz',
      orderableFrom: '',
      deliveryAreas: [{ id: 3, area: '8010', price: '3,50', tax: '10', free: undefined, freeFromOrderValue: '', minimumOrderValue: '15,00' }],
      openingHours: [{ type: 'daily', from: '10:00', to: '22:00' }],
    });
    expect(result).toEqual({
      name: 'Graz',
      orderableFrom: null,
      deliveryAreas: [
        { id: 3, area: '8010', price: '3.50', tax: '10', free: false, freeFromOrderValue: null, minimumOrderValue: '15.00' },
      ],
      openingHours: [{ type: 'daily', date: null, isClosed: false, from: '10:00', to: '22:00' }],
    });
  });

  it('sends tags as ids, whether still read as {id, name} or chosen in the form, and keeps image references', () => {
    const logo = { id: 5, version: 2, extension: 'png' };
    const result = normalizeBranch({
      tags: [{ id: 3, name: 'Vegan' }, 7],
      logo,
      images: [{ id: 9, version: 0, extension: 'jpg' }],
    });
    expect(result).toEqual({ tags: [3, 7], logo, images: [{ id: 9, version: 0, extension: 'jpg' }] });
    expect(normalizeBranch({ tags: [] })).toEqual({ tags: [] });
  });

  it('leaves absent fields absent', () => {
    expect(normalizeBranch({ name: 'Wien' })).toEqual({ name: 'Wien' });
    expect(normalizeDecimal(undefined)).toBeNull();
  });
});
