import { ApiError } from '@bestellwerk/common/api/client';
import { describe, expect, it } from 'vitest';

import { makeBranch } from '../../testing/fixtures';
import { fieldRules, submitLabel, type SubmitState } from './checkoutRules';
import { checkoutErrors, isKeyReused, NO_ERRORS, withPostcodeErrors } from './fieldErrors';

const OPEN: SubmitState = {
  isQuotationRequired: false,
  isPreorderEnabled: false,
  isOpenForOrders: true,
  isDeliveryOpen: true,
  isDelivery: false,
  isMinimumOrderValueReached: true,
};

describe('submitLabel', () => {
  it.each<[string, Partial<SubmitState>, string | null]>([
    ['open', {}, 'Bestellung abschicken'],
    [
      'a quotation branch, even closed',
      { isQuotationRequired: true, isOpenForOrders: false },
      'Angebotsanfrage abschicken',
    ],
    [
      'closed with preorders',
      { isOpenForOrders: false, isDeliveryOpen: false, isPreorderEnabled: true },
      'Vorbestellung abschicken',
    ],
    ['closed without preorders', { isOpenForOrders: false, isDeliveryOpen: false }, null],
    ['delivery, open and minimum reached', { isDelivery: true }, 'Bestellung abschicken'],
    ['delivery below the minimum order value', { isDelivery: true, isMinimumOrderValueReached: false }, null],
    [
      'delivery below the minimum, preorders on',
      { isDelivery: true, isMinimumOrderValueReached: false, isPreorderEnabled: true },
      null,
    ],
    [
      'delivery closed while the shop is open, preorders on',
      { isDelivery: true, isDeliveryOpen: false, isPreorderEnabled: true },
      'Vorbestellung abschicken',
    ],
    ['delivery closed, no preorders', { isDelivery: true, isDeliveryOpen: false }, null],
    ['takeaway ignores the minimum order value', { isMinimumOrderValueReached: false }, 'Bestellung abschicken'],
  ])('%s', (_, state, expected) => {
    expect(submitLabel({ ...OPEN, ...state })).toBe(expected);
  });
});

describe('fieldRules', () => {
  it('asks for e-mail, phone and address by the flags of the chosen type', () => {
    const branch = makeBranch({
      isDeliveryEmailRequired: true,
      isDeliveryAddressRequired: true,
      isTakeawayPhoneRequired: true,
    });
    expect(fieldRules(branch, 'delivery')).toEqual({
      isEmailRequired: true,
      isPhoneRequired: false,
      isAddressShown: true,
      isTableShown: false,
      isReachShown: true,
      isTableOrder: false,
      isContactShown: true,
      isDeliveryAddressOffered: true,
    });
    expect(fieldRules(branch, 'takeaway')).toMatchObject({
      isEmailRequired: false,
      isPhoneRequired: true,
      isAddressShown: false,
      isDeliveryAddressOffered: false,
    });
    // a takeaway with an address: no separate delivery address
    expect(fieldRules({ ...branch, isTakeawayAddressRequired: true }, 'takeaway')).toMatchObject({
      isAddressShown: true,
      isDeliveryAddressOffered: false,
    });
  });

  it('hides e-mail and phone for dine-in with table selection unless one of them is required', () => {
    const tables = makeBranch({ isDineInEnabled: true, isTableSelectionEnabled: true });
    expect(fieldRules(tables, 'dineIn')).toMatchObject({
      isTableShown: true,
      isReachShown: false,
      isTableOrder: true,
      isContactShown: false,
    });
    expect(fieldRules({ ...tables, isDineInPhoneRequired: true }, 'dineIn')).toMatchObject({ isReachShown: true });
    expect(fieldRules({ ...tables, isTableSelectionEnabled: false }, 'dineIn')).toMatchObject({
      isTableShown: false,
      isReachShown: true,
    });
  });
});

