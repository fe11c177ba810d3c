import { describe, expect, it } from 'vitest';

import { melodySamples } from './music';
import { createFlakes, fall, flakeCount } from './snow';
import { animatedTitle, baseTitle } from './title';

describe('snow', () => {
  it('has at most 350 flakes, 250 under 560 px', () => {
    expect([flakeCount(1280), flakeCount(560), flakeCount(559), flakeCount(320)]).toEqual([350, 350, 250, 250]);
    expect(createFlakes(1280, 800, () => 0.5)).toHaveLength(350);
    expect(createFlakes(375, 800, () => 0.5)).toHaveLength(250);
  });

  it('falls and starts again at the top', () => {
    const flakes = [{ x: 10, y: 795, radius: 2, speed: 50, drift: 10 }];
    fall(flakes, 0.1, 100, 800);
    expect(flakes[0]).toEqual({ x: 11, y: 800, radius: 2, speed: 50, drift: 10 });
    fall(flakes, 0.1, 100, 800);
    expect(flakes[0]?.y).toBe(-2);
  });
});

describe('animated title', () => {
  it('puts a changing symbol before the title and takes it away again', () => {
    expect(animatedTitle('Kornfeld', 0)).toBe('❄ Kornfeld');
    expect(animatedTitle('❄ Kornfeld', 1)).toBe('★ Kornfeld');
    expect(animatedTitle('★ Kornfeld', 2)).toBe('✶ Kornfeld');
    expect(baseTitle('✶ Kornfeld')).toBe('Kornfeld');
    expect(baseTitle('Kornfeld')).toBe('Kornfeld');
  });
});

describe('music', () => {
  it('is a quiet melody of 4.8 seconds (16 beats of 0.3 s) at the given sample rate', () => {
    const samples = melodySamples(8000);
    expect(samples).toHaveLength(38400);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(0.16);
  });
});
