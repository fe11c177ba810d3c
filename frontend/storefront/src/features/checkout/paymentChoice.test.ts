import { describe, expect, it } from 'vitest';

import { isPriceFinal, paymentChoice } from './paymentChoice';

const config = {
  enableCash: true,
  enablePluginCash: true,
  enableATMCard: true,
  enablePluginATMCard: true,
  enableMollie: true,
  enablePluginMollie: true,
  enableDatatrans: true,
  enablePluginDatatrans: true,
};
const branch = (flags: Record<string, boolean> = {}) => ({
  isCashEnabled: true,
  isATMCardEnabled: true,
  isMollieEnabled: true,
  isDatatransEnabled: true,
  ...flags,
});

describe('paymentChoice', () => {
  it('defaults to cash when offered, else datatrans, else none', () => {
    expect(paymentChoice(config, branch(), true, null)).toEqual({
      methods: ['cash', 'atm-card', 'mollie', 'datatrans'],
      method: 'cash',
    });
    expect(paymentChoice(config, branch({ isCashEnabled: false }), true, null).method).toBe('datatrans');
    expect(
      paymentChoice(config, branch({ isCashEnabled: false, isDatatransEnabled: false }), true, null).method,
    ).toBeNull();
  });

  it('keeps the drafted method while it is offered', () => {
    expect(paymentChoice(config, branch(), true, 'mollie').method).toBe('mollie');
    expect(paymentChoice(config, branch({ isMollieEnabled: false }), true, 'mollie').method).toBe('cash');
  });

  it('offers no online payment while the price is not final', () => {
    expect(paymentChoice(config, branch(), false, 'mollie')).toEqual({ methods: ['cash', 'atm-card'], method: 'cash' });
    expect(paymentChoice(config, branch({ isCashEnabled: false }), false, null)).toEqual({
      methods: ['atm-card'],
      method: null,
    });
  });
});

describe('isPriceFinal', () => {
  it.each([
    [false, { isApproximate: false, totalGross: '24.50' }, true],
    [true, { isApproximate: false, totalGross: '24.50' }, false],
    [false, { isApproximate: true, totalGross: '24.50' }, false],
    [false, { isApproximate: false, totalGross: '0.00' }, false],
    [false, { isApproximate: false, totalGross: '0.01' }, true],
    [false, null, false],
  ])('quotation %s, pricing %j: %s', (isQuotation, pricing, final) => {
    expect(isPriceFinal(isQuotation, pricing)).toBe(final);
  });
});
