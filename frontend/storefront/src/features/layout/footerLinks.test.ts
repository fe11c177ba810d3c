import { describe, expect, it } from 'vitest';

import { makeConfig } from '../../testing/fixtures';
import { footerLinks } from './footerLinks';

describe('footerLinks', () => {
  it('links to the internal page when the config holds the text', () => {
    const config = makeConfig({
      termsAndConditionsText: '## AGB',
      termsAndConditions: 'https://www.example.com/agb',
      privacyPolicyText: 'Datenschutz …',
      imprintText: 'Impressum …',
      allergensText: 'A–R',
    });

    expect(footerLinks(config)).toEqual([
      { key: 'termsAndConditions', label: 'AGB', kind: 'internal', to: '/site/terms-and-conditions' },
      { key: 'privacyPolicy', label: 'Datenschutz', kind: 'internal', to: '/site/privacy' },
      { key: 'imprint', label: 'Impressum', kind: 'internal', to: '/site/imprint' },
      { key: 'allergens', label: 'Allergene', kind: 'internal', to: '/site/allergens' },
    ]);
  });

  it('links to the external URL when there is no text', () => {
    const config = makeConfig({
      termsAndConditions: 'https://www.example.com/agb',
      privacyPolicy: 'https://www.example.com/datenschutz',
      imprint: 'https://www.example.com/impressum',
      allergens: '/allergene.pdf',
    });

    expect(footerLinks(config)).toEqual([
      { key: 'termsAndConditions', label: 'AGB', kind: 'external', href: 'https://www.example.com/agb' },
      { key: 'privacyPolicy', label: 'Datenschutz', kind: 'external', href: 'https://www.example.com/datenschutz' },
      { key: 'imprint', label: 'Impressum', kind: 'external', href: 'https://www.example.com/impressum' },
      { key: 'allergens', label: 'Allergene', kind: 'external', href: '/allergene.pdf' },
    ]);
  });

  it('leaves a link out when there is neither text nor URL', () => {
    const config = makeConfig({ imprintText: 'Impressum …', privacyPolicyText: '   ' });

    expect(footerLinks(config)).toEqual([
      { key: 'imprint', label: 'Impressum', kind: 'internal', to: '/site/imprint' },
    ]);
  });

  it('never links a javascript: URL', () => {
    expect(footerLinks(makeConfig({ imprint: 'javascript:alert(1)' }))).toEqual([]);
  });

  it('has no links before the config is loaded', () => {
    expect(footerLinks(undefined)).toEqual([]);
  });
});
