import { setChristmas, setChristmasMusic, useChristmas } from '../lib/christmas';
import styles from './ChristmasToggle.module.css';

export const christmasMessages = {
  group: 'Weihnachten',
  mode: 'Weihnachtsmodus',
  music: 'Weihnachtsmusik',
};

/**
 * The Christmas toggle that replaces the theme picker inside the Christmas window (place it where
 * `useChristmasSeason()` from lib/christmas is true). 'Weihnachtsmodus' switches snow, the animated
 * title and the first theme on or off; 'Weihnachtsmusik' (only while on) starts or stops the looping music.
 */
export function ChristmasToggle() {
  const { enabled, music } = useChristmas();
  return (
    <div role="group" aria-label={christmasMessages.group} className={styles.group}>
      <button type="button" aria-pressed={enabled} className={styles.toggle} onClick={() => setChristmas(!enabled)}>
        <span aria-hidden="true">❄</span> {christmasMessages.mode}
      </button>
      {enabled && (
        <button type="button" aria-pressed={music} className={styles.toggle} onClick={() => setChristmasMusic(!music)}>
          <span aria-hidden="true">♫</span> {christmasMessages.music}
        </button>
      )}
    </div>
  );
}
