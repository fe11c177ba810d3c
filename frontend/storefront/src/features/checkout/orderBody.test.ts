import { describe, expect, it } from 'vitest';

import { makeBranch } from '../../testing/fixtures';
import { type DeliveryChoice, fieldRules } from './checkoutRules';
import { emptyDraft, type OrderDraft } from './draft';
import { type OrderCart, toOrderBody } from './orderBody';

const cart: OrderCart = {
  orderItems: [{ product: 1, amount: '2', unit: null, parts: [] }],
  deliveryArea: 3,
  appointment: '2026-03-05T10:00:00.000Z',
  comment: 'Bitte läuten',
};

const typed: OrderDraft = {
  ...emptyDraft(),
  isCompany: true,
  companyName: 'Kornfeld GmbH',
  vatNumber: 'ATU12345678',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.com',
  phone: '0043 664 1234567',
  street: 'Hauptstraße 1',
  floor: '2',
  stairway: '1',
  door: '7',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  isDeliveryAddressDifferent: true,
  isDeliveryCompany: true,
  deliveryCompanyName: 'Büro Berger',
  deliveryFirstName: 'Lukas',
  deliveryLastName: 'Berger',
  deliveryStreet: 'Ring 5',
  deliveryFloor: '',
  deliveryStairway: '',
  deliveryDoor: '3',
  deliveryZipCode: '9490',
  deliveryCity: 'Vaduz',
  deliveryCountry: 'LI',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
  table: 51,
  donatee: 4,
};

const branch = makeBranch({
  id: 7,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isTableSelectionEnabled: true,
  isDeliveryAddressRequired: true,
  isDeliveryEmailRequired: true,
});

function body(choice: DeliveryChoice, draft: OrderDraft = typed, isDonationEnabled = false) {
  return toOrderBody(draft, cart, {
    branch: 7,
    choice,
    rules: fieldRules(branch, choice),
    paymentMethod: 'cash',
    isDonationEnabled,
  });
}

const common = {
  branch: 7,
  items: [{ product: 1, amount: '2', unit: null, parts: [] }],
  appointmentDate: '2026-03-05T10:00:00.000Z',
  comment: 'Bitte läuten',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
};

describe('toOrderBody', () => {
  it('sends a delivery with company, VAT number, address and the different delivery address', () => {
    expect(body('delivery', typed, true)).toEqual({
      ...common,
      isDelivery: true,
      isDineIn: false,
      table: null,
      deliveryArea: 3,
      donatee: 4,
      isCompany: true,
      companyName: 'Kornfeld GmbH',
      vatNumber: 'ATU12345678',
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.com',
      phone: '+436641234567',
      street: 'Hauptstraße 1',
      floor: '2',
      stairway: '1',
      door: '7',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro Berger',
      deliveryFirstName: 'Lukas',
      deliveryLastName: 'Berger',
      deliveryStreet: 'Ring 5',
      deliveryFloor: '',
      deliveryStairway: '',
      deliveryDoor: '3',
      deliveryZipCode: '9490',
      deliveryCity: 'Vaduz',
      deliveryCountry: 'LI',
    });
  });

  it('leaves out what the takeaway form hides: address, delivery address, area and table', () => {
    const draft = { ...typed, isCompany: false, isDeliveryCompany: false };
    expect(body('takeaway', draft)).toEqual({
      ...common,
      isDelivery: false,
      isDineIn: false,
      table: null,
      deliveryArea: null,
      donatee: null,
      isCompany: false,
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.com',
      phone: '+436641234567',
      isDeliveryAddressDifferent: false,
    });
  });

  it('sends a table order with the first name only and a delivery person without a company name', () => {
    expect(body('dineIn')).toEqual({
      ...common,
      isDelivery: false,
      isDineIn: true,
      table: 51,
      deliveryArea: null,
      donatee: null,
      isCompany: false,
      firstName: 'Anna',
      lastName: '',
      isDeliveryAddressDifferent: false,
    });
    const delivery = body('delivery', { ...typed, isCompany: false, isDeliveryCompany: false });
    expect(delivery).toMatchObject({ isCompany: false, isDeliveryAddressDifferent: true, isDeliveryCompany: false });
    expect(delivery).not.toHaveProperty('companyName');
    expect(delivery).not.toHaveProperty('vatNumber');
    expect(delivery).not.toHaveProperty('deliveryCompanyName');
  });
});
