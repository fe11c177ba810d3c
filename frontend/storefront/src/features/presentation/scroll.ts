/**
 * The presentation's auto-scroll: pause at the top, scroll to the bottom in `duration` with the easing,
 * pause at the bottom, scroll back up, and again, until stopped (Escape or any click). With
 * prefers-reduced-motion the page is not animated: it moves a whole screen at a time (no gliding).
 */
import type { Easing, PresentationSettings } from './settings';

/** jQuery's swing: slow start and end; linear: constant speed. */
export function ease(easing: Easing, progress: number): number {
  return easing === 'linear' ? progress : 0.5 - Math.cos(progress * Math.PI) / 2;
}

/** Where the page stands `elapsed` ms after the start (pure). `step` > 0 rounds down to whole screens. */
export function scrollPosition(elapsed: number, settings: PresentationSettings, maxScroll: number, step = 0): number {
  const { pause, duration, easing } = settings;
  const cycle = 2 * (pause + duration);
  const time = elapsed % cycle;
  let fraction: number;
  if (time < pause) fraction = 0;
  else if (time < pause + duration) fraction = ease(easing, (time - pause) / duration);
  else if (time < 2 * pause + duration) fraction = 1;
  else fraction = 1 - ease(easing, (time - 2 * pause - duration) / duration);
  const position = fraction * maxScroll;
  if (step <= 0 || position >= maxScroll) return Math.round(position);
  return Math.floor(position / step) * step;
}

/** Runs the presentation on `win`; resolves the returned stop function on Escape, a click or a call. */
export function startPresentation(
  settings: PresentationSettings,
  onStop: () => void,
  win: Window = window,
): () => void {
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const start = win.performance.now();
  let frame = 0;
  const tick = (now: number) => {
    const maxScroll = win.document.documentElement.scrollHeight - win.innerHeight;
    win.scrollTo({
      top: scrollPosition(now - start, settings, Math.max(0, maxScroll), reducedMotion ? win.innerHeight : 0),
      behavior: 'instant',
    });
    frame = win.requestAnimationFrame(tick);
  };
  const stop = () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('keydown', onKey, true);
    win.removeEventListener('pointerdown', stop, true);
    onStop();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stop();
  };
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('pointerdown', stop, true);
  frame = win.requestAnimationFrame(tick);
  return stop;
}
