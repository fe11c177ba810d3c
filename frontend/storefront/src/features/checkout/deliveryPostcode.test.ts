import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { describe, expect, it } from 'vitest';

import { deliveryPostcode } from './deliveryPostcode';

const area = (id: number, name: string, postcodes: string[]): DeliveryArea =>
  ({
    id,
    area: name,
    postcodes,
    price: '2.90',
    tax: '20.00',
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: null,
  }) as DeliveryArea;
const areas = [area(1, '1060 Mariahilf', ['1060']), area(2, '1010 Innere Stadt', ['1010'])];
const draft = { zipCode: '', deliveryZipCode: '', isDeliveryAddressDifferent: false };

describe('the delivery area of the typed postcode', () => {
  it('is none before a postcode is typed, and not unserved', () => {
    expect(deliveryPostcode(areas, draft, true)).toEqual({
      field: 'zipCode',
      postcode: '',
      area: null,
      isUnserved: false,
    });
  });

  it('is the area listing the customer postcode', () => {
    expect(deliveryPostcode(areas, { ...draft, zipCode: ' 1010 ' }, true).area?.id).toBe(2);
  });

  it('reads the different delivery address when there is one', () => {
    const result = deliveryPostcode(
      areas,
      { zipCode: '1010', deliveryZipCode: '1234', isDeliveryAddressDifferent: true },
      true,
    );
    expect(result).toEqual({ field: 'deliveryZipCode', postcode: '1234', area: null, isUnserved: true });
    // not offered (the address is not asked for): the customer's postcode
    expect(
      deliveryPostcode(areas, { zipCode: '1010', deliveryZipCode: '1234', isDeliveryAddressDifferent: true }, false)
        .area?.id,
    ).toBe(2);
  });
});
