/** The presentation's settings (spec: defaults 2500 ms pause, 30000 ms duration, easing swing), kept in localStorage. */
export type Easing = 'swing' | 'linear';

export interface PresentationSettings {
  /** pause in milliseconds at the top and the bottom of the page */
  pause: number;
  /** duration of one scroll through the page, in milliseconds */
  duration: number;
  easing: Easing;
}

export const PRESENTATION_KEY = 'presentation';
export const DEFAULT_SETTINGS: PresentationSettings = { pause: 2500, duration: 30000, easing: 'swing' };
const MAX_MS = 3_600_000;

function milliseconds(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_MS ? number : fallback;
}

/** Whatever was stored or typed, as valid settings (a bad value falls back to its default). */
export function normalizeSettings(value: unknown): PresentationSettings {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    pause: milliseconds(raw.pause, DEFAULT_SETTINGS.pause),
    duration: Math.max(1, milliseconds(raw.duration, DEFAULT_SETTINGS.duration)),
    easing: raw.easing === 'linear' || raw.easing === 'swing' ? raw.easing : DEFAULT_SETTINGS.easing,
  };
}

export function loadSettings(storage: Storage = window.localStorage): PresentationSettings {
  try {
    return normalizeSettings(JSON.parse(storage.getItem(PRESENTATION_KEY) ?? 'null'));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(settings: PresentationSettings, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(PRESENTATION_KEY, JSON.stringify(settings));
  } catch {
    // storage blocked: the settings apply to this run only
  }
}
