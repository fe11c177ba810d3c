import { describe, expect, it } from 'vitest';

import { ease, scrollPosition } from './scroll';

const settings = { pause: 2500, duration: 30000, easing: 'linear' as const };

describe('presentation scroll', () => {
  it('eases with swing (slow at both ends) or linearly', () => {
    expect(ease('swing', 0)).toBe(0);
    expect(ease('swing', 0.5)).toBeCloseTo(0.5, 10);
    expect(ease('swing', 1)).toBe(1);
    expect(ease('swing', 0.1)).toBeCloseTo(0.0245, 4);
    expect(ease('linear', 0.1)).toBe(0.1);
  });

  it('pauses at the top, scrolls down, pauses at the bottom, scrolls back up and starts again', () => {
    const at = (ms: number) => scrollPosition(ms, settings, 3000);
    expect([at(0), at(2499), at(2500), at(17500), at(32500), at(34999)]).toEqual([0, 0, 0, 1500, 3000, 3000]);
    expect([at(35000), at(50000), at(65000), at(67500)]).toEqual([3000, 1500, 0, 0]);
  });

  it('moves a whole screen at a time with reduced motion', () => {
    const at = (ms: number) => scrollPosition(ms, settings, 3000, 800);
    expect([at(2500), at(10000), at(17500), at(25000), at(32500)]).toEqual([0, 0, 800, 1600, 3000]);
  });
});
