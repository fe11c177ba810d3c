/**
 * Public API shapes the storefront reads (docs/api.md).
 *
 * Hand-written until the OpenAPI schema is committed and `npm run gen:types` produces
 * schema.gen.ts; then these become aliases of the generated types.
 */
import type { OpeningHourRule } from '../rules/openingHours';

export interface Division {
  id: number;
  name: string;
  identifier: string;
  description: string;
}

export interface DeliveryArea {
  id: number;
  area: string;
  price: string;
  tax: string;
  free: boolean;
  freeFromOrderValue: string | null;
  minimumOrderValue: string | null;
}

/** A branch as the public endpoints return it (without apiKey). */
export interface Branch {
  id: number;
  division: number | null;
  identifier: string;
  name: string;
  description: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  keywords: string;
  isPublic: boolean;
  openingHours: OpeningHourRule[];
  deliveryHours: OpeningHourRule[];
  isDeliveryHoursEnabled: boolean;
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  orderableFrom: string | null;
  closedMessage: string;
  deliveryAreas: DeliveryArea[];
}

/** The fields of the config object the storefront shell uses; the server sends more. */
export interface Config {
  shopName: string;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  businessName: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  termsAndConditions: string;
  termsAndConditionsText: string;
  privacyPolicy: string;
  privacyPolicyText: string;
  imprint: string;
  imprintText: string;
  allergens: string;
  allergensText: string;
  currency: string;
  enablePluginPWA: boolean;
  enablePluginToolbar: boolean;
  enablePluginHomePage: boolean;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
  themeColors?: Record<string, string>;
  themeFont?: string;
  themeFontUrl?: string;
  themeBorderRadius?: string;
}
