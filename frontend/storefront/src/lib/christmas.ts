/**
 * The Christmas theme (spec §4): offered from 2025-11-05 (inclusive) to 2026-01-07 (exclusive), and after
 * that every year from 5 November to 7 January (exclusive). In that window a toggle replaces the theme
 * picker (components/ChristmasToggle); switched on, the page uses the first theme's colours and
 * features/christmas adds snow, the animated title and, after a click on 'Weihnachtsmusik', looping music.
 * The visitor's choice is kept in localStorage (CHRISTMAS_KEY); the music never starts by itself.
 */
import { THEMES, type ThemeName } from '@bestellwerk/common/themes';
import { useSyncExternalStore } from 'react';

import { forceTheme } from './theme';

/** Calendar dates (YYYY-MM-DD, the visitor's local date); `until` is exclusive. */
export interface DateWindow {
  from: string;
  until: string;
}

export const CHRISTMAS_WINDOW: DateWindow = { from: '2025-11-05', until: '2026-01-07' };
/** the yearly window after the configured one: 5 November to 7 January (exclusive), as month-day */
const YEARLY_FROM = '11-05';
const YEARLY_UNTIL = '01-07';
export const CHRISTMAS_KEY = 'christmas';

function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the Christmas toggle is offered on `now` (pure: no wall clock). */
export function isChristmasTime(now: Date, configured: DateWindow = CHRISTMAS_WINDOW): boolean {
  const today = localDate(now);
  if (today < configured.from) return false;
  if (today < configured.until) return true;
  const monthDay = today.slice(5);
  return monthDay >= YEARLY_FROM || monthDay < YEARLY_UNTIL;
}

const listeners = new Set<() => void>();
const season = typeof window !== 'undefined' && isChristmasTime(new Date());
let enabled = season && readStored();
let music = false;

function readStored(): boolean {
  try {
    return window.localStorage.getItem(CHRISTMAS_KEY) === '1';
  } catch {
    return false;
  }
}

function notify() {
  forceTheme(enabled ? (THEMES[0]?.name as ThemeName) : null);
  listeners.forEach((listener) => listener());
}

export function setChristmas(on: boolean): void {
  enabled = season && on;
  if (!enabled) music = false;
  try {
    window.localStorage.setItem(CHRISTMAS_KEY, on ? '1' : '0');
  } catch {
    // applies for this visit only
  }
  notify();
}

/** Music plays only after a click (browsers refuse audio without one, and it must not surprise anyone). */
export function setChristmasMusic(on: boolean): void {
  music = enabled && on;
  notify();
}

/** Applies the stored choice (the first theme while on); call once at start. */
export function initChristmas(): void {
  if (enabled) forceTheme(THEMES[0]?.name as ThemeName);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChristmasSeason(): boolean {
  return season;
}

export function useChristmas(): { enabled: boolean; music: boolean } {
  const on = useSyncExternalStore(subscribe, () => enabled);
  const playing = useSyncExternalStore(subscribe, () => music);
  return { enabled: on, music: playing };
}
