import { describe, expect, it } from 'vitest';
import { offeredUnits } from '@bestellwerk/common/rules/units';
import type { PublicMenu } from '../api';
import type { PhoneOrderForm, Product } from './phoneOrder';
import {
  deliveryTypes,
  EMPTY_FORM,
  menuProducts,
  needsAddress,
  newLine,
  paymentMethods,
  pricedProduct,
  splitErrors,
  toDraft,
} from './phoneOrder';

const semmel = { id: 3, name: 'Semmel', price: '0.60', unit: 'piece', defaultQuantity: '2' } as Product;
const brot = {
  id: 4,
  name: 'Roggenbrot',
  price: '4.20',
  unit: 'piece',
  defaultUnit: 'kilogram',
  alternativeUnits: [{ unit: 'kilogram' }],
  config: { parts: [{ name: 'Geschnitten', type: 'select', options: [{ name: 'Ja' }, { name: 'Nein' }] }] },
} as unknown as Product;

const form = (patch: Partial<PhoneOrderForm> = {}): PhoneOrderForm => ({
  ...EMPTY_FORM,
  branch: 5,
  firstName: ' Erika ',
  lastName: 'Musterfrau',
  phone: '0664 1234567',
  street: 'Gasse 1',
  zipCode: '1060',
  city: 'Wien',
  ...patch,
});

describe('the phone order draft', () => {
  it('sends a takeaway order without address, with the parts aligned to the product and asap', () => {
    // given
    const lines = [{ ...newLine(brot, 1), amount: ' 1,5 ', parts: [{ options: [1] }] }, newLine(semmel, 2)];

    // when
    const draft = toDraft(form({ comment: ' Bitte läuten ' }), lines, false);

    // then
    expect(draft).toEqual({
      branch: 5,
      items: [
        { product: 4, amount: '1,5', unit: 'kilogram', parts: [{ options: [1] }] },
        { product: 3, amount: '2', unit: 'piece', parts: [] },
      ],
      isDelivery: false,
      isDineIn: false,
      table: null,
      deliveryArea: null,
      appointmentDate: null,
      firstName: 'Erika',
      lastName: 'Musterfrau',
      phone: '0664 1234567',
      email: '',
      comment: 'Bitte läuten',
      paymentMethod: null,
    });
  });

  it('sends a delivery with address, area, payment and the appointment as a UTC instant (Vienna wall time)', () => {
    const draft = toDraft(
      form({
        deliveryType: 'delivery',
        deliveryArea: 9,
        table: 2,
        appointment: '2030-01-15T18:30',
        paymentMethod: 'atm-card',
      }),
      [newLine(semmel, 1)],
      true,
    );
    expect(draft).toMatchObject({
      isDelivery: true,
      isDineIn: false,
      table: null,
      deliveryArea: 9,
      appointmentDate: '2030-01-15T17:30:00.000Z',
      street: 'Gasse 1',
      floor: '',
      door: '',
      zipCode: '1060',
      city: 'Wien',
      paymentMethod: 'atm-card',
    });
  });

  it('sends the table of a dine-in order', () => {
    expect(toDraft(form({ deliveryType: 'dineIn', table: 2 }), [], false)).toMatchObject({ isDineIn: true, table: 2 });
  });
});

describe('what the branch offers', () => {
  it('lists its order types and the payments a caller can make', () => {
    const branch = { isTakeawayEnabled: false, isDeliveryEnabled: true, isDineInEnabled: true };
    expect(deliveryTypes(branch)).toEqual(['delivery', 'dineIn']);
    expect(paymentMethods({ isCashEnabled: true, isATMCardEnabled: false, isHydroAGVoucherEnabled: true })).toEqual([
      'cash',
      'hydro-ag-voucher',
    ]);
  });

  it('asks for the address for deliveries and where the branch requires it', () => {
    const branch = { isTakeawayAddressRequired: false, isDineInAddressRequired: true };
    expect(needsAddress(branch, 'delivery')).toBe(true);
    expect(needsAddress(branch, 'takeaway')).toBe(false);
    expect(needsAddress(branch, 'dineIn')).toBe(true);
  });

  it('offers each enabled product of the menu once, with its category', () => {
    const menu = {
      id: 1,
      name: 'Sommer',
      availableFrom: '2026-01-01T00:00:00Z',
      catalog: [
        { category: { name: 'Gebäck' }, products: [semmel, { ...semmel, id: 8, isEnabled: false }] },
        { category: { name: 'Brot' }, products: [brot, semmel] },
      ],
    } as unknown as PublicMenu;
    expect(menuProducts(menu).map(({ product, category }) => [product.name, category])).toEqual([
      ['Semmel', 'Gebäck'],
      ['Roggenbrot', 'Brot'],
    ]);
  });

  it("offers a line in the product's unit and its alternative units (common's offeredUnits), a unit-less product in pieces", () => {
    expect(offeredUnits(pricedProduct(brot))).toEqual(['piece', 'kilogram']);
    const unitless = { id: 9, name: 'Gutschein', price: '10.00' } as Product;
    expect(offeredUnits(pricedProduct(unitless))).toEqual(['piece']);
    expect(newLine(unitless, 1).unit).toBe('piece');
  });
});

describe("the server's refusals", () => {
  it('are split into field errors (first per field) and general messages', () => {
    expect(
      splitErrors([
        { field: 'firstName', message: 'Dieses Feld ist erforderlich.', code: 'required' },
        { field: 'firstName', message: 'zweite', code: 'x' },
        { message: 'Derzeit haben wir leider geschlossen.', code: 'closed' },
      ]),
    ).toEqual({
      fields: { firstName: 'Dieses Feld ist erforderlich.' },
      general: ['Derzeit haben wir leider geschlossen.'],
    });
  });
});
