import { describe, expect, it } from 'vitest';
import { joinPostcodes, normalizeBranch, splitPostcodes } from './normalizeBranch';

describe('normalizeBranch', () => {
  it('turns German decimal commas into points and blanks into null', () => {
    const result = normalizeBranch({
      name: 'Graz',
      orderableFrom: '',
      deliveryAreas: [
        {
          id: 3,
          area: '8010',
          postcodes: '8010, 8020 ;8036,',
          price: '3,50',
          tax: '10',
          free: undefined,
          freeFromOrderValue: '',
          minimumOrderValue: '15,00',
        },
      ],
      openingHours: [{ type: 'daily', from: '10:00', to: '22:00' }],
    });
    expect(result).toEqual({
      name: 'Graz',
      orderableFrom: null,
      deliveryAreas: [
        {
          id: 3,
          area: '8010',
          postcodes: ['8010', '8020', '8036'],
          price: '3.50',
          tax: '10',
          free: false,
          freeFromOrderValue: null,
          minimumOrderValue: '15.00',
        },
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

  it('shows the postcode list as one text and splits it again', () => {
    expect(joinPostcodes(['1060', '1070'])).toBe('1060, 1070');
    expect(joinPostcodes('1060, 10')).toBe('1060, 10');
    expect(splitPostcodes(['1060', '1070'])).toEqual(['1060', '1070']);
    expect(splitPostcodes('  ')).toEqual([]);
    expect(normalizeBranch({ deliveryAreas: [{ area: 'Neu' }] }).deliveryAreas?.[0]?.postcodes).toEqual([]);
  });

  it('leaves absent fields absent', () => {
    expect(normalizeBranch({ name: 'Wien' })).toEqual({ name: 'Wien' });
  });
});
