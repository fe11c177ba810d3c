import { useEffect, useRef, useSyncExternalStore } from 'react';

import { useChristmas } from '../../../lib/christmas';
import { playMusic } from '../music';
import { createFlakes, fall } from '../snow';
import { animateTitle } from '../title';
import styles from './ChristmasEffects.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(listener: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => window.matchMedia?.(REDUCED_MOTION).matches === true);
}

/**
 * What the switched-on Christmas mode adds to the page: falling snow and the animated title (both left
 * out when the visitor prefers reduced motion) and the looping music once 'Weihnachtsmusik' was clicked.
 */
export function ChristmasEffects() {
  const { music } = useChristmas();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => (reducedMotion ? undefined : animateTitle()), [reducedMotion]);
  useEffect(() => (music ? playMusic() : undefined), [music]);

  return reducedMotion ? null : <Snow />;
}

function Snow() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    let width = (element.width = window.innerWidth);
    let height = (element.height = window.innerHeight);
    let flakes = createFlakes(width, height);
    let last = performance.now();
    let frame = 0;
    const onResize = () => {
      width = element.width = window.innerWidth;
      height = element.height = window.innerHeight;
      flakes = createFlakes(width, height);
    };
    const draw = (now: number) => {
      fall(flakes, Math.min(0.1, (now - last) / 1000), width, height);
      last = now;
      context.clearRect(0, 0, width, height);
      context.fillStyle = 'rgb(255 255 255 / 0.85)';
      context.strokeStyle = 'rgb(3 2 1 / 0.25)';
      for (const flake of flakes) {
        context.beginPath();
        context.arc(flake.x, flake.y, flake.radius, 0, 2 * Math.PI);
        context.fill();
        context.stroke();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return <canvas ref={canvas} className={styles.snow} aria-hidden="true" data-testid="snow" />;
}
