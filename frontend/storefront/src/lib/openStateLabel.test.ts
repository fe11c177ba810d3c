import { describe, expect, it } from 'vitest';

import { openStateLabel } from './openStateLabel';

describe('openStateLabel', () => {
  const today = '2026-03-04';

  it.each([
    [{ status: 'open', closesAt: '18:00', closesOn: '2026-03-04' }, 'Geöffnet bis 18:00'],
    [{ status: 'closing-soon', closesAt: '18:00', closesOn: '2026-03-04' }, 'Geöffnet bis 18:00'],
    [{ status: 'open', closesAt: '02:00', closesOn: '2026-03-05' }, 'Geöffnet bis 02:00'],
    [{ status: 'open', closesAt: '24:00', closesOn: '2026-03-06' }, 'Geöffnet bis 06.03.2026 24:00'],
    [{ status: 'open', closesAt: '24:00', closesOn: '2026-03-11' }, 'Durchgehend geöffnet'],
    [{ status: 'closed', closesAt: null, closesOn: null }, 'Geschlossen'],
  ] as const)('%o reads %s', (state, expected) => {
    expect(openStateLabel(state, today)).toBe(expected);
  });
});
