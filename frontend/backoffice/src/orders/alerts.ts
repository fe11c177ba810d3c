/**
 * Signals for new orders: a short two-tone chime made with the Web Audio API (no sound file) and a
 * browser notification. Browsers allow audio only after a user gesture, so the context is created
 * by the sound toggle ('Ton an' / 'Ton aus') and reused afterwards. The choice is remembered in
 * localStorage (settings.sound, '1' on); after a reload the first touch or key press wakes the audio up.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

export const soundSupported = (): boolean => audioContextClass() !== undefined;

/** Call from a click: creates (or resumes) the audio context and plays the chime once as a check. */
export async function enableSound(): Promise<boolean> {
  const Context = audioContextClass();
  if (!Context) return false;
  context ??= new Context();
  if (context.state === 'suspended') await context.resume();
  playChime();
  return context.state === 'running';
}

export const soundEnabled = (): boolean => context?.state === 'running';

export const SOUND_KEY = 'settings.sound';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice of the sound toggle (off until switched on). */
export const soundPreferred = (): boolean => storage()?.getItem(SOUND_KEY) === '1';

/** Call from a click: stores the choice; switching on wakes the audio up and plays the chime once. */
export async function chooseSound(on: boolean): Promise<boolean> {
  storage()?.setItem(SOUND_KEY, on ? '1' : '0');
  if (on) await enableSound();
  return on;
}

/** Two short sine tones (880 Hz, then 1320 Hz), about 0.4 s together; silent until enabled and chosen. */
export function playChime(): void {
  if (!context || context.state !== 'running' || !soundPreferred()) return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    const at = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.22);
  });
}

export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

export function notificationState(): NotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}

/** Call from a click: asks the browser for permission. */
export async function requestNotifications(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  return window.Notification.requestPermission();
}

/** Shows a notification when permitted; one per order (`tag`), so a repeated poll does not repeat it. */
export function notify(title: string, body: string, tag: string): void {
  if (notificationState() !== 'granted') return;
  try {
    new window.Notification(title, { body, tag, lang: 'de' });
  } catch {
    // some mobile browsers allow notifications only from a service worker: the sound remains
  }
}
