import type { Branch, Config, Division } from '@bestellwerk/common/api/types';
import type { OpeningHourRule } from '@bestellwerk/common/rules/openingHours';

export function makeConfig(overrides: Partial<Config> = {}): Config {
  return {
    shopName: 'Kornfeld',
    title: 'Kornfeld – Bäckerei & Wirtshaus',
    description: '<p>Frisches Brot, ehrliche Küche.</p>',
    seoTitle: '',
    seoDescription: '',
    businessName: 'Kornfeld Gastro GmbH',
    street: 'Mariahilfer Straße 88',
    zipCode: '1070',
    city: 'Wien',
    phone: '+43 1 5220088',
    email: 'hallo@example.com',
    website: 'https://www.example.com',
    termsAndConditions: '',
    termsAndConditionsText: '',
    privacyPolicy: '',
    privacyPolicyText: '',
    imprint: '',
    imprintText: '',
    allergens: '',
    allergensText: '',
    currency: 'EUR',
    enablePluginPWA: false,
    enablePluginToolbar: false,
    enablePluginHomePage: false,
    enablePluginSearch: false,
    enablePluginTags: false,
    ...overrides,
  };
}

export function rule(
  type: OpeningHourRule['type'],
  from: string | null,
  to: string | null,
  extra: Partial<OpeningHourRule> = {},
): OpeningHourRule {
  return { type, date: null, isClosed: from === null, from, to, ...extra };
}

let nextId = 1;

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  const id = overrides.id ?? nextId++;
  return {
    id,
    division: 1,
    identifier: `filiale-${id}`,
    name: `Filiale ${id}`,
    description: '',
    street: 'Landstraße 31',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    phone: '+43 732 771031',
    email: 'linz@example.com',
    website: '',
    keywords: '',
    tags: [],
    images: [],
    logo: null,
    isPublic: true,
    openingHours: [rule('daily', '08:00', '18:00')],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isPreorderEnabled: false,
    orderableFrom: null,
    closedMessage: '',
    isAppointmentRequired: false,
    isTableSelectionEnabled: false,
    isQuotationRequired: false,
    isDeliveryEmailRequired: false,
    isDineInEmailRequired: false,
    isTakeawayEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDineInPhoneRequired: false,
    isTakeawayPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInAddressRequired: false,
    isTakeawayAddressRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    deliveryAreas: [],
    ...overrides,
  };
}

export function makeDivision(overrides: Partial<Division> & Pick<Division, 'id' | 'name'>): Division {
  return { identifier: overrides.name.toLowerCase(), description: '', ...overrides };
}
