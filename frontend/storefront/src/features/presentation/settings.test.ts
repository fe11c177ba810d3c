import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS, loadSettings, normalizeSettings, PRESENTATION_KEY, saveSettings } from './settings';

describe('presentation settings', () => {
  it('default to 2500 ms pause, 30000 ms duration and swing', () => {
    expect(DEFAULT_SETTINGS).toEqual({ pause: 2500, duration: 30000, easing: 'swing' });
    expect(loadSettings()).toEqual({ pause: 2500, duration: 30000, easing: 'swing' });
  });

  it('are kept in local storage', () => {
    saveSettings({ pause: 1000, duration: 8000, easing: 'linear' });

    expect(window.localStorage.getItem(PRESENTATION_KEY)).toBe('{"pause":1000,"duration":8000,"easing":"linear"}');
    expect(loadSettings()).toEqual({ pause: 1000, duration: 8000, easing: 'linear' });
  });

  it('fall back per value when what is stored or typed is no valid number of milliseconds or easing', () => {
    window.localStorage.setItem(PRESENTATION_KEY, 'kein JSON');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings({ pause: '-5', duration: '12000', easing: 'bounce' })).toEqual({
      pause: 2500,
      duration: 12000,
      easing: 'swing',
    });
    expect(normalizeSettings({ pause: '0', duration: '1.5', easing: 'linear' })).toEqual({
      pause: 0,
      duration: 30000,
      easing: 'linear',
    });
  });
});
