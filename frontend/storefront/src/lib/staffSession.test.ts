import { afterEach, describe, expect, it } from 'vitest';

import { staffSessionEnvironment, staffSessionVersion } from './staffSession';

afterEach(() => {
  document.head.querySelector('meta[name="bw-staff"]')?.remove();
});

describe('staff session marker', () => {
  it('is null for an anonymous page (no marker)', () => {
    expect(staffSessionVersion()).toBeNull();
  });

  it('reads the app version the server put in for a staff session', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="bw-staff" content="1.7.2-dev">');
    expect(staffSessionVersion()).toBe('1.7.2-dev');
  });

  it('reads the environment named beside the version', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="bw-staff" content="1.7.2-dev" data-environment="prod">');
    expect([staffSessionVersion(), staffSessionEnvironment()]).toEqual(['1.7.2-dev', 'prod']);
  });
});