describe('checkoutErrors', () => {
  it('groups the server errors by field and keeps every message for the list', () => {
    const error = new ApiError(400, [
      { message: 'Dieses Feld ist erforderlich.', field: 'firstName' },
      { message: 'Bitte akzeptieren Sie die AGB.', field: 'legalInstructions' },
      { message: 'Derzeit haben wir leider geschlossen.' },
    ]);
    expect(checkoutErrors(error)).toEqual({
      list: [
        'Vorname: Dieses Feld ist erforderlich.',
        'Bitte akzeptieren Sie die AGB.',
        'Derzeit haben wir leider geschlossen.',
      ],
      byField: { firstName: ['Dieses Feld ist erforderlich.'], legalInstructions: ['Bitte akzeptieren Sie die AGB.'] },
      postcodeRefusals: {},
    });
  });

  it('names the fields of the company and the different delivery address', () => {
    const error = new ApiError(400, [
      { message: 'Dieses Feld ist erforderlich.', field: 'companyName', code: 'required' },
      { message: 'Dieses Feld ist erforderlich.', field: 'deliveryFirstName', code: 'required' },
      { message: 'Dieses Feld ist erforderlich.', field: 'deliveryCompanyName', code: 'required' },
      { message: 'Ungültig.', field: 'vatNumber', code: 'invalid' },
    ]);
    expect(checkoutErrors(error).list).toEqual([
      'Firmenname: Dieses Feld ist erforderlich.',
      'Vorname (Lieferadresse): Dieses Feld ist erforderlich.',
      'Firmenname (Lieferadresse): Dieses Feld ist erforderlich.',
      'UID-Nummer: Ungültig.',
    ]);
  });

  it('lists the errors of items as the server words them, naming the product', () => {
    const error = new ApiError(400, [
      { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.', field: 'email', code: 'invalid' },
      {
        message: 'Kleines Frühstück ist derzeit nicht verfügbar.',
        field: 'items.1.product',
        code: 'product_unavailable',
      },
      { message: 'Bergkäse vom Laib: Die Mindestmenge beträgt 0,1 kg.', field: 'items.2.amount', code: 'invalid_item' },
    ]);
    expect(checkoutErrors(error).list).toEqual([
      'E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'Kleines Frühstück ist derzeit nicht verfügbar.',
      'Bergkäse vom Laib: Die Mindestmenge beträgt 0,1 kg.',
    ]);
  });

  it('explains a reused Idempotency-Key as the earlier order that arrived', () => {
    const error = new ApiError(422, [
      {
        message: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
        code: 'idempotency_key_reused',
      },
    ]);
    expect(isKeyReused(error)).toBe(true);
    expect(isKeyReused(new ApiError(400, [{ message: 'Dieses Feld ist erforderlich.', field: 'firstName' }]))).toBe(
      false,
    );
    expect(checkoutErrors(error).list).toEqual([
      'Eine Bestellung mit Ihren vorherigen Angaben ist bereits bei uns eingegangen. Möchten Sie die geänderte Bestellung zusätzlich aufgeben, senden Sie sie bitte erneut ab.',
    ]);
  });

  it('reports a failure without a body as the unknown error', () => {
    expect(checkoutErrors(new ApiError(500, []))).toEqual({
      list: ['Ein unbekannter Fehler ist aufgetreten.'],
      byField: {},
      postcodeRefusals: {},
    });
    expect(checkoutErrors(new TypeError('x')).list).toEqual(['Ein unbekannter Fehler ist aufgetreten.']);
  });

  it("tells the postcode refusals by the server's code 'postcode', not by their wording", () => {
    const errors = checkoutErrors(
      new ApiError(400, [
        { message: 'Diese PLZ beliefern wir nicht mehr.', field: 'zipCode', code: 'postcode' },
        { message: 'Die PLZ darf höchstens 20 Zeichen haben.', field: 'zipCode', code: 'max_length' },
        { message: 'Wir liefern leider nicht an die PLZ 1234.', field: 'deliveryZipCode', code: 'postcode' },
      ]),
    );
    expect(errors.postcodeRefusals).toEqual({
      zipCode: ['Diese PLZ beliefern wir nicht mehr.'],
      deliveryZipCode: ['Wir liefern leider nicht an die PLZ 1234.'],
    });
    expect(errors.byField.zipCode).toEqual([
      'Diese PLZ beliefern wir nicht mehr.',
      'Die PLZ darf höchstens 20 Zeichen haben.',
    ]);
  });
});

describe('withPostcodeErrors', () => {
  const errors = checkoutErrors(
    new ApiError(400, [
      { message: 'Diese PLZ beliefern wir nicht mehr.', field: 'zipCode', code: 'postcode' },
      { message: 'Die PLZ darf höchstens 20 Zeichen haben.', field: 'zipCode', code: 'max_length' },
      { message: 'Dieses Feld ist erforderlich.', field: 'city', code: 'required' },
    ]),
  );

  it("replaces the server's postcode refusals with what the typed postcode decides and keeps the field's other messages", () => {
    expect(withPostcodeErrors(errors, 'zipCode', null)).toEqual({
      zipCode: ['Die PLZ darf höchstens 20 Zeichen haben.'],
      city: ['Dieses Feld ist erforderlich.'],
    });
    expect(withPostcodeErrors(errors, 'zipCode', 'Wir liefern leider nicht an die PLZ 1234.').zipCode).toEqual([
      'Die PLZ darf höchstens 20 Zeichen haben.',
      'Wir liefern leider nicht an die PLZ 1234.',
    ]);
  });

  it("says the typed postcode's problem once, also when the server said it too", () => {
    const same = checkoutErrors(
      new ApiError(400, [{ message: 'Wir liefern leider nicht an die PLZ 1234.', field: 'zipCode', code: 'postcode' }]),
    );
    expect(withPostcodeErrors(same, 'zipCode', 'Wir liefern leider nicht an die PLZ 1234.').zipCode).toEqual([
      'Wir liefern leider nicht an die PLZ 1234.',
    ]);
    expect(withPostcodeErrors(NO_ERRORS, 'zipCode', null)).toEqual({ zipCode: [] });
  });
});
