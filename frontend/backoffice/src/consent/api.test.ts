import { describe, expect, it } from 'vitest';

import { toRequest } from './api';

describe('toRequest', () => {
  it('sends the configuration without the read-only fields, ttl as numbers and empty texts instead of null', () => {
    const form = {
      id: 'x',
      version: 'a'.repeat(64),
      createdAt: '2026-11-25T10:00:00Z',
      googleTagId: 'G-ABC123DEF4',
      facebookPixelId: null,
      services: [
        {
          key: 'google-tag',
          name: 'Google Tag',
          description: null,
          intents: ['analytics', 'marketing'],
          provider: 'Google Ireland Limited, Dublin, Irland',
          privacyPolicy: 'https://policies.google.com/privacy',
          cookies: [{ name: '_ga', ttl: '730', description: 'Unterscheidet Besucher.' }],
          localStorage: null,
        },
      ],
    };
    expect(toRequest(form)).toEqual({
      googleTagId: 'G-ABC123DEF4',
      facebookPixelId: '',
      services: [
        {
          key: 'google-tag',
          name: 'Google Tag',
          description: '',
          intents: ['analytics', 'marketing'],
          provider: 'Google Ireland Limited, Dublin, Irland',
          privacyPolicy: 'https://policies.google.com/privacy',
          cookies: [{ name: '_ga', ttl: 730, description: 'Unterscheidet Besucher.' }],
          localStorage: [],
          sessionStorage: [],
        },
      ],
    });
  });
});
