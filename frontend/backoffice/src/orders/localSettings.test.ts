import { describe, expect, it } from 'vitest';
import { readLocalSettings, writeLocalSetting } from './localSettings';

describe('local settings (spec §3, §9)', () => {
  it('shows product and customer data by default', () => {
    expect(readLocalSettings()).toEqual({ showProductData: true, showCustomerData: true });
  });

  it("hides with '0' under the spec's keys, anything else shows", () => {
    window.localStorage.setItem('settings.show_product_data', '0');
    window.localStorage.setItem('settings.show_customer_data', 'true');
    expect(readLocalSettings()).toEqual({ showProductData: false, showCustomerData: true });
  });

  it("stores '0' and '1'", () => {
    writeLocalSetting('showCustomerData', false);
    expect(window.localStorage.getItem('settings.show_customer_data')).toBe('0');
    writeLocalSetting('showCustomerData', true);
    expect(window.localStorage.getItem('settings.show_customer_data')).toBe('1');
    expect(readLocalSettings().showCustomerData).toBe(true);
  });
});
