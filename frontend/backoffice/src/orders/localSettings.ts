/**
 * Local display settings (spec §3, §9): showProductData and showCustomerData, both shown by
 * default; stored in localStorage as settings.show_product_data / settings.show_customer_data,
 * where '0' hides.
 */
export type LocalSettingName = 'showProductData' | 'showCustomerData';

export const LOCAL_SETTING_KEYS: Record<LocalSettingName, string> = {
  showProductData: 'settings.show_product_data',
  showCustomerData: 'settings.show_customer_data',
};

export type LocalSettings = Record<LocalSettingName, boolean>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser: the defaults apply
  }
}

export function readLocalSettings(): LocalSettings {
  const store = storage();
  return {
    showProductData: store?.getItem(LOCAL_SETTING_KEYS.showProductData) !== '0',
    showCustomerData: store?.getItem(LOCAL_SETTING_KEYS.showCustomerData) !== '0',
  };
}

export function writeLocalSetting(name: LocalSettingName, shown: boolean): void {
  storage()?.setItem(LOCAL_SETTING_KEYS[name], shown ? '1' : '0');
}
