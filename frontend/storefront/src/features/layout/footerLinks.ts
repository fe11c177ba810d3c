/**
 * The legal links of the footer (spec "Header and footer"): an internal page when the config holds
 * the text, else the external URL, else no link.
 */
import type { Config } from '@bestellwerk/common/api/types';

import { messages } from '../../messages';

export type FooterLink =
  | { key: string; label: string; kind: 'internal'; to: string }
  | { key: string; label: string; kind: 'external'; href: string };

const LEGAL_LINKS = [
  {
    key: 'termsAndConditions',
    label: messages.footer.termsAndConditions,
    text: 'termsAndConditionsText',
    url: 'termsAndConditions',
    path: '/site/terms-and-conditions',
  },
  {
    key: 'privacyPolicy',
    label: messages.footer.privacyPolicy,
    text: 'privacyPolicyText',
    url: 'privacyPolicy',
    path: '/site/privacy',
  },
  { key: 'imprint', label: messages.footer.imprint, text: 'imprintText', url: 'imprint', path: '/site/imprint' },
  {
    key: 'allergens',
    label: messages.footer.allergens,
    text: 'allergensText',
    url: 'allergens',
    path: '/site/allergens',
  },
] as const satisfies readonly { text: keyof Config; url: keyof Config; [k: string]: string }[];

type LegalFields = Pick<Config, (typeof LEGAL_LINKS)[number]['text'] | (typeof LEGAL_LINKS)[number]['url']>;

/** Only web and relative addresses become links (never javascript: and the like). */
function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(url);
}

export function footerLinks(config: Partial<LegalFields> | undefined): FooterLink[] {
  if (!config) return [];
  const links: FooterLink[] = [];
  for (const link of LEGAL_LINKS) {
    const text = config[link.text]?.trim();
    const url = config[link.url]?.trim();
    if (text) links.push({ key: link.key, label: link.label, kind: 'internal', to: link.path });
    else if (url && isSafeUrl(url)) links.push({ key: link.key, label: link.label, kind: 'external', href: url });
  }
  return links;
}
